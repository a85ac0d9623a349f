/**
 * A chosen photo read as a data URL: its preview on the page, and what PUT /saveProfile sends
 * (the server checks it again and keeps a re-encoded copy).
 */
import type { PhotoFile } from '../../domain/profileForm';

export function readDataUrl(file: PhotoFile): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!(file instanceof Blob)) {
      reject(new Error('not a file'));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('the photo could not be read')));
    reader.onerror = () => reject(reader.error ?? new Error('the photo could not be read'));
    reader.readAsDataURL(file);
  });
}
