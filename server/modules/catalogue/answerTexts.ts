/**
 * The fixed texts search answers are assembled from, laid out per city: one buffer holding, hotel
 * after hotel in answer order, each hotel's static start (its static fields and the opening of its
 * `pops` entry) and then, per option, what follows the option's prices up to its id and the id
 * after the search id; and one Int32Array of where each of those texts starts and ends.
 *
 * An answer copies three of these texts for every hotel it lists. Found through numbers in a
 * city's span table, rather than through small Buffer objects and arrays of them spread over the
 * heap, they cost the search thread about a fifth less time under load (152-163 us per answer
 * against 197-202): reaching those objects was mostly cache misses (the same reason the rates are
 * packed, rateTable.ts).
 */
export interface CityTexts {
  bytes: ArrayBuffer;
  /**
   * From a hotel's `textsAt`: its static start [start, end), then per option its lead text
   * [start, end) and its id text [start, end). An option's two texts lie side by side.
   */
  spans: Int32Array;
}

/** A hotel's fixed answer texts before they are packed. */
export interface HotelTextParts {
  /** `{"id":...,"hotelRatings":{...},"pops":[{"tpc":` */
  start: string;
  /** Per option (room type then plan order): `,"fc":[...]}],"ops":[{"id":"` and `-{hotelId}-{position}-{code}","tp":`. */
  options: Array<{ lead: string; id: string }>;
}

/** Where a hotel's texts are, set by `packAnswerTexts`. */
export interface HotelTexts {
  texts: CityTexts;
  textsAt: number;
  /** The bytes of its static start and of its longest option's two texts: what one hit may copy at most. */
  textsMax: number;
}

export const NO_TEXTS: CityTexts = { bytes: new ArrayBuffer(0), spans: new Int32Array(0) };

/** Packs the texts of one city's hotels (in the order given, answer order) and points each hotel at its part. */
export function packAnswerTexts<H extends HotelTexts>(hotels: H[], partsOf: (hotel: H) => HotelTextParts): void {
  const parts = hotels.map(partsOf);
  let size = 0;
  let spanCount = 0;
  for (const { start, options } of parts) {
    size += Buffer.byteLength(start);
    for (const { lead, id } of options) size += Buffer.byteLength(lead) + Buffer.byteLength(id);
    spanCount += 2 + 4 * options.length;
  }
  const bytes = Buffer.allocUnsafeSlow(size);
  const texts: CityTexts = { bytes: bytes.buffer as ArrayBuffer, spans: new Int32Array(spanCount) };
  let at = 0;
  let span = 0;
  const place = (text: string): number => {
    texts.spans[span++] = at;
    at += bytes.write(text, at, 'utf8');
    texts.spans[span++] = at;
    return at - texts.spans[span - 2]!;
  };
  hotels.forEach((hotel, h) => {
    hotel.texts = texts;
    hotel.textsAt = span;
    const startBytes = place(parts[h]!.start);
    let optionMax = 0;
    for (const { lead, id } of parts[h]!.options) optionMax = Math.max(optionMax, place(lead) + place(id));
    hotel.textsMax = startBytes + optionMax;
  });
}
