import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fontsRead } from '../../server/modules/documents/fonts';
import { renderPdf, say } from '../../server/modules/documents/pdf';
import { scriptRuns } from '../../server/modules/documents/scriptRuns';

/** The text of a PDF as poppler's pdftotext reads it (Debian poppler-utils; .ci/run installs it). */
function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr?.toString()}`);
  return run.stdout.toString('utf8');
}

const document = (lines: string[]) => renderPdf({ title: 'test', createdAt: new Date(0) }, (pdf) => lines.forEach((line) => say(pdf, line)));

/** A name in each script, with its conjuncts, vowel signs drawn before their consonant, reph and marks. */
const NAMES: Record<string, string> = {
  latin: 'Zoë Ñúñez-Łukasz, Thủy Nguyễn',
  devanagari: 'प्रिया त्रिपाठी शर्मा',
  bengali: 'প্রিয়াঙ্কা চক্রবর্তী',
  tamil: 'செல்வி கார்த்திகேயன்',
  telugu: 'శ్రీనివాస్ రెడ్డి',
  kannada: 'ಕೃಷ್ಣ ಶೆಟ್ಟಿ',
  malayalam: 'ശ്രീലക്ഷ്മി നായർ',
  gujarati: 'કિરણ પટેલ',
  gurmukhi: 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ',
  oriya: 'ପ୍ରିୟଙ୍କା ମହାନ୍ତି',
};

describe('documents in every script', () => {
  it('reads only the fonts a document needs: Latin alone for a Latin document', async () => {
    await document(['Mr Asha Sharma: Rs 1,234.50']);
    expect(fontsRead().sort()).toEqual(['latin-regular']);
    await document(['Mrs आशा शर्मा']);
    expect(fontsRead().sort()).toEqual(['devanagari-regular', 'latin-regular']);
  });

  it('cuts text into runs of one script, spaces and marks staying in their run', () => {
    expect(scriptRuns('Room 1: Mr आशा शर्मा, Mrs தமிழ்')).toEqual([
      { script: 'latin', text: 'Room 1: Mr ' },
      { script: 'devanagari', text: 'आशा शर्मा' },
      { script: 'latin', text: ', Mrs ' },
      { script: 'tamil', text: 'தமிழ்' },
    ]);
    expect(scriptRuns(' आ')).toEqual([{ script: 'devanagari', text: ' आ' }]);
    expect(scriptRuns('')).toEqual([]);
  });

  it('shapes every script and reads each name back as typed, in Latin lines too', async () => {
    const text = pdfText(await document(Object.values(NAMES).map((name) => `Room 1: Mr ${name}, Mrs Asha Rao`)));
    for (const [script, name] of Object.entries(NAMES)) expect(text, script).toContain(`Room 1: Mr ${name}, Mrs Asha Rao`);
  });

  it('reads a decomposed accent as the composed letter it makes', async () => {
    expect(pdfText(await document(['Rene\u0301e Zoe\u0308']))).toContain('Renée Zoë');
  });
});
