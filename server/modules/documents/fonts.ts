/**
 * The fonts documents are drawn with: Noto Sans for Latin (diacritics too), and Noto Sans
 * Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada and Malayalam, each from
 * its npm package (@expo-google-fonts, TrueType, SIL Open Font License). A font file is read the
 * first time a document draws text of its script, and kept for later documents.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Script } from './scriptRuns';

export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);

/** Each script's family as its package and file names spell it. */
const FAMILY: Record<Script, [pkg: string, file: string]> = {
  latin: ['noto-sans', 'NotoSans'],
  devanagari: ['noto-sans-devanagari', 'NotoSansDevanagari'],
  bengali: ['noto-sans-bengali', 'NotoSansBengali'],
  gurmukhi: ['noto-sans-gurmukhi', 'NotoSansGurmukhi'],
  gujarati: ['noto-sans-gujarati', 'NotoSansGujarati'],
  oriya: ['noto-sans-oriya', 'NotoSansOriya'],
  tamil: ['noto-sans-tamil', 'NotoSansTamil'],
  telugu: ['noto-sans-telugu', 'NotoSansTelugu'],
  kannada: ['noto-sans-kannada', 'NotoSansKannada'],
  malayalam: ['noto-sans-malayalam', 'NotoSansMalayalam'],
};
const WEIGHT_DIR: Record<Weight, string> = { regular: '400Regular', bold: '700Bold' };

const loaded = new Map<string, Buffer>();

/** The name a document registers a font under: `latin-regular`, `tamil-bold`. */
export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/** The bytes of a script's font in a weight, read once. */
export function fontBytes(script: Script, weight: Weight): Buffer {
  const name = fontName(script, weight);
  let bytes = loaded.get(name);
  if (!bytes) {
    const [pkg, file] = FAMILY[script];
    const dir = WEIGHT_DIR[weight];
    bytes = readFileSync(require.resolve(`@expo-google-fonts/${pkg}/${dir}/${file}_${dir}.ttf`));
    loaded.set(name, bytes);
  }
  return bytes;
}

/** The fonts read so far (tests check that a document reads only those it needs). */
export const fontsRead = (): string[] => [...loaded.keys()];
