/** Where generated pictures live. The URLs are data: real photos can replace them. */
export const IMAGE_SIZES = ['Standard', 'XS', 'XXL'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const hotelImageUrl = (hotelId: string, n: number, size: ImageSize) => `/media/hotels/${hotelId}/${n}-${size}.svg`;
export const reviewPhotoUrl = (hotelId: string, n: number) => `/media/reviews/${hotelId}/${n}.svg`;
export const placeIconUrl = (type: string) => `/media/icons/${type}.svg`;

/** Every picture of a hotel in every size asked for, picture by picture. */
export function hotelImages(hotelId: string, count: number, sizes: readonly ImageSize[] = IMAGE_SIZES) {
  const images: Array<{ url: string; sz: ImageSize }> = [];
  for (let n = 0; n < count; n++) for (const sz of sizes) images.push({ url: hotelImageUrl(hotelId, n, sz), sz });
  return images;
}
