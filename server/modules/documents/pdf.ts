/**
 * What vouchers and invoices are drawn with: pdfkit on A4, text in the Noto Sans font of each
 * script it holds (fonts.ts: read when a document first needs them), shaped by HarfBuzz
 * (shaping.ts) so that it also copies and searches as typed, and a few layout helpers.
 * Amounts read as the pages write them: `Rs 1,23,456.70`. A document's dates are
 * given, not now, so the same document comes out the same.
 */
import type PDFDocument from 'pdfkit';
import { formatRupees } from '../../../domain/money';
import { fontBytes, fontName, type Weight } from './fonts';
import { scriptRuns, type Script } from './scriptRuns';
import { loadHarfBuzz, shapeWithHarfBuzz, type PdfkitEmbeddedFont } from './shaping';

type HarfBuzz = Awaited<ReturnType<typeof loadHarfBuzz>>;
type Document = InstanceType<typeof PDFDocument>;

/** A document being drawn, with the fonts of the scripts it has drawn so far. */
export interface Pdf {
  doc: Document;
  hb: HarfBuzz;
  fonts: Set<string>;
}

/** Paise as `Rs 1,23,456.70`. */
export const inr = (paise: number) => formatRupees(paise / 100);

/** A4; resolves to the file's bytes once `draw` has drawn it. */
export async function renderPdf(meta: { title: string; createdAt: Date }, draw: (pdf: Pdf) => void | Promise<void>): Promise<Buffer> {
  const hb = await loadHarfBuzz();
  // pdfkit (some 14 MB of the server's memory) is loaded with the first document, not at start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: meta.title, Author: 'Padaav', CreationDate: meta.createdAt, ModDate: meta.createdAt } });
  const pdf: Pdf = { doc, hb, fonts: new Set() };
  selectFont(pdf, 'latin', 'regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(pdf);
  doc.end();
  return done;
}

/** Selects a script's font in a weight, registering it (and shaping it with HarfBuzz) the first time. */
function selectFont({ doc, hb, fonts }: Pdf, script: Script, weight: Weight): void {
  const name = fontName(script, weight);
  if (!fonts.has(name)) {
    doc.registerFont(name, fontBytes(script, weight));
    fonts.add(name);
  }
  doc.font(name);
  shapeWithHarfBuzz(hb, (doc as unknown as { _font: PdfkitEmbeddedFont })._font, fontBytes(script, weight));
}

export interface SayOptions {
  weight?: Weight;
  size?: number;
  /** The next `say` goes on in the same line. */
  continued?: boolean;
  x?: number;
  y?: number;
}

/** Writes text in any of the documents' scripts, each run in its own font. */
export function say(pdf: Pdf, text: string, { weight = 'regular', size, continued = false, x, y }: SayOptions = {}): void {
  const { doc } = pdf;
  if (size) doc.fontSize(size);
  const runs = scriptRuns(text.normalize('NFC'));
  if (runs.length === 0) runs.push({ script: 'latin', text: '' });
  runs.forEach((run, i) => {
    selectFont(pdf, run.script, weight);
    const options = { continued: i < runs.length - 1 || continued };
    if (i === 0 && x !== undefined) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
}

/** A heading line. */
export function heading(pdf: Pdf, text: string, size = 13): void {
  pdf.doc.moveDown(0.6).fillColor('#1a202c');
  say(pdf, text, { weight: 'bold', size });
  pdf.doc.fontSize(10).fillColor('#2d3748');
}

/** Label and value pairs, one per line. */
export function facts(pdf: Pdf, rows: Array<[string, string]>): void {
  for (const [label, value] of rows) {
    say(pdf, `${label}: `, { weight: 'bold', size: 10, continued: true });
    say(pdf, value);
  }
}
