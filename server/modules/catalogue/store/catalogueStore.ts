/**
 * The shared catalogue's one writer, on the request thread: it builds the catalogue from the
 * database (a page of hotels at a time) and writes again what the change feed says changed.
 *
 * - A hotel whose rows are unchanged and whose nights changed (a booking, a partner's rates) is
 *   written in place: its rooms-left, rates and restrictions rings. A search reading it meanwhile
 *   sees each night either before or after, which search may (booking checks again under lock).
 * - A hotel whose rows changed (an import, a withdrawn room type, a new hotel) gets a new record,
 *   written whole before its slot points to it; the old record stays as it was for any reader
 *   still on it. The arena only grows: a restart writes it afresh.
 *
 * Readers find what is written through words stored with Atomics (a record, a ring, a city's
 * list), each published after what it points to.
 */
import type { Database } from '../../../db/database';
import { formulaNightRate, keptBp, SEASONS } from '../../supply/generatedRates';
import { hitTexts } from './hitTexts';
import { allHotelIds, calendarKey, readHotelSources, SOURCE_PAGE, type HotelSource, type HotelTuple, type RoomTuple } from './hotelSource';
import { decodeHotel, type Hotel } from './hotels';
import {
  H_ARENA_USED, H_CITIES, H_SLOTS, H_TEXTS_MAX, HEADER_WORDS, OP_FIRST_DAY, OP_FORMULA_BASE, OP_FORMULA_KEEP, OP_FORMULA_SEASON, OP_LAST_DAY,
  OP_MEAL_PER_ADULT, OP_RATES_RING, OP_RESTRICTIONS_RING, OP_ROOM, OP_SEARCH_ID_AT, OP_TERMS, OP_TEXT_AT, OP_TEXT_LEN, OPTION_WORDS, R_BYTES,
  R_ID_AT, R_ID_LEN, R_OPTIONS, R_ROOMS, R_SOURCE_AT, R_SOURCE_LEN, R_START_AT, R_START_LEN, R_TEXTS_MAX, RING_DAYS, RING_MASK, ROOM_WORDS,
  RT_CAPACITY, RT_FIRST_OPTION, RT_MAX_ADULTS, RT_MAX_CHILDREN, RT_PLANS, RT_POSITION, RT_ROOMS_FROM, RT_ROOMS_RING, S_CITY, S_ID_RANK,
  S_RATING, S_RECORD, S_STARS, SLOT_WORDS, TERM_PAY_LATER, TERM_REFUNDABLE,
} from './layout';
import { ARENA_MAX_BYTES, CatalogueView, newHandle, type CatalogueHandle } from './sharedCatalogue';
import { formulaFactor, optionWord, roomWord } from './supplyReads';
import type { ImageParts } from './storeImage';
import { SEARCH_ID_LENGTH } from '../../search/optionId';

const encoder = new TextEncoder();
/** Decoded hotels kept for the pages that read them (detail, booking, pictures). */
const DECODED_KEPT = 2_000;
const SLOTS_STEP = 1_024;

/** A hotel decoded from its record: read its nights from that record, so options match. */
export interface HotelEntry {
  slot: number;
  record: number;
  hotel: Hotel;
}

/** What writing a batch of hotels did. */
export interface StoreWrites {
  added: number;
  rewritten: number;
  inPlace: number;
}

export class CatalogueStore extends CatalogueView {
  /** Hotel id -> its slot. */
  private readonly slotOf = new Map<string, number>();
  /** What city lists are sorted on that the slot table does not hold: each slot's cheapest room type's base rate. */
  private readonly cheapest: number[] = [];
  /** The day each slot's nights were last written (their rings hold the nights from the day before it). */
  private readonly writtenOn: number[] = [];
  private readonly slotsOfCity = new Map<number, Set<number>>();
  private readonly decoded = new Map<number, HotelEntry>();
  private used: number;
  /** Cities whose lists, and whether the id ranks, need writing again (`settle`). */
  private unsettledCities = new Set<number>();
  private idsAdded = false;

  private constructor(handle: CatalogueHandle) {
    super(handle);
    this.used = Math.max(8, this.arenaUsed);
  }

