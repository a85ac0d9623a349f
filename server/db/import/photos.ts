/**
 * An imported hotel's photos: read from a URL or a file beside the catalogue file, checked to be
 * an image by their bytes, and re-encoded with sharp into each size the pages use (Standard
 * 960x640, XS 240x160, XXL 1920x1280; cropped to 3:2 as the gallery frames them) as WebP, which
 * also drops the metadata a camera left in them. A photo is known by a digest of its bytes, so the
 * same photo imported again is neither re-encoded nor stored twice.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageSize } from '../../modules/media/urls';

export const PHOTO_SIZES: Record<ImageSize, [number, number]> = { Standard: [960, 640], XS: [240, 160], XXL: [1920, 1280] };

/** The most bytes a photo may have before it is re-encoded. */
const MAX_BYTES = 25 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;

export interface EncodedPhoto {
  key: string;
  sizes: Record<ImageSize, Buffer>;
}

export class PhotoError extends Error {}

/** The bytes of a photo named in a catalogue file (`dir` is the file's folder). */
export async function loadPhoto(source: string, dir: string): Promise<Buffer> {
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    } catch (error) {
      throw new PhotoError(`could not fetch ${source}: ${(error as Error).message}`);
    }
    if (!response.ok) throw new PhotoError(`could not fetch ${source}: HTTP ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_BYTES) throw new PhotoError(`${source} is larger than 25 MB`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_BYTES) throw new PhotoError(`${source} is larger than 25 MB`);
    return bytes;
  }
  const file = path.resolve(dir, source);
  try {
    const bytes = await readFile(file);
    if (bytes.length > MAX_BYTES) throw new PhotoError(`${source} is larger than 25 MB`);
    return bytes;
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError(`could not read ${source} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
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
