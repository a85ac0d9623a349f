/**
 * Nightly rate rules, in integer paise. Pure and browser-safe; the server prices every option
 * with these and the client may use them to explain a price.
 *
 * room night = base rate of the room type (city tier, stars, room type, property)
 *            x night factor (weekend Fri/Sat night +20%; x the month's factor of the city's season,
 *              see SEASON_BP: plains and beaches peak Oct-Mar with monsoon lows Jun-Sep, hill
 *              stations peak Apr-Jun, snow towns Dec-Jan too, Ladakh Jun-Aug)
 *            x occupancy factor (1 adult 90%, 2 adults 100%, +10% per child aged 6 or more)
 *            - 10% when the option is non-refundable, rounded to whole rupees;
 * BF  = room night + meal supplement (per adult, scaled by stars; children 6+ half, under 6 free);
 * TAF = GST on BF, per room per night: 5% when BF (the tariff of the room night) is at most
 *       Rs 7,500, 18% above (Indian GST on hotel accommodation since 22 September 2025);
 * TF = BF + TAF.
 */
import { dayNumber, monthOfDay, weekdayOfDay } from './dates';

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

export const GST_THRESHOLD_PAISE = 750_000;
export const NON_REFUNDABLE_DISCOUNT_BP = 1_000;
const BP = 10_000;

/** When a city is in demand: what kind of place it is decides its high and low months. */
export type Season = 'plains' | 'beach' | 'hills' | 'snow' | 'coldDesert';
export const SEASONS: readonly Season[] = ['plains', 'beach', 'hills', 'snow', 'coldDesert'];

/** Month factors (January first), in basis points. */
export const SEASON_BP: Record<Season, readonly number[]> = {
  //           Jan     Feb     Mar     Apr     May     Jun     Jul     Aug     Sep     Oct     Nov     Dec
  plains: [11_500, 11_500, 11_500, 10_000, 10_000, 8_500, 8_500, 8_500, 8_500, 11_500, 11_500, 11_500],
  beach: [12_500, 12_000, 11_000, 10_000, 9_500, 7_500, 7_500, 7_500, 8_000, 11_000, 12_000, 13_000],
  hills: [9_000, 9_000, 10_000, 12_000, 12_500, 12_500, 8_500, 8_000, 8_500, 10_500, 9_500, 9_500],
  snow: [12_000, 10_000, 10_000, 12_000, 12_500, 12_500, 8_500, 8_000, 8_500, 10_500, 10_000, 12_500],
  coldDesert: [8_000, 8_000, 8_500, 9_500, 11_500, 12_500, 12_500, 12_500, 11_500, 9_500, 8_000, 8_000],
};

/** Weekend and season factor of a night in a city of `season`, in basis points (10000 = x1). */
export function nightFactorBp(date: string, season: Season = 'plains'): number {
  return dayFactorBp(dayNumber(date), season);
}

/** `nightFactorBp` of the night of a day number (dates.ts): search works its stays out in those. */
export function dayFactorBp(day: number, season: Season): number {
  const weekdayNumber = weekdayOfDay(day);
  const weekend = weekdayNumber === 5 || weekdayNumber === 6 ? 12_000 : BP;
  return Math.round((weekend * SEASON_BP[season][monthOfDay(day) - 1]!) / BP);
}

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

/** GST rate of one room night's tariff (its base fare), in basis points: 5% up to Rs 7,500, 18% above. */
export function gstBp(nightlyBasePaise: number): number {
  return nightlyBasePaise <= GST_THRESHOLD_PAISE ? 500 : 1_800;
}

/** Base fare (BF) of one room for one night, in paise. */
export function roomNightBfPaise(baseRatePaise: number, nightBp: number, occupancy: number, mealPaise: number, refundable: boolean): number {
  let room = (baseRatePaise * nightBp * occupancy) / (BP * BP);
  if (!refundable) room -= (room * NON_REFUNDABLE_DISCOUNT_BP) / BP;
  return Math.round(room / 100) * 100 + mealPaise;
}

/** Taxes and fees (TAF) of one room night with base fare `bf`, in paise. */
export function roomNightTafPaise(bf: number): number {
  return Math.round((bf * gstBp(bf)) / BP);
}

/**
 * An amount of a whole stay per night, in paise, rounded to the nearest paisa: the one rounding of
 * `pops[].tpc`, the price statement of every page and the booking's price breakup.
 */
export function perNightPaise(totalPaise: number, nights: number): number {
  return Math.round(totalPaise / Math.max(1, nights));
}
