/**
 * Where a hotel's pictures live: a generated hotel's illustrations (`/media/hotels/...svg`, drawn
 * on request) or an imported hotel's photos (`/media/photos/...webp`, stored at import).
 */
export const IMAGE_SIZES = ['Standard', 'XS', 'XXL'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const hotelImageUrl = (hotelId: string, n: number, size: ImageSize) => `/media/hotels/${hotelId}/${n}-${size}.svg`;
export const photoUrl = (key: string, size: ImageSize) => `/media/photos/${key}-${size}.webp`;
export const guestPhotoUrl = (hotelId: string, n: number, kind: string) => `/media/reviews/${hotelId}/${n}-${kind}.svg`;
export const placeIconUrl = (type: string) => `/media/icons/${type}.svg`;

/** A hotel's pictures: its imported photos when it has them (`photos`), else its `imageCount` illustrations. */
export interface Pictured {
  id: string;
  imageCount: number;
  photos: readonly string[] | null;
}

/** Every picture of a hotel in every size asked for, picture by picture. */
export function hotelImages(hotel: Pictured, sizes: readonly ImageSize[] = IMAGE_SIZES) {
  const images: Array<{ url: string; sz: ImageSize }> = [];
  const url = (n: number, sz: ImageSize) => (hotel.photos ? photoUrl(hotel.photos[n]!, sz) : hotelImageUrl(hotel.id, n, sz));
  const count = hotel.photos ? hotel.photos.length : hotel.imageCount;
  for (let n = 0; n < count; n++) for (const sz of sizes) images.push({ url: url(n, sz), sz });
  return images;
}
