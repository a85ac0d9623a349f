/**
 * The catalogue as both threads read it: one copy, in SharedArrayBuffers that the request thread
 * writes (catalogueStore.ts) and the search thread only reads (search/answerThread.ts). A hotel
 * is a record of 32-bit words and bytes in the arena (layout.ts); the slot table holds what
 * search filters and sorts on, the city table each city's hotel list. The buffers grow in place
 * (growable SharedArrayBuffers: the views follow their length), so the other thread never has to
 * be sent them again.
 */
import {
  H_ARENA_USED, H_SLOTS, H_TEXTS_MAX, HEADER_SIZE, R_ID_AT, R_ID_LEN, R_SOURCE_AT, R_SOURCE_LEN, R_START_AT, R_START_LEN, S_RECORD, SLOT_WORDS,
} from './layout';
import { placesOf, type Places } from './places';

/** Everything the search thread needs to read the catalogue: the buffers, and the places' text. */
export interface CatalogueHandle {
  header: SharedArrayBuffer;
  slots: SharedArrayBuffer;
  coords: SharedArrayBuffer;
  cityLists: SharedArrayBuffer;
  arena: SharedArrayBuffer;
  places: string;
}

/** The most the arena may grow to: byte offsets are kept in 32-bit words. */
export const ARENA_MAX_BYTES = 2 ** 31 - 8;
const TABLE_MAX_BYTES = 2 ** 28;

export function newHandle(places: string, arenaBytes = 1 << 20): CatalogueHandle {
  return {
    header: new SharedArrayBuffer(HEADER_SIZE * 4),
    slots: new SharedArrayBuffer(0, { maxByteLength: TABLE_MAX_BYTES }),
    coords: new SharedArrayBuffer(0, { maxByteLength: TABLE_MAX_BYTES * 2 }),
    cityLists: new SharedArrayBuffer(0, { maxByteLength: TABLE_MAX_BYTES }),
    arena: new SharedArrayBuffer(arenaBytes, { maxByteLength: ARENA_MAX_BYTES }),
    places,
  };
}

const decoder = new TextDecoder();

/** Reads the shared catalogue. */
export class CatalogueView {
  readonly header: Int32Array;
  readonly slots: Int32Array;
  readonly coords: Float64Array;
  readonly cityLists: Int32Array;
  readonly i32: Int32Array;
  readonly i16: Int16Array;
  readonly u8: Uint8Array;
  places: Places;

  constructor(readonly handle: CatalogueHandle) {
    this.header = new Int32Array(handle.header);
    this.slots = new Int32Array(handle.slots);
    this.coords = new Float64Array(handle.coords);
    this.cityLists = new Int32Array(handle.cityLists);
    this.i32 = new Int32Array(handle.arena);
    this.i16 = new Int16Array(handle.arena);
    this.u8 = new Uint8Array(handle.arena);
    this.places = placesOf(handle.places);
  }

  /** A city or smaller place by its id. */
  city(id: number) {
    return this.places.cities.get(id);
  }

  /** The places changed (a city's hotel count): built again from their new text. */
  setPlaces(json: string): void {
    if (json !== this.places.json) this.places = placesOf(json);
  }

  get slotCount(): number {
    return Atomics.load(this.header, H_SLOTS);
  }

  get textsMax(): number {
    return Atomics.load(this.header, H_TEXTS_MAX);
  }

  get arenaUsed(): number {
    return Atomics.load(this.header, H_ARENA_USED);
  }

  /** The word index of a slot's record, or -1 when the slot holds no hotel. */
  recordOf(slot: number): number {
    const at = Atomics.load(this.slots, slot * SLOT_WORDS + S_RECORD);
    return at === 0 ? -1 : at >> 2;
  }

  /**
   * A city's hotels, best rated first: their slots (a view into the arena; copy what you keep).
   * A list is written whole, its length first, before the city's word points to it.
   */
  hotelsOfCity(cityId: number): Int32Array {
    const index = this.places.indexOf.get(cityId);
    if (index === undefined || index >= this.cityLists.length) return EMPTY;
    const at = Atomics.load(this.cityLists, index) >> 2;
    return at === 0 ? EMPTY : this.i32.subarray(at + 1, at + 1 + this.i32[at]!);
  }

  /** UTF-8 text of the arena. */
  text(at: number, length: number): string {
    return decoder.decode(this.u8.subarray(at, at + length));
  }

  hotelId(record: number): string {
    return this.text(this.i32[record + R_ID_AT]!, this.i32[record + R_ID_LEN]!);
  }

  /** The rows a hotel's record was made from, as JSON text. */
  sourceOf(record: number): string {
    return this.text(this.i32[record + R_SOURCE_AT]!, this.i32[record + R_SOURCE_LEN]!);
  }

  /**
   * A hotel's name, read from the start of its search texts (hitTexts.ts), which open with its
   * id and name as JSON: `{"id":"…","name":"…","rt":`. Only the first bytes are decoded, so the
   * names of every hotel are read without decoding any hotel whole.
   */
  hotelName(record: number): string {
    const at = this.i32[record + R_START_AT]!;
    const length = this.i32[record + R_START_LEN]!;
    for (const bytes of [Math.min(length, NAME_PREFIX_BYTES), length]) {
      const start = this.text(at, bytes);
      const from = start.indexOf(NAME_FIELD);
      const to = start.indexOf(NAME_END, from);
      if (from >= 0 && to > from) return JSON.parse(start.slice(from + NAME_FIELD.length, to)) as string;
    }
    return '';
  }
}

/** Where a hit's name is in its start text (`hitHead`: id, name, then the stars). */
const NAME_FIELD = ',"name":';
const NAME_END = ',"rt":';
/** Enough for the id and any but a very long name (read whole then). */
const NAME_PREFIX_BYTES = 320;

const EMPTY = new Int32Array(0);
