/**
 * Text shaping with HarfBuzz for the fonts pdfkit embeds. pdfkit lays text out with fontkit, whose
 * OpenType engine stops with an error on the null anchors of Noto Sans Telugu, Malayalam and
 * Gurmukhi (fontkit issue 367, unfixed in its last release). HarfBuzz, the shaping engine of the
 * browsers, shapes every Indic script correctly: conjuncts, reph, vowel signs drawn before their
 * consonant, marks placed by the font's anchors. So each font a document uses lays its words out
 * with HarfBuzz (harfbuzzjs, its WebAssembly build), and pdfkit still subsets and embeds it.
 *
 * pdfkit asks a font for the glyphs and positions of one word at a time (`layoutRun`, in units of
 * 1/1000 of the font size, with each glyph's own advance); this gives it HarfBuzz's.
 */
import type { Buffer as HbBuffer, Font as HbFont } from 'harfbuzzjs';

type HarfBuzz = typeof import('harfbuzzjs');

/** What pdfkit's embedded font holds and asks (pdfkit's EmbeddedFont; not in its types). */
interface Glyph {
  id: number;
  advanceWidth: number;
  /** What the glyph reads as where it stands (ToUnicode). */
  codePoints: number[];
  /** Its width as a reader takes it (1/1000 em): a cluster's first glyph spans the whole cluster. */
  readWidth: number;
}
interface FontkitFont {
  getGlyph(id: number): { advanceWidth: number };
}
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}
export interface PdfkitEmbeddedFont {
  font: FontkitFont;
  scale: number;
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: Position[] };
  layoutRun(text: string, features?: unknown): { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
  encode(text: string, features?: unknown): [string[], Position[]];
}

let harfbuzz: Promise<HarfBuzz> | undefined;

/** HarfBuzz, compiled and started at the first document (a few tens of milliseconds), then kept. */
export const loadHarfBuzz = (): Promise<HarfBuzz> => (harfbuzz ??= import('harfbuzzjs'));

const shaped = new WeakSet<PdfkitEmbeddedFont>();

/**
 * Makes pdfkit's embedded font `font`, read from `bytes`, lay its words out with HarfBuzz, and
 * read back as written: a cluster (a consonant with its conjuncts and vowel signs, say) reads as
 * its text from its first glyph as drawn, and its other glyphs read as nothing. A vowel sign drawn
 * before its consonant thus still reads after it, as a PDF reader takes text in the order drawn.
 * A glyph that must read as another text elsewhere gets a copy of its own in the embedded font.
 */
export function shapeWithHarfBuzz(hb: HarfBuzz, font: PdfkitEmbeddedFont, bytes: Buffer): void {
  if (shaped.has(font)) return;
  shaped.add(font);
  const face = new hb.Face(new hb.Blob(new Uint8Array(bytes)));
  const hbFont: HbFont = new hb.Font(face);
  hbFont.setScale(face.upem, face.upem);

  font.layoutRun = (text: string) => {
    const buffer: HbBuffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(hbFont, buffer);
    const out = buffer.getGlyphInfosAndPositions();
    // Clusters are UTF-16 offsets into `text`; a cluster runs to the next cluster's start.
    const starts = [...new Set(out.map((g) => g.cluster))].sort((a, b) => a - b);
    const clusterText = (cluster: number) => {
      const next = starts.find((s) => s > cluster) ?? text.length;
      return [...text.slice(cluster, next)].map((c) => c.codePointAt(0)!);
    };
    const clusterAdvance = new Map<number, number>();
    for (const g of out) clusterAdvance.set(g.cluster, (clusterAdvance.get(g.cluster) ?? 0) + (g.xAdvance ?? 0) * font.scale);
    const seen = new Set<number>();
    const glyphs: Glyph[] = out.map((g) => {
      const first = !seen.has(g.cluster);
      seen.add(g.cluster);
      const advanceWidth = font.font.getGlyph(g.codepoint).advanceWidth;
      return first
        ? { id: g.codepoint, advanceWidth, codePoints: clusterText(g.cluster), readWidth: clusterAdvance.get(g.cluster)! }
        : { id: g.codepoint, advanceWidth, codePoints: [], readWidth: advanceWidth * font.scale };
    });
    // pdfkit draws each glyph at its advance from HarfBuzz, correcting by the width it embeds.
    const positions = out.map((g, i) => ({
      xAdvance: (g.xAdvance ?? 0) * font.scale,
      yAdvance: (g.yAdvance ?? 0) * font.scale,
      xOffset: (g.xOffset ?? 0) * font.scale,
      yOffset: (g.yOffset ?? 0) * font.scale,
      advanceWidth: glyphs[i]!.readWidth,
    }));
    return { glyphs, positions, advanceWidth: positions.reduce((sum, p) => sum + p.xAdvance, 0) };
  };

  const copies = new Map<string, number>();
  font.encode = (text: string, features?: unknown) => {
    const { glyphs, positions } = font.layout(text, features);
    const codes = glyphs.map((glyph) => {
      let gid = font.subset.includeGlyph(glyph.id);
      if (font.unicode[gid] === undefined) {
        font.unicode[gid] = glyph.codePoints;
        font.widths[gid] = glyph.readWidth;
      } else if (font.unicode[gid]!.join() !== glyph.codePoints.join() || font.widths[gid] !== glyph.readWidth) {
        const key = `${glyph.id}:${glyph.codePoints.join()}:${glyph.readWidth}`;
        let copy = copies.get(key);
        if (copy === undefined) {
          copy = font.subset.glyphs.push(glyph.id) - 1;
          font.unicode[copy] = glyph.codePoints;
          font.widths[copy] = glyph.readWidth;
          copies.set(key, copy);
        }
        gid = copy;
      }
      return `0000${gid.toString(16)}`.slice(-4);
    });
    return [codes, positions];
  };
}
