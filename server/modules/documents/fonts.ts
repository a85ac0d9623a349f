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

/** Each script's font files by weight, as their packages name them. */
const FILES: Record<Script, Record<Weight, () => string>> = {
  latin: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  devanagari: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
  bengali: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf'),
  },
  gurmukhi: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-gurmukhi/400Regular/NotoSansGurmukhi_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-gurmukhi/700Bold/NotoSansGurmukhi_700Bold.ttf'),
  },
  gujarati: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-gujarati/400Regular/NotoSansGujarati_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-gujarati/700Bold/NotoSansGujarati_700Bold.ttf'),
  },
  oriya: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-oriya/400Regular/NotoSansOriya_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-oriya/700Bold/NotoSansOriya_700Bold.ttf'),
  },
  tamil: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf'),
  },
  telugu: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-telugu/400Regular/NotoSansTelugu_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-telugu/700Bold/NotoSansTelugu_700Bold.ttf'),
  },
  kannada: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-kannada/400Regular/NotoSansKannada_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-kannada/700Bold/NotoSansKannada_700Bold.ttf'),
  },
  malayalam: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-malayalam/400Regular/NotoSansMalayalam_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-malayalam/700Bold/NotoSansMalayalam_700Bold.ttf'),
  },
};

const loaded = new Map<string, Buffer>();

/** The name a document registers a font under: `latin-regular`, `tamil-bold`. */
export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/** The bytes of a script's font in a weight, read once. */
export function fontBytes(script: Script, weight: Weight): Buffer {
  const name = fontName(script, weight);
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = readFileSync(FILES[script][weight]());
    loaded.set(name, bytes);
  }
  return bytes;
}

/** The fonts read so far (tests check that a document reads only those it needs). */
export const fontsRead = (): string[] => [...loaded.keys()];
