/**
 * The numbers search prices with, packed: per city one Float64Array holding, hotel after hotel,
 * each room type's limits and base rate followed by each of its plans' meal supplement and
 * refund flag. Pricing a city's hotels then reads memory in order instead of chasing hotel,
 * room type and plan objects around the heap (with searches rotating over cities, about half
 * of pricing time was cache misses; see tests/bench/search.ts).
 *
 * Layout of one room type: ROOM_FIELDS numbers, then PLAN_FIELDS per plan.
 */
import type { RoomType } from './readModel';

export const ROOM_MAX_ADULTS = 0;
export const ROOM_MAX_CHILDREN = 1;
export const ROOM_CAPACITY = 2;
export const ROOM_BASE_RATE = 3;
export const ROOM_PLAN_COUNT = 4;
export const ROOM_FIELDS = 5;

export const PLAN_MEAL_PER_ADULT = 0;
/** 1 when refundable, 0 when not. */
export const PLAN_REFUNDABLE = 1;
export const PLAN_FIELDS = 2;

/** Where a hotel's rates are: its city's table and its range in it. */
export interface RateSpan {
  rateTable: Float64Array;
  rateStart: number;
  rateEnd: number;
}

const sizeOf = (rooms: RoomType[]) => rooms.reduce((n, r) => n + ROOM_FIELDS + r.plans.length * PLAN_FIELDS, 0);

/** Packs the rates of one city's hotels (in the order given) into one table and points each hotel at its part. */
export function packRates(hotels: Array<RateSpan & { roomTypes: RoomType[] }>): void {
  const table = new Float64Array(hotels.reduce((n, h) => n + sizeOf(h.roomTypes), 0));
  let at = 0;
  for (const hotel of hotels) {
    hotel.rateTable = table;
    hotel.rateStart = at;
    for (const room of hotel.roomTypes) {
      table[at + ROOM_MAX_ADULTS] = room.maxAdults;
      table[at + ROOM_MAX_CHILDREN] = room.maxChildren;
      table[at + ROOM_CAPACITY] = room.capacity;
      table[at + ROOM_BASE_RATE] = room.baseRatePaise;
      table[at + ROOM_PLAN_COUNT] = room.plans.length;
      at += ROOM_FIELDS;
      for (const plan of room.plans) {
        table[at + PLAN_MEAL_PER_ADULT] = plan.mealPerAdultPaise;
        table[at + PLAN_REFUNDABLE] = plan.refundable ? 1 : 0;
        at += PLAN_FIELDS;
      }
    }
    hotel.rateEnd = at;
  }
}
