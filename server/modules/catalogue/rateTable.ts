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
 * A hotel's room types are laid out cheapest base rate first (in option order among equal rates),
 * so once a total is found, pricing stops at the first room type whose floor cannot beat it: every
 * later one's is higher (offers.ts). Across room types the same rule as within one holds once a
 * stay's rooms fit both: every room of a stay has the same occupancy factor in any room type, so a
 * plan is never cheaper than a plan of an earlier-laid room type (base rate no higher) whose meal
 * supplement and refund are no higher; it is beaten outright when that meal is cheaper, and on
 * ties when that plan comes first in option order. Each plan kept carries the earlier-laid room
 * types that outdo it so (a bit per room type): pricing skips it when one of those is open.
 *
 * Layout of one room type: ROOM_FIELDS numbers, then PLAN_FIELDS per plan kept, least meal first
 * (so not in option order: PLAN_OPTION gives each its place, and ROOM_INDEX the room type's).
 */
import type { RoomType } from './readModel';

export const ROOM_MAX_ADULTS = 0;
export const ROOM_MAX_CHILDREN = 1;
export const ROOM_CAPACITY = 2;
export const ROOM_BASE_RATE = 3;
/** How many plans are kept (see above). */
export const ROOM_PLAN_COUNT = 4;
/** The room type's place in `hotel.roomTypes` (its bookings are kept by it: offers.ts). */
export const ROOM_INDEX = 5;
export const ROOM_FIELDS = 6;

export const PLAN_MEAL_PER_ADULT = 0;
/** 1 when refundable, 0 when not. */
export const PLAN_REFUNDABLE = 1;
/** The plan's option: its place in the hotel's options, room type then plan order (`optionAt`). */
export const PLAN_OPTION = 2;
/** Bit r set: the hotel's r-th room type as laid out (an earlier one) outdoes this plan when it is open (see above). */
export const PLAN_OUTDONE_BY = 3;
export const PLAN_FIELDS = 4;
/** Room types laid out past this many in a hotel outdo no later plan (their bits would not fit a 32-bit mask). */
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

/** A kept plan and its option (its place in the hotel's options, room type then plan order). */
interface KeptPlan {
  plan: Plan;
  option: number;
}

/**
 * Does `other`, of a room type laid out earlier (base rate no higher), always cost no more than
 * `plan` (at `option`) and win a tie: meal no higher and refundable no more, and either a cheaper
 * meal (then it is strictly cheaper) or the earlier option?
 */
function outdoesAcross(other: KeptPlan, plan: Plan, option: number): boolean {
  if (other.plan.mealPerAdultPaise > plan.mealPerAdultPaise || (other.plan.refundable && !plan.refundable)) return false;
  return other.plan.mealPerAdultPaise < plan.mealPerAdultPaise || other.option < option;
}

/** The mask of the earlier-laid room types with a plan that outdoes `plan` (at `option`). */
function outdoneBy(earlier: ReadonlyArray<readonly KeptPlan[]>, plan: Plan, option: number): number {
  let mask = 0;
  earlier.forEach((kept, r) => {
    if (kept.some((other) => outdoesAcross(other, plan, option))) mask |= 1 << r;
  });
  return mask;
}

/** A hotel's room types as laid out: cheapest base rate first, in option order among equal rates. */
function layoutOrder(rooms: readonly RoomType[]): number[] {
  return rooms.map((_, r) => r).sort((a, b) => rooms[a]!.baseRatePaise - rooms[b]!.baseRatePaise || a - b);
}

const sizeOf = (rooms: RoomType[]) => rooms.reduce((n, r) => n + ROOM_FIELDS + leadCandidates(r.plans).length * PLAN_FIELDS, 0);

/** Packs the rates of one city's hotels (in the order given) into one table and points each hotel at its part. */
export function packRates(hotels: Array<RateSpan & { roomTypes: RoomType[] }>): void {
  const table = new Float64Array(hotels.reduce((n, h) => n + sizeOf(h.roomTypes), 0));
  let at = 0;
  for (const hotel of hotels) {
    hotel.rateTable = table;
    hotel.rateStart = at;
    const firstOption: number[] = [];
    let options = 0;
    for (const room of hotel.roomTypes) {
      firstOption.push(options);
      options += room.plans.length;
    }
    const earlier: KeptPlan[][] = [];
    for (const r of layoutOrder(hotel.roomTypes)) {
      const room = hotel.roomTypes[r]!;
      // Cheapest-looking first (least meal, then not refundable): once the first is priced, its
      // total makes the others' floors skip them more often (offers.ts).
      const kept = leadCandidates(room.plans)
        .sort((a, b) => a.plan.mealPerAdultPaise - b.plan.mealPerAdultPaise || Number(a.plan.refundable) - Number(b.plan.refundable) || a.index - b.index)
        .map(({ plan, index }) => ({ plan, option: firstOption[r]! + index }));
      table[at + ROOM_MAX_ADULTS] = room.maxAdults;
      table[at + ROOM_MAX_CHILDREN] = room.maxChildren;
      table[at + ROOM_CAPACITY] = room.capacity;
      table[at + ROOM_BASE_RATE] = room.baseRatePaise;
      table[at + ROOM_PLAN_COUNT] = kept.length;
      table[at + ROOM_INDEX] = r;
      at += ROOM_FIELDS;
      for (const { plan, option } of kept) {
        table[at + PLAN_MEAL_PER_ADULT] = plan.mealPerAdultPaise;
        table[at + PLAN_REFUNDABLE] = plan.refundable ? 1 : 0;
        table[at + PLAN_OPTION] = option;
        table[at + PLAN_OUTDONE_BY] = outdoneBy(earlier, plan, option);
        at += PLAN_FIELDS;
      }
      if (earlier.length < MASK_ROOMS) earlier.push(kept);
    }
    hotel.rateEnd = at;
  }
}
