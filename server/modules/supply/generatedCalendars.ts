/**
 * Calendars written from the generated formula (generatedRates.ts): the seed's, the daily job's
 * that keeps generated hotels sold 400 nights ahead, and an imported room's single rate.
 *
 * Every stay the site sells ends within 395 nights of today (it may start 365 days ahead and
 * last 30 nights), so a calendar written from yesterday for GENERATED_NIGHTS nights sells all
 * of them, with a month to spare; the job extends a generated calendar once it ends within a
 * week of the last night sold, by a month.
 */
import { addDays, dayNumber, fromDayNumber } from '../../../domain/dates';
import { mealPerAdultPaise, type MealCode } from '../../../domain/pricing';
import { STAY_LIMITS } from '../../../domain/stay';
import { formulaRate, type Season } from './generatedRates';
import type { PlanNights } from './nightsBytes';

/** The last night any stay sold today may include, counted from yesterday (0). */
const LAST_SOLD_NIGHT = 1 + STAY_LIMITS.maxDaysAhead + STAY_LIMITS.maxNights - 1;
/** A generated calendar ending this close to the last night sold is extended... */
const EXTEND_WITHIN = 7;
/** ...to this far past it: a month, so the job rewrites each calendar about once a month. */
const EXTEND_BY = 31;
/** Nights a generated calendar holds from yesterday (India) when written. */
export const GENERATED_NIGHTS = LAST_SOLD_NIGHT + EXTEND_BY + 1;

/** The rate plan and its room's base rate, as a formula calendar needs them. */
export interface FormulaSource {
  baseRatePaise: number;
  meal: MealCode;
  refundable: boolean;
  stars: number;
  season: Season;
}

/** `count` nights of the formula from `firstDay` (a day number), no restriction. */
export function formulaNights(source: FormulaSource, firstDay: number, count: number): PlanNights {
  const plan = { baseRatePaise: source.baseRatePaise, refundable: source.refundable, mealPerAdultPaise: mealPerAdultPaise(source.meal, source.stars) };
  const rates = new Int32Array(count);
  for (let night = 0; night < count; night++) rates[night] = formulaRate(plan, firstDay + night, source.season);
  return { rates, restrictions: new Uint8Array(count) };
}

/** Yesterday in India, the first night a calendar written today holds (YYYY-MM-DD). */
export const calendarStart = (today: string) => addDays(today, -1);

/** A generated calendar whose last night is before this needs the job to extend it, today. */
export const extendBefore = (today: string) => fromDayNumber(dayNumber(calendarStart(today)) + LAST_SOLD_NIGHT + EXTEND_WITHIN);

/** The last night the job extends a calendar to, today. */
export const extendedTo = (today: string) => fromDayNumber(dayNumber(calendarStart(today)) + LAST_SOLD_NIGHT + EXTEND_BY);
