/**
 * An imported hotel's photos: read from a URL or a file beside the catalogue file (photoSource.ts,
 * which treats the file as untrusted), checked to be an image by their bytes, and re-encoded with
 * sharp into each size the pages use (Standard 960x640, XS 240x160, XXL 1920x1280; cropped to
 * 3:2 as the gallery frames them) as WebP, which also drops the metadata a camera left in them. A photo is known by a digest of its bytes, so the
 * same photo imported again is neither re-encoded nor stored twice.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageSize } from '../../modules/media/urls';
import { PhotoError } from './photoSource';

export { loadPhoto, PhotoError } from './photoSource';

export const PHOTO_SIZES: Record<ImageSize, [number, number]> = { Standard: [960, 640], XS: [240, 160], XXL: [1920, 1280] };

export interface EncodedPhoto {
  key: string;
  sizes: Record<ImageSize, Buffer>;
}

/** A digest of the photo's bytes: its key, and the name of its URLs. */
export const photoKey = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 24);

/** The photo in every size, as WebP; a PhotoError when its bytes are not an image sharp can read. */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  const sizes = {} as Record<ImageSize, Buffer>;
  try {
    const image = sharp(bytes, { limitInputPixels: 100_000_000, animated: false }).rotate();
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    for (const [size, [w, h]] of Object.entries(PHOTO_SIZES) as Array<[ImageSize, [number, number]]>) {
      sizes[size] = await image.clone().resize(w, h, { fit: 'cover', position: 'attention' }).webp({ quality: size === 'XS' ? 70 : 80 }).toBuffer();
    }
  } catch {
    throw new PhotoError('is not an image (JPEG, PNG, WebP, AVIF, TIFF or GIF)');
  }
  return { key: photoKey(bytes), sizes };
}
