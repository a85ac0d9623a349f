/**
 * Text cut into runs of one script each, so that each run is drawn with a font that has its
 * letters: Latin (with diacritics), and the nine Indic scripts of the Noto Sans fonts documents
 * embed. Spaces, joiners and combining marks stay in the run they are in; text before any letter
 * joins the first run. Anything else (digits, punctuation, other scripts) is drawn as Latin. Pure.
 */
export const INDIC_SCRIPTS = ['devanagari', 'bengali', 'gurmukhi', 'gujarati', 'oriya', 'tamil', 'telugu', 'kannada', 'malayalam'] as const;
export type IndicScript = (typeof INDIC_SCRIPTS)[number];
export type Script = 'latin' | IndicScript;

export interface ScriptRun {
  script: Script;
  text: string;
}

/** Unicode blocks: Devanagari U+0900, then one block of 128 each in this order up to Malayalam U+0D00. */
const BLOCK_START = 0x0900;
const VEDIC_EXTENSIONS = [0x1cd0, 0x1cff] as const;
const DEVANAGARI_EXTENDED = [0xa8e0, 0xa8ff] as const;
/** Devanagari's danda and double danda, used by the other scripts too, and digits of their own. */
const DANDAS = [0x0964, 0x0965] as const;

const NEUTRAL = /[\s\u200b-\u200d\p{M}]/u;

function scriptOf(codePoint: number): Script | null {
  if (codePoint >= DANDAS[0] && codePoint <= DANDAS[1]) return null;
  if (codePoint >= BLOCK_START && codePoint < BLOCK_START + 128 * INDIC_SCRIPTS.length) return INDIC_SCRIPTS[(codePoint - BLOCK_START) >> 7]!;
  if ((codePoint >= VEDIC_EXTENSIONS[0] && codePoint <= VEDIC_EXTENSIONS[1]) || (codePoint >= DEVANAGARI_EXTENDED[0] && codePoint <= DEVANAGARI_EXTENDED[1])) return 'devanagari';
  return 'latin';
}

export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const char of text) {
    const script = NEUTRAL.test(char) ? null : scriptOf(char.codePointAt(0)!);
    const last = runs[runs.length - 1];
    if (script === null || script === last?.script) {
      if (last) last.text += char;
      else pending += char;
    } else {
      runs.push({ script, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}
