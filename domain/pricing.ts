/**
 * Room-night prices, in integer paise. Pure and browser-safe.
 *
 * A rate plan's calendar gives each night one rate: the base fare (BF, before GST) of one room
 * with two adults on that plan, its meals included (server/modules/supply/). A room with other
 * guests pays:
 *
 * room part = the night's rate - the plan's meals for two adults;
 * BF  = room part x occupancy factor (1 adult 90%, 2 adults 100%, +10% per child aged 6 or more),
 *       rounded to whole rupees, + the plan's meals for these guests (per adult, scaled by stars;
 *       children 6+ half, under 6 free);
 * TAF = GST on BF, per room per night, at the rate of the night's date (gstRates.ts: 5% when BF,
 *       the tariff of the room night, is at most Rs 7,500 and 18% above since 22 September 2025;
 *       12% and 18% before);
 * TF = BF + TAF.
 */
import { taxAt } from './gstRates';

export type MealCode = 'RO' | 'BB' | 'DN' | 'HB' | 'FB' | 'AI';

/** `mb` on the wire (the meal plans both specs recognise). */
export const MEAL_BASIS: Record<MealCode, string> = {
  RO: 'ROOM ONLY',
  BB: 'BREAKFAST',
  DN: 'DINNER',
  HB: 'HALF BOARD',
  FB: 'FULL BOARD',
  AI: 'ALL INCLUSIVE',
};

const MEAL_PER_ADULT_PAISE: Record<MealCode, number> = { RO: 0, BB: 35_000, DN: 50_000, HB: 80_000, FB: 125_000, AI: 200_000 };
const MEAL_STAR_BP: Record<number, number> = { 3: 10_000, 4: 14_000, 5: 20_000 };

const BP = 10_000;

/** The guests a night's rate is for: two adults, no child. */
export const RATE_ADULTS = 2;

/** Occupancy factor of one room, in basis points. */
export function occupancyBp(adults: number, childAges: readonly number[]): number {
  return (adults >= 2 ? BP : 9_000) + 1_000 * olderChildren(childAges);
}

/** Children who count for occupancy and meals (aged 6 or more; younger ones stay and eat free). */
export function olderChildren(childAges: readonly number[]): number {
  let n = 0;
  for (const age of childAges) if (age >= 6) n++;
  return n;
}

/** A meal plan's supplement per adult per night at a hotel of `stars`, in paise. */
export function mealPerAdultPaise(meal: MealCode, stars: number): number {
  return Math.round((MEAL_PER_ADULT_PAISE[meal] * (MEAL_STAR_BP[stars] ?? BP)) / BP);
}

/** Meal supplement of one room for one night, from the plan's per-adult supplement, in paise. */
export function roomMealPaise(perAdultPaise: number, adults: number, olderChildCount: number): number {
  return perAdultPaise * adults + Math.round(perAdultPaise / 2) * olderChildCount;
}

/**
 * Base fare (BF) of one room for one night, in paise: the night's `ratePaise` (two adults, meals
 * included) less the plan's meals for two adults is the room part, scaled by `occupancy` and
 * rounded to whole rupees, plus `mealPaise`, the meals of this room's guests.
 */
export function roomNightBfPaise(ratePaise: number, perAdultMealPaise: number, occupancy: number, mealPaise: number): number {
  const room = ratePaise - perAdultMealPaise * RATE_ADULTS;
  return Math.round((room * occupancy) / (BP * 100)) * 100 + mealPaise;
}

/** Taxes and fees (TAF) of one room night with base fare `bf` at GST rate `rateBp`, in paise. */
export function roomNightTafPaise(bf: number, rateBp: number): number {
  return taxAt(bf, rateBp);
}

/**
 * An amount of a whole stay per night, in paise, rounded to the nearest paisa: the one rounding of
 * `pops[].tpc`, the price statement of every page and the booking's price breakup.
 */
export function perNightPaise(totalPaise: number, nights: number): number {
  return Math.round(totalPaise / Math.max(1, nights));
}