  /** A store read back from its copy (storeImage.ts): the buffers as written, and what the writer keeps beside them. */
  static restore(parts: ImageParts): CatalogueStore {
    const store = new CatalogueStore(parts.handle);
    parts.ids.forEach((id, slot) => {
      store.slotOf.set(id, slot);
      store.cheapest[slot] = parts.cheapest[slot] ?? Infinity;
      store.writtenOn[slot] = parts.writtenOn[slot] ?? 0;
      if (store.recordOf(slot) < 0) return;
      const cityId = store.slots[slot * SLOT_WORDS + S_CITY]!;
      const ofCity = store.slotsOfCity.get(cityId) ?? new Set<number>();
      ofCity.add(slot);
      store.slotsOfCity.set(cityId, ofCity);
    });
    return store;
  }

  /** What a copy of the store is written from (storeImage.ts). */
  imageParts(): ImageParts {
    const ids: string[] = [];
    for (const [id, slot] of this.slotOf) ids[slot] = id;
    return { handle: this.handle, ids, cheapest: this.cheapest, writtenOn: this.writtenOn };
  }

  /** The day the oldest nights were written (their hotel's since unchanged). */
  get oldestWritten(): number {
    return this.writtenOn.reduce((oldest, day) => Math.min(oldest, day), Infinity);
  }

  /** Up to `limit` hotels whose nights were written before `day`: to be read again before their rings run short. */
  hotelsWrittenBefore(day: number, limit: number): string[] {
    const ids: string[] = [];
    for (const [id, slot] of this.slotOf) {
      if (ids.length >= limit) break;
      if ((this.writtenOn[slot] ?? 0) < day) ids.push(id);
    }
    return ids;
  }

  /** An empty catalogue of these places. */
  static empty(placesJson: string, expectedHotels = 0): CatalogueStore {
    return new CatalogueStore(newHandle(placesJson, Math.max(1 << 20, expectedHotels * 7_000)));
  }

  /** The catalogue as the database has it: every hotel, a page at a time. `today` is India's, as a day number. */
  static async build(db: Database, placesJson: string, today: number): Promise<CatalogueStore> {
    const ids = await allHotelIds(db);
    const store = CatalogueStore.empty(placesJson, ids.length);
    for (let i = 0; i < ids.length; i += SOURCE_PAGE) {
      const page = ids.slice(i, i + SOURCE_PAGE);
      store.put(await readHotelSources(db, { from: page[0]!, to: page.at(-1)! }, today - 1), today);
    }
    store.settle();
    return store;
  }

  get hotelCount(): number {
    return this.slotOf.size;
  }

  slotOfHotel(id: string): number | undefined {
    return this.slotOf.get(id);
  }

  hasHotel(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** A hotel as the pages read it, or undefined. */
  hotel(id: string): Hotel | undefined {
    return this.entry(id)?.hotel;
  }

  /** A hotel with its slot and the record it was decoded from (what its nights are read from), or undefined. */
  entry(id: string): HotelEntry | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.entryAt(slot);
  }

  entryAt(slot: number): HotelEntry | undefined {
    const record = this.recordOf(slot);
    if (record < 0) return undefined;
    const kept = this.decoded.get(slot);
    if (kept && kept.record === record) {
      this.decoded.delete(slot);
      this.decoded.set(slot, kept);
      return kept;
    }
    const [hotelRow, roomRows] = JSON.parse(this.sourceOf(record)) as [HotelTuple, RoomTuple[]];
    const hotel = decodeHotel(hotelRow, roomRows, this.places);
    if (!hotel) return undefined;
    const entry = { slot, record, hotel };
    this.decoded.set(slot, entry);
    if (this.decoded.size > DECODED_KEPT) this.decoded.delete(this.decoded.keys().next().value!);
    return entry;
  }

