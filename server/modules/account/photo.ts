/**
 * A profile photo as the server keeps it: checked by its decoded size and by what its bytes are
 * (not by a name or a declared type), then re-encoded as a small square WebP, which drops every
 * piece of metadata the upload carried (camera, GPS position...).
 */
import { accountMessages, PHOTO_MAX_BYTES } from '../../../contract/account';
import { imageKind } from '../../../domain/imageKind';
import { badInput } from '../../http/apiError';

export const PHOTO_SIDE = 256;

const DATA_URL = /^data:([\w.+/-]{1,100});base64,([A-Za-z0-9+/=\s]+)$/;

/** The photo of a `data:` URL, re-encoded; a 400 naming `body.image` when it is not one to keep. */
export async function profilePhoto(dataUrl: string): Promise<Buffer> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badInput(`body.image: ${accountMessages.photoType}`);
  const bytes = Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64');
  if (bytes.length >= PHOTO_MAX_BYTES) throw badInput(`body.image: ${accountMessages.photoTooLarge}`);
  if (!imageKind(bytes)) throw badInput(`body.image: ${accountMessages.photoType}`);
  // sharp (native code, some 18 MB of the server's memory) is loaded with the first photo, not at start.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badInput(`body.image: ${accountMessages.photoType}`);
  }
}

export const photoDataUrl = (photo: Buffer | null) => (photo ? `data:image/webp;base64,${photo.toString('base64')}` : null);
