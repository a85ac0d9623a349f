/**
 * The numbers search prices with, packed: per city one Float64Array holding, hotel after hotel,
 * each room type's limits and base rate followed by each of its plans' meal supplement and
 * refund flag. Pricing a city's hotels then reads memory in order instead of chasing hotel,
 * room type and plan objects around the heap (with searches rotating over cities, about half
 * of pricing time was cache misses; see tests/bench/search.ts).
 *
 * Search answers a hotel's lead option (its cheapest), so a room type keeps only the plans that
 * can be it: a plan is left out when another of the room type is never dearer (its meal
 * supplement no higher and refundable no more) and wins ties (it comes first, or its meal is
 * cheaper, which makes it strictly cheaper). Prices rise with both, for every stay (offers.ts),
 * so the lead is the same as over every plan.
 *
 * Across room types the same holds once a stay's rooms fit both: every room of a stay has the
 * same occupancy factor in any room type, so a plan is never cheaper than a plan of an earlier
 * room type whose base rate, meal supplement and refund are no higher (and the earlier one wins
 * ties). Each plan kept carries the earlier room types that outdo it so (a bit per room type):
 * pricing skips it when one of those is open for the stay.
 *
 * Layout of one room type: ROOM_FIELDS numbers, then PLAN_FIELDS per plan kept, least meal first
 * (so not in option order: PLAN_OPTION gives each its place).
 */
import type { RoomType } from './readModel';

export const ROOM_MAX_ADULTS = 0;
export const ROOM_MAX_CHILDREN = 1;
export const ROOM_CAPACITY = 2;
export const ROOM_BASE_RATE = 3;
/** How many plans are kept (see above). */
export const ROOM_PLAN_COUNT = 4;
export const ROOM_FIELDS = 5;

export const PLAN_MEAL_PER_ADULT = 0;
/** 1 when refundable, 0 when not. */
export const PLAN_REFUNDABLE = 1;
/** The plan's option: its place in the hotel's options, room type then plan order (`optionAt`). */
export const PLAN_OPTION = 2;
/** Bit r set: room type r of the hotel (an earlier one) outdoes this plan when it is open (see above). */
export const PLAN_OUTDONE_BY = 3;
export const PLAN_FIELDS = 4;
/** Room types past this many in a hotel outdo no later plan (their bits would not fit a 32-bit mask). */
export const MASK_ROOMS = 31;

/** Where a hotel's rates are: its city's table and its range in it. */
export interface RateSpan {
  rateTable: Float64Array;
  rateStart: number;
  rateEnd: number;
}

type Plan = RoomType['plans'][number];

/** Does `other` (at `o`) make `plan` (at `p`) unable to lead: never dearer, and winning ties? */
function outdone(plan: Plan, p: number, other: Plan, o: number): boolean {
  if (o === p || other.mealPerAdultPaise > plan.mealPerAdultPaise || (other.refundable && !plan.refundable)) return false;
  return o < p || other.mealPerAdultPaise < plan.mealPerAdultPaise;
}

/** The plans of a room type that can lead, with their places in its plan list. */
export function leadCandidates(plans: readonly Plan[]): Array<{ plan: Plan; index: number }> {
  return plans.flatMap((plan, p) => (plans.some((other, o) => outdone(plan, p, other, o)) ? [] : [{ plan, index: p }]));
}

/** The mask of the earlier room types with a plan no dearer than `plan` of a room type at `baseRatePaise`. */
function outdoneBy(earlier: ReadonlyArray<{ baseRatePaise: number; kept: Plan[] }>, baseRatePaise: number, plan: Plan): number {
  let mask = 0;
  earlier.forEach((room, r) => {
    const noDearer = room.baseRatePaise <= baseRatePaise && room.kept.some((q) => q.mealPerAdultPaise <= plan.mealPerAdultPaise && (plan.refundable || !q.refundable));
    if (noDearer) mask |= 1 << r;
  });
  return mask;
}

const sizeOf = (rooms: RoomType[]) => rooms.reduce((n, r) => n + ROOM_FIELDS + leadCandidates(r.plans).length * PLAN_FIELDS, 0);

/** Packs the rates of one city's hotels (in the order given) into one table and points each hotel at its part. */
export function packRates(hotels: Array<RateSpan & { roomTypes: RoomType[] }>): void {
  const table = new Float64Array(hotels.reduce((n, h) => n + sizeOf(h.roomTypes), 0));
  let at = 0;
  for (const hotel of hotels) {
    hotel.rateTable = table;
    hotel.rateStart = at;
    let option = 0;
    const earlier: Array<{ baseRatePaise: number; kept: Plan[] }> = [];
    for (const room of hotel.roomTypes) {
      // Cheapest-looking first (least meal, then not refundable): once the first is priced, its
      // total makes the others' floors skip them more often (offers.ts).
      const candidates = leadCandidates(room.plans).sort(
        (a, b) => a.plan.mealPerAdultPaise - b.plan.mealPerAdultPaise || Number(a.plan.refundable) - Number(b.plan.refundable) || a.index - b.index,
      );
      table[at + ROOM_MAX_ADULTS] = room.maxAdults;
      table[at + ROOM_MAX_CHILDREN] = room.maxChildren;
      table[at + ROOM_CAPACITY] = room.capacity;
      table[at + ROOM_BASE_RATE] = room.baseRatePaise;
      table[at + ROOM_PLAN_COUNT] = candidates.length;
      at += ROOM_FIELDS;
      for (const { plan, index } of candidates) {
        table[at + PLAN_MEAL_PER_ADULT] = plan.mealPerAdultPaise;
        table[at + PLAN_REFUNDABLE] = plan.refundable ? 1 : 0;
        table[at + PLAN_OPTION] = option + index;
        table[at + PLAN_OUTDONE_BY] = outdoneBy(earlier, room.baseRatePaise, plan);
        at += PLAN_FIELDS;
      }
      if (earlier.length < MASK_ROOMS) earlier.push({ baseRatePaise: room.baseRatePaise, kept: candidates.map((c) => c.plan) });
      option += room.plans.length;
    }
    hotel.rateEnd = at;
  }
}
