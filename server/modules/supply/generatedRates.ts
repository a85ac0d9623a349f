/**
 * The generated catalogue's rates: what its calendars are written from (seed, and the daily job
 * that keeps them 400 nights ahead), and what an imported room's single `rateRupees` becomes
 * night by night. Nothing prices from this: prices come from the calendars (domain/pricing.ts).
 *
 * a night's rate = base rate of the room type (city tier, stars, room type, property)
 *                x night factor (weekend Fri/Sat night +20%; x the month's factor of the city's
 *                  season, see SEASON_BP: plains and beaches peak Oct-Mar with monsoon lows
 *                  Jun-Sep, hill stations peak Apr-Jun, snow towns Dec-Jan too, Ladakh Jun-Aug)
 *                - 10% on a non-refundable plan
 *                + the plan's meals for two adults.
 */
import { dayNumber, monthOfDay, weekdayOfDay } from '../../../domain/dates';
import { RATE_ADULTS } from '../../../domain/pricing';

/** When a city is in demand: what kind of place it is decides its high and low months. */
export type Season = 'plains' | 'beach' | 'hills' | 'snow' | 'coldDesert';
export const SEASONS: readonly Season[] = ['plains', 'beach', 'hills', 'snow', 'coldDesert'];

const BP = 10_000;
/** What a non-refundable plan takes off, in basis points. */
export const NON_REFUNDABLE_DISCOUNT_BP = 1_000;

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

/** `nightFactorBp` of the night of a day number (dates.ts). */
export function dayFactorBp(day: number, season: Season): number {
  const weekdayNumber = weekdayOfDay(day);
  const weekend = weekdayNumber === 5 || weekdayNumber === 6 ? 12_000 : BP;
  return Math.round((weekend * SEASON_BP[season][monthOfDay(day) - 1]!) / BP);
}

/** What a plan's nightly rate is worked out from. */
export interface FormulaPlan {
  baseRatePaise: number;
  refundable: boolean;
  mealPerAdultPaise: number;
}

/**
 * A plan's rate on the night of `day`, paise. Exact for the generated base rates (whole tens of
 * rupees): the site then charges, for every occupancy, what the formula charged before rates
 * were kept by night.
 */
export function formulaRate(plan: FormulaPlan, day: number, season: Season): number {
  return formulaNightRate(plan.baseRatePaise, dayFactorBp(day, season), keptBp(plan.refundable), plan.mealPerAdultPaise);
}

/** What a plan keeps of its room's rate, in basis points: all of it, or less the non-refundable discount. */
export const keptBp = (refundable: boolean) => (refundable ? BP : BP - NON_REFUNDABLE_DISCOUNT_BP);

/** A night's rate from the room's base rate, the night's factor, what the plan keeps and its meals per adult. */
export function formulaNightRate(baseRatePaise: number, factorBp: number, keepBp: number, mealPerAdultPaise: number): number {
  return Math.round((baseRatePaise * factorBp * keepBp) / (BP * BP)) + mealPerAdultPaise * RATE_ADULTS;
}
