/**
 * What a hotel sells for a stay, read from its record in the shared catalogue: rooms left on
 * each night, and a plan's rate and restrictions on each night of the stay (and the check-out
 * day's restrictions, for closed to departure). Search and detail read through these, so they
 * agree; booking reads the same nights again from the database, under lock.
 */
import { dayFactorBp, formulaNightRate, SEASONS } from '../../supply/generatedRates';
import type { CatalogueView } from './sharedCatalogue';
import {
  HEADER_WORDS, OP_FIRST_DAY, OP_FORMULA_BASE, OP_FORMULA_KEEP, OP_FORMULA_SEASON, OP_LAST_DAY, OP_MEAL_PER_ADULT, OP_RATES_RING,
  OP_RESTRICTIONS_RING, OPTION_WORDS, R_ROOMS, RING_MASK, ROOM_WORDS, RT_CAPACITY, RT_ROOMS_FROM, RT_ROOMS_RING,
} from './layout';

/** The word index of a record's room type `r`. */
export const roomWord = (record: number, r: number) => record + HEADER_WORDS + r * ROOM_WORDS;

/** The word index of a record's option `o` (room type then plan order). */
export const optionWord = (view: CatalogueView, record: number, o: number) => record + HEADER_WORDS + view.i32[record + R_ROOMS]! * ROOM_WORDS + o * OPTION_WORDS;

/** Rooms of room type `r` left on the night of `day`. */
export function roomsLeft(view: CatalogueView, record: number, r: number, day: number): number {
  const room = roomWord(record, r);
  const ring = Atomics.load(view.i32, room + RT_ROOMS_RING);
  if (ring === 0) return view.i32[room + RT_CAPACITY]!;
  const from = view.i32[room + RT_ROOMS_FROM]!;
  if (day < from || day > from + RING_MASK) return view.i32[room + RT_CAPACITY]!;
  return view.i16[(ring >> 1) + (day & RING_MASK)]!;
}

/** Does room type `r` have `rooms` rooms left every night of the stay? */
export function roomsFree(view: CatalogueView, record: number, r: number, firstDay: number, nightCount: number, rooms: number): boolean {
  const room = roomWord(record, r);
  if (Atomics.load(view.i32, room + RT_ROOMS_RING) === 0) return view.i32[room + RT_CAPACITY]! >= rooms;
  for (let night = 0; night < nightCount; night++) if (roomsLeft(view, record, r, firstDay + night) < rooms) return false;
  return true;
}

/**
 * Fills `rates[0..nightCount)` with option `o`'s rate on each night from `firstDay` (0: not sold
 * that night) and `restrictions[0..nightCount]` with their restriction bytes, the check-out day's
 * last.
 */
export function readStayNights(view: CatalogueView, record: number, o: number, firstDay: number, nightCount: number, rates: Int32Array, restrictions: Uint8Array): void {
  const option = optionWord(view, record, o);
  const { i32 } = view;
  const first = i32[option + OP_FIRST_DAY]!;
  const last = i32[option + OP_LAST_DAY]!;
  const ratesRing = Atomics.load(i32, option + OP_RATES_RING);
  const restrictionsRing = Atomics.load(i32, option + OP_RESTRICTIONS_RING);
  const season = i32[option + OP_FORMULA_SEASON]! - 1;
  for (let night = 0; night <= nightCount; night++) {
    const day = firstDay + night;
    const sold = day >= first && day <= last;
    if (night < nightCount) {
      rates[night] = !sold ? 0 : ratesRing !== 0 ? i32[(ratesRing >> 2) + (day & RING_MASK)]! : formulaRate(i32[option + OP_FORMULA_BASE]!, i32[option + OP_FORMULA_KEEP]!, i32[option + OP_MEAL_PER_ADULT]!, season, day);
    }
    restrictions[night] = sold && restrictionsRing !== 0 ? view.u8[restrictionsRing + (day & RING_MASK)]! : 0;
  }
}

/** The generated formula's rate on `day` (generatedRates.ts `formulaRate`), its day factors kept per season. */
export function formulaRate(base: number, keep: number, mealPerAdult: number, season: number, day: number): number {
  return formulaNightRate(base, formulaFactor(season, day), keep, mealPerAdult);
}

/** Each season's day factors for a span of days, worked out once per thread. */
const FACTOR_DAYS = 2_048;
let factorsFrom = -1;
let factors: Int32Array[] = [];

/** `dayFactorBp` of the season at this index of SEASONS, on `day`. */
export function formulaFactor(season: number, day: number): number {
  if (day < factorsFrom || day >= factorsFrom + FACTOR_DAYS) {
    factorsFrom = day - 64;
    factors = SEASONS.map((s) => Int32Array.from({ length: FACTOR_DAYS }, (_, i) => dayFactorBp(factorsFrom + i, s)));
  }
  return factors[season]![day - factorsFrom]!;
}