  /**
   * Writes these hotels as the database has them; hotels of a city the places do not know are
   * left out. Call `settle` after the last batch.
   */
  put(sources: readonly HotelSource[], today: number): StoreWrites {
    const writes: StoreWrites = { added: 0, rewritten: 0, inPlace: 0 };
    for (const source of sources) {
      const hotel = decodeHotel(source.hotel, source.rooms, this.places);
      if (!hotel) continue;
      const sourceJson = source.rowsJson;
      const known = this.slotOf.get(hotel.id);
      const current = known === undefined ? -1 : this.recordOf(known);
      if (current >= 0 && this.sourceOf(current) === sourceJson) {
        this.writeSupply(current, source, hotel, today);
        this.writtenOn[known!] = today;
        writes.inPlace++;
        continue;
      }
      const record = this.writeRecord(hotel, sourceJson);
      this.writeSupply(record, source, hotel, today);
      const slot = known ?? this.newSlot(hotel.id);
      const at = slot * SLOT_WORDS;
      this.slots[at + S_CITY] = hotel.cityId;
      this.slots[at + S_STARS] = hotel.stars;
      this.slots[at + S_RATING] = Math.round(hotel.ratings.userRating * 100);
      this.coords[slot * 2] = hotel.lat;
      this.coords[slot * 2 + 1] = hotel.lng;
      this.cheapest[slot] = hotel.roomTypes.reduce((least, room) => Math.min(least, room.baseRatePaise), Infinity);
      this.writtenOn[slot] = today;
      Atomics.store(this.slots, at + S_RECORD, record * 4);
      const ofCity = this.slotsOfCity.get(hotel.cityId) ?? new Set<number>();
      ofCity.add(slot);
      this.slotsOfCity.set(hotel.cityId, ofCity);
      this.unsettledCities.add(hotel.cityId);
      Atomics.store(this.header, H_TEXTS_MAX, Math.max(this.textsMax, this.i32[record + R_TEXTS_MAX]!));
      if (known === undefined) writes.added++;
      else writes.rewritten++;
    }
    return writes;
  }

