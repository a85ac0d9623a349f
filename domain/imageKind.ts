/**
 * What a file is by its first bytes (its magic number), never by its name or declared type: the
 * image formats a profile photo may be. The browser reads a chosen photo's first bytes with it
 * before anything is sent, and the server the bytes it is sent. Pure and browser-safe.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** How many first bytes `imageKind` needs to tell every kind. */
export const IMAGE_HEAD_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  return null;
}
