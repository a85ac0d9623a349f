/** The detail gallery: the first 10 Standard images; the right grid shows the next 2. Pure. */
export const GALLERY_SIZE = 10;
export const GRID_SIZE = 2;

export interface GalleryImage {
  url: string;
  sz: string;
}

export interface GalleryView {
  images: string[];
  main: string | null;
  grid: string[];
  /** The button that opens the viewer: it counts what the viewer shows, and says "all" only when that is all of them. */
  openLabel: string;
}

/** Said on the page of a hotel whose pictures are generated illustrations. */
export const ILLUSTRATIONS_NOTE = 'These pictures are illustrations, not photos of this property. They will be replaced by its own photos once the hotel provides them.';

export function galleryView(images: readonly GalleryImage[]): GalleryView {
  const all = [...new Set(images.filter((i) => i.sz === 'Standard' && i.url).map((i) => i.url))];
  const standard = all.slice(0, GALLERY_SIZE);
  const n = standard.length;
  const openLabel = n === all.length ? `View all ${n} ${n === 1 ? 'photo' : 'photos'}` : `View ${n} of ${all.length} photos`;
  return { images: standard, main: standard[0] ?? null, grid: standard.slice(1, 1 + GRID_SIZE), openLabel };
}

/** The next index of a viewer that wraps around (`step` -1 or +1). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Benefits shown before expanding, and amenity chips before the popup. */
export const BENEFITS_BEFORE_EXPAND = 3;
export const AMENITY_CHIPS = 6;
export const CHECK_IN_TEXT = 'Check-in 2 PM';
export const CHECK_OUT_TEXT = 'Check-out 11 AM';