  /** Writes the lists of the cities whose hotels changed, and the id ranks when hotels were added. */
  settle(): void {
    if (this.idsAdded) {
      [...this.slotOf].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).forEach(([, slot], rank) => (this.slots[slot * SLOT_WORDS + S_ID_RANK] = rank));
      this.idsAdded = false;
    }
    const cityCount = this.places.indexOf.size;
    if (this.cityLists.length < cityCount) this.handle.cityLists.grow(cityCount * 4);
    Atomics.store(this.header, H_CITIES, cityCount);
    for (const cityId of this.unsettledCities) this.writeCityList(cityId);
    this.unsettledCities = new Set();
  }

  /** Reads these hotels again from the database and writes what changed. */
  async reload(db: Database, ids: readonly string[], today: number): Promise<StoreWrites> {
    const writes: StoreWrites = { added: 0, rewritten: 0, inPlace: 0 };
    for (let i = 0; i < ids.length; i += SOURCE_PAGE) {
      const done = this.put(await readHotelSources(db, { ids: ids.slice(i, i + SOURCE_PAGE) }, today - 1), today);
      writes.added += done.added;
      writes.rewritten += done.rewritten;
      writes.inPlace += done.inPlace;
    }
    this.settle();
    return writes;
  }

  /** Every hotel's id, with its slot. */
  hotelSlots(): IterableIterator<[string, number]> {
    return this.slotOf.entries();
  }

  private newSlot(id: string): number {
    const slot = this.slotOf.size;
    if ((slot + 1) * SLOT_WORDS > this.slots.length) {
      const slots = Math.ceil((slot + 1) / SLOTS_STEP) * SLOTS_STEP;
      this.handle.slots.grow(slots * SLOT_WORDS * 4);
      this.handle.coords.grow(slots * 2 * 8);
    }
    this.slotOf.set(id, slot);
    this.idsAdded = true;
    Atomics.store(this.header, H_SLOTS, this.slotOf.size);
    return slot;
  }

  /** `bytes` of the arena, word-aligned, growing it when needed. */
  private alloc(bytes: number): number {
    const at = this.used;
    const end = at + ((bytes + 3) & ~3);
    const arena = this.handle.arena;
    if (end > arena.byteLength) {
      if (end > ARENA_MAX_BYTES) throw new RangeError(`the shared catalogue would need more than ${ARENA_MAX_BYTES} bytes`);
      arena.grow(Math.min(ARENA_MAX_BYTES, Math.max(end, Math.ceil(arena.byteLength * 1.25))));
    }
    this.used = end;
    Atomics.store(this.header, H_ARENA_USED, end);
    return at;
  }

  private writeText(text: string, at: number): number {
    return encoder.encodeInto(text, this.u8.subarray(at)).written;
  }

  /** A new record for the hotel (its room types, options and texts); its nights are written next (`writeSupply`). Returns its word index. */
  private writeRecord(hotel: Hotel, sourceJson: string): number {
    const texts = hitTexts(hotel);
    const options = hotel.roomTypes.flatMap((room, r) => room.plans.map((plan) => ({ r, plan })));
    const startBytes = Buffer.byteLength(texts.start);
    const optionBytes = texts.options.map((o) => ({ lead: Buffer.byteLength(o.lead), id: Buffer.byteLength(o.id) }));
    const sourceBytes = Buffer.byteLength(sourceJson);
    const idBytes = Buffer.byteLength(hotel.id);
    const words = HEADER_WORDS + hotel.roomTypes.length * ROOM_WORDS + options.length * OPTION_WORDS;
    const textBytes = startBytes + optionBytes.reduce((sum, o) => sum + o.lead + SEARCH_ID_LENGTH + o.id, 0) + sourceBytes + idBytes;
    const bytes = words * 4 + textBytes;
    const at = this.alloc(bytes);
    const record = at >> 2;
    const { i32 } = this;
    i32.fill(0, record, record + words);
    let text = at + words * 4;
    const put = (value: string) => {
      const start = text;
      text += this.writeText(value, text);
      return start;
    };
    i32[record + R_BYTES] = bytes;
    i32[record + R_ROOMS] = hotel.roomTypes.length;
    i32[record + R_OPTIONS] = options.length;
    i32[record + R_START_AT] = put(texts.start);
    i32[record + R_START_LEN] = startBytes;
    let optionMax = 0;
    let o = 0;
    hotel.roomTypes.forEach((room, r) => {
      const word = roomWord(record, r);
      i32[word + RT_MAX_ADULTS] = room.maxAdults;
      i32[word + RT_MAX_CHILDREN] = room.maxChildren;
      i32[word + RT_CAPACITY] = room.capacity;
      i32[word + RT_POSITION] = room.position;
      i32[word + RT_FIRST_OPTION] = o;
      i32[word + RT_PLANS] = room.plans.length;
      for (const plan of room.plans) {
        const option = optionWord(this, record, o);
        const { lead, id } = texts.options[o]!;
        const textAt = put(lead);
        text += SEARCH_ID_LENGTH;
        put(id);
        i32[option + OP_ROOM] = r;
        i32[option + OP_MEAL_PER_ADULT] = plan.mealPerAdultPaise;
        i32[option + OP_TERMS] = (plan.refundable ? TERM_REFUNDABLE : 0) | (plan.payLater ? TERM_PAY_LATER : 0) | (plan.freeCancelDays << 8);
        i32[option + OP_TEXT_AT] = textAt;
        i32[option + OP_TEXT_LEN] = text - textAt;
        i32[option + OP_SEARCH_ID_AT] = optionBytes[o]!.lead;
        i32[option + OP_FIRST_DAY] = 1;
        i32[option + OP_LAST_DAY] = 0;
        optionMax = Math.max(optionMax, text - textAt);
        o++;
      }
    });
    i32[record + R_SOURCE_AT] = put(sourceJson);
    i32[record + R_SOURCE_LEN] = sourceBytes;
    i32[record + R_ID_AT] = put(hotel.id);
    i32[record + R_ID_LEN] = idBytes;
    i32[record + R_TEXTS_MAX] = startBytes + optionMax;
    return record;
  }

  /**
   * The hotel's nights from yesterday on, into its record's rings: rooms left per room type, rates
   * and restrictions per option. A plan whose rates are the generated formula's, night for night,
   * keeps no ring of rates (the formula is its compact form, checked here against every night).
   */
  private writeSupply(record: number, source: HotelSource, hotel: Hotel, today: number): void {
    const from = today - 1;
    const to = from + RING_MASK;
    const { i32 } = this;
    hotel.roomTypes.forEach((room, r) => {
      const word = roomWord(record, r);
      const nights = (source.allotments.get(room.id) ?? []).filter((n) => n.day >= from && n.day <= to);
      if (nights.length === 0) {
        Atomics.store(i32, word + RT_ROOMS_RING, 0);
        return;
      }
      const left = new Int16Array(RING_DAYS).fill(Math.min(room.capacity, 0x7fff));
      for (const n of nights) left[n.day & RING_MASK] = Math.max(-0x8000, Math.min(0x7fff, n.total - n.taken));
      let ring = Atomics.load(i32, word + RT_ROOMS_RING);
      if (ring === 0) ring = this.alloc(RING_DAYS * 2);
      this.i16.set(left, ring >> 1);
      Atomics.store(i32, word + RT_ROOMS_FROM, from);
      Atomics.store(i32, word + RT_ROOMS_RING, ring);
    });
    const season = SEASONS.indexOf(hotel.city.season);
    let o = 0;
    for (const room of hotel.roomTypes) {
      for (const plan of room.plans) {
        const option = optionWord(this, record, o++);
        const calendar = source.calendars.get(calendarKey(room.id, plan.code));
        const first = calendar ? Math.max(calendar.firstDay, from) : 1;
        const last = calendar ? Math.min(calendar.firstDay + calendar.rates.length - 1, to) : 0;
        if (!calendar || first > last) {
          Atomics.store(i32, option + OP_LAST_DAY, 0);
          Atomics.store(i32, option + OP_FIRST_DAY, 1);
          continue;
        }
        const keep = keptBp(plan.refundable);
        let formula = true;
        let restricted = false;
        for (let day = first; day <= last; day++) {
          const night = day - calendar.firstDay;
          if (formula && calendar.rates[night] !== formulaNightRate(room.baseRatePaise, formulaFactor(season, day), keep, plan.mealPerAdultPaise)) formula = false;
          if (calendar.restrictions[night] !== 0) restricted = true;
        }
        if (formula) {
          i32[option + OP_FORMULA_SEASON] = season + 1;
          i32[option + OP_FORMULA_BASE] = room.baseRatePaise;
          i32[option + OP_FORMULA_KEEP] = keep;
          Atomics.store(i32, option + OP_RATES_RING, 0);
        } else {
          const rates = new Int32Array(RING_DAYS);
          for (let day = first; day <= last; day++) rates[day & RING_MASK] = calendar.rates[day - calendar.firstDay]!;
          let ring = Atomics.load(i32, option + OP_RATES_RING);
          if (ring === 0) ring = this.alloc(RING_DAYS * 4);
          i32.set(rates, ring >> 2);
          Atomics.store(i32, option + OP_RATES_RING, ring);
        }
        if (restricted) {
          const bytes = new Uint8Array(RING_DAYS);
          for (let day = first; day <= last; day++) bytes[day & RING_MASK] = calendar.restrictions[day - calendar.firstDay]!;
          let ring = Atomics.load(i32, option + OP_RESTRICTIONS_RING);
          if (ring === 0) ring = this.alloc(RING_DAYS);
          this.u8.set(bytes, ring);
          Atomics.store(i32, option + OP_RESTRICTIONS_RING, ring);
        } else {
          Atomics.store(i32, option + OP_RESTRICTIONS_RING, 0);
        }
        // The rings hold 0 (no rate, not sold) outside [first, last]: a reader between these two stores sells no night it should not.
        Atomics.store(i32, option + OP_FIRST_DAY, first);
        Atomics.store(i32, option + OP_LAST_DAY, last);
      }
    }
  }

  /** A city's list, best rated first, then by its cheapest room type's base rate, then by id; written whole, then pointed to. */
  private writeCityList(cityId: number): void {
    const index = this.places.indexOf.get(cityId);
    const slots = this.slotsOfCity.get(cityId);
    if (index === undefined || !slots) return;
    const { slots: table } = this;
    const ordered = [...slots].sort(
      (a, b) =>
        table[b * SLOT_WORDS + S_RATING]! - table[a * SLOT_WORDS + S_RATING]! ||
        this.cheapest[a]! - this.cheapest[b]! ||
        table[a * SLOT_WORDS + S_ID_RANK]! - table[b * SLOT_WORDS + S_ID_RANK]!,
    );
    const at = this.alloc((ordered.length + 1) * 4);
    this.i32[at >> 2] = ordered.length;
    this.i32.set(ordered, (at >> 2) + 1);
    Atomics.store(this.cityLists, index, at);
  }
}
