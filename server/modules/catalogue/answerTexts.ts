/**
 * The fixed texts search answers are assembled from, laid out per city: one buffer holding, hotel
 * after hotel as the read model lists them, each hotel's static start (its static fields and the
 * opening of its `pops` entry) and then, per option, what follows the option's prices up to its
 * id, room for the search id, and the rest of its id; and one Int32Array of where each of those
 * texts starts and ends.
 *
 * An answer copies two of these texts for every hotel it lists, and writes the search id into the
 * room left for it. They are found through numbers in a city's span table rather than through
 * small Buffer objects spread over the heap, whose reads were mostly cache misses under load.
 */
export interface CityTexts {
  bytes: ArrayBuffer;
  /**
   * From a hotel's `textsAt`: its static start [start, end), then per option where its text
   * starts, where the room for the search id starts, and where the text ends.
   */
  spans: Int32Array;
}

/** A hotel's fixed answer texts before they are packed. */
export interface HotelTextParts {
  /** `{"id":...,"hotelRatings":{...},"pops":[{"tpc":` */
  start: string;
  /** Per option (room type then plan order): `,"fc":[...]}],"ops":[{"id":"` and `-{hotelId}-{position}-{code}","fcd":…,"pl":…,"tp":`. */
  options: Array<{ lead: string; id: string }>;
}

/** Where a hotel's texts are, set by `packAnswerTexts`. */
export interface HotelTexts {
  texts: CityTexts;
  textsAt: number;
  /** The bytes of its static start and of its longest option's text (room for the search id included): what one hit may copy at most. */
  textsMax: number;
}

export const NO_TEXTS: CityTexts = { bytes: new ArrayBuffer(0), spans: new Int32Array(0) };

/** Spans per option in `CityTexts.spans`: its start, its search id's, its end. */
export const OPTION_SPANS = 3;

/**
 * Packs the texts of one city's hotels (in the order given, the read model's) and points each
 * hotel at its part; each option's text leaves `searchIdBytes` bytes between its lead and id parts.
 */
export function packAnswerTexts<H extends HotelTexts>(hotels: H[], partsOf: (hotel: H) => HotelTextParts, searchIdBytes: number): void {
  const parts = hotels.map(partsOf);
  let size = 0;
  let spanCount = 0;
  for (const { start, options } of parts) {
    size += Buffer.byteLength(start);
    for (const { lead, id } of options) size += Buffer.byteLength(lead) + searchIdBytes + Buffer.byteLength(id);
    spanCount += 2 + OPTION_SPANS * options.length;
  }
  const bytes = Buffer.alloc(size);
  const texts: CityTexts = { bytes: bytes.buffer as ArrayBuffer, spans: new Int32Array(spanCount) };
  let at = 0;
  let span = 0;
  const mark = () => (texts.spans[span++] = at);
  hotels.forEach((hotel, h) => {
    hotel.texts = texts;
    hotel.textsAt = span;
    mark();
    at += bytes.write(parts[h]!.start, at, 'utf8');
    mark();
    const startBytes = at - texts.spans[span - 2]!;
    let optionMax = 0;
    for (const { lead, id } of parts[h]!.options) {
      const from = mark();
      at += bytes.write(lead, at, 'utf8');
      mark();
      at += searchIdBytes;
      at += bytes.write(id, at, 'utf8');
      mark();
      optionMax = Math.max(optionMax, at - from);
    }
    hotel.textsMax = startBytes + optionMax;
  });
}
