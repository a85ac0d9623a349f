/**
 * A chosen photo read for the profile: its first bytes say whether it is an image at all (a file
 * that is not is refused before anything is sent); a photo of 2 MB or more, as phones take them,
 * is drawn smaller on a canvas and sent as a JPEG under the limit; the result is a data URL, the
 * preview on the page and what PUT /saveProfile sends (the server checks it again and keeps a
 * small re-encoded copy).
 */
import { PHOTO_MAX_BYTES } from '../../contract/account';
import { IMAGE_HEAD_BYTES, imageKind } from '../../domain/imageKind';
import { needsShrinking, PhotoRefused, type PhotoFile } from '../../machines/rules/profileForm';

/** The longest side tried, largest first, until the JPEG is under the limit. */
const SIDES = [2048, 1600, 1200, 800];
const JPEG_QUALITY = 0.85;

export async function readPhoto(file: PhotoFile): Promise<string> {
  if (!(file instanceof Blob)) throw new PhotoRefused('notImage');
  const head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
  if (!imageKind(head)) throw new PhotoRefused('notImage');
  return readDataUrl(needsShrinking(file) ? await shrunk(file) : file);
}

/** The photo as a JPEG under the limit; refused as too large when the browser cannot draw it. */
async function shrunk(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoRefused('tooLarge');
  }
  try {
    for (const side of SIDES) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) break;
      // A transparent PNG turns black in a JPEG: white behind it.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
      if (jpeg && jpeg.size < PHOTO_MAX_BYTES) return jpeg;
    }
  } finally {
    bitmap.close();
  }
  throw new PhotoRefused('tooLarge');
}

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new PhotoRefused('notImage')));
    reader.onerror = () => reject(new PhotoRefused('notImage'));
    reader.readAsDataURL(file);
  });
}
