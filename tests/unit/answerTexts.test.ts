import { describe, expect, it } from 'vitest';
import { NO_TEXTS, OPTION_SPANS, packAnswerTexts, type HotelTextParts, type HotelTexts } from '../../server/modules/catalogue/answerTexts';

const between = (texts: HotelTexts['texts'], from: number, to: number) => Buffer.from(texts.bytes, from, to - from).toString('utf8');
const text = (texts: HotelTexts['texts'], at: number) => between(texts, texts.spans[at]!, texts.spans[at + 1]!);
/** Room for a search id of this many bytes. */
const GAP = 20;

describe("a city's search-answer texts", () => {
  it('lays out each hotel start and option texts in one buffer, found again through the span table', () => {
    const parts: HotelTextParts[] = [
      { start: '{"id":"1","name":"Café Mahal","pops":[{"tpc":', options: [{ lead: ',"fc":["ROOM ONLY"]}],"ops":[{"id":"', id: '-1-0-ROR","tp":' }] },
      { start: '{"id":"2","name":"होटल","pops":[{"tpc":', options: [{ lead: ',"fc":[]}],"ops":[{"id":"', id: '-2-0-BBN","tp":' }, { lead: ',"fc":["BREAKFAST","Wi-Fi"]}],"ops":[{"id":"', id: '-2-1-BBR","tp":' }] },
      { start: '{"id":"3","pops":[{"tpc":', options: [] },
    ];
    const hotels: Array<HotelTexts & { n: number }> = parts.map((_, n) => ({ n, texts: NO_TEXTS, textsAt: 0, textsMax: 0 }));
    packAnswerTexts(hotels, (hotel) => parts[hotel.n]!, GAP);
    const bytes = (s: string) => Buffer.byteLength(s);
    for (const [n, hotel] of hotels.entries()) {
      expect(hotel.texts).toBe(hotels[0]!.texts);
      expect(text(hotel.texts, hotel.textsAt)).toBe(parts[n]!.start);
      parts[n]!.options.forEach(({ lead, id }, o) => {
        const { spans } = hotel.texts;
        const at = hotel.textsAt + 2 + OPTION_SPANS * o;
        // The lead, room for the search id, the id: one text.
        expect(between(hotel.texts, spans[at]!, spans[at + 1]!)).toBe(lead);
        expect(spans[at + 2]! - spans[at + 1]!).toBe(GAP + bytes(id));
        expect(between(hotel.texts, spans[at + 1]! + GAP, spans[at + 2]!)).toBe(id);
      });
      const optionMax = Math.max(0, ...parts[n]!.options.map((o) => bytes(o.lead) + GAP + bytes(o.id)));
      expect(hotel.textsMax).toBe(bytes(parts[n]!.start) + optionMax);
    }
    // Hotel after hotel, nothing between: the buffer is exactly the texts and the room for search ids.
    expect(hotels[0]!.texts.bytes.byteLength).toBe(parts.reduce((n, p) => n + bytes(p.start) + p.options.reduce((m, o) => m + bytes(o.lead) + GAP + bytes(o.id), 0), 0));
  });
});
