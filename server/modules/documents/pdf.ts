/**
 * What vouchers and invoices are drawn with: pdfkit on A4, Noto Sans embedded (the built-in PDF
 * fonts have no rupee sign), and a few layout helpers. A document's dates are given, not now, so
 * the same document comes out the same.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { twoDecimals } from '../../../domain/localeFormat';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

export type Pdf = InstanceType<typeof PDFDocument>;

/** Paise as `₹ 1,23,456.70`. */
export const inr = (paise: number) => `₹ ${twoDecimals(paise / 100)}`;

/** A4 with both fonts registered; resolves to the file's bytes once `draw` has drawn it. */
export function renderPdf(meta: { title: string; createdAt: Date }, draw: (doc: Pdf) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: meta.title, Author: 'Padaav', CreationDate: meta.createdAt, ModDate: meta.createdAt } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return Promise.resolve(draw(doc)).then(() => {
    doc.end();
    return done;
  });
}

/** A heading line. */
export function heading(doc: Pdf, text: string, size = 13): void {
  doc.moveDown(0.6).font('bold').fontSize(size).fillColor('#1a202c').text(text).font('regular').fontSize(10).fillColor('#2d3748');
}

/** Label and value pairs, one per line. */
export function facts(doc: Pdf, rows: Array<[string, string]>): void {
  for (const [label, value] of rows) {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('regular').text(value);
  }
}
