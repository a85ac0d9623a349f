/**
 * An imported room type's calendars (npm run catalogue:import, docs/catalogue.md), one per rate
 * plan: its single `rateRupees` night by night as the generated formula makes it (season and
 * weekend), for as long as a generated calendar; then each of its `rates` ranges, in file order,
 * over the nights it names: the room's rate for those nights (each plan adding its meals, a
 * non-refundable plan less 10%), or one plan's own rate, and any restrictions. Nights past the
 * last of these are not sold.
 */
import { addDays, dayNumber, nightsBetween } from '../../../domain/dates';
import { mealPerAdultPaise, type MealCode } from '../../../domain/pricing';
import type { RoomInput } from '../../db/import/format';
import { partnerCodeOf } from '../../db/import/format';
import { planCodeOf } from '../../rules/ratePlans';
import { calendarStart, formulaNights, GENERATED_NIGHTS } from './generatedCalendars';
import { formulaNightRate, keptBp, type Season } from './generatedRates';
import type { PlanNights } from './nightsBytes';
import { CLOSED_TO_ARRIVAL, CLOSED_TO_DEPARTURE, MIN_STAY_BITS, STOP_SELL } from './restrictions';

/** The furthest night an import or a partner may set, from today: two years. */
export const MAX_NIGHTS_AHEAD = 730;

/** A plan's calendar as it is written, by its own code (BBR). */
export interface WrittenCalendar extends PlanNights {
  firstNight: string;
}

export function importedCalendars(room: RoomInput, stars: number, season: Season, today: string): Map<string, WrittenCalendar> {
  const firstNight = calendarStart(today);
  const firstDay = dayNumber(firstNight);
  const lastNight = addDays(today, MAX_NIGHTS_AHEAD);
  const rangeEnd = room.rates.reduce((end, r) => (r.to > end && r.from <= lastNight ? (r.to < lastNight ? r.to : lastNight) : end), firstNight);
  const count = Math.max(GENERATED_NIGHTS, nightsBetween(firstNight, rangeEnd) + 1);
  const calendars = new Map<string, WrittenCalendar>();
  for (const plan of room.plans) {
    const meal = plan.meal as MealCode;
    const perAdult = mealPerAdultPaise(meal, stars);
    const base = formulaNights({ baseRatePaise: room.rateRupees * 100, meal, refundable: plan.refundable, stars, season }, firstDay, GENERATED_NIGHTS);
    const rates = new Int32Array(count);
    rates.set(base.rates);
    const restrictions = new Uint8Array(count);
    for (const range of room.rates) {
      if (range.plan !== undefined && range.plan !== partnerCodeOf(plan)) continue;
      const from = Math.max(firstDay, dayNumber(range.from));
      const to = Math.min(firstDay + count - 1, dayNumber(range.to));
      for (let day = from; day <= to; day++) {
        const night = day - firstDay;
        if (range.rateRupees !== undefined) {
          rates[night] = range.plan !== undefined ? range.rateRupees * 100 : formulaNightRate(range.rateRupees * 100, 10_000, keptBp(plan.refundable), perAdult);
        }
        let restriction = restrictions[night]!;
        if (range.minStay !== undefined) restriction = (restriction & ~MIN_STAY_BITS) | (range.minStay <= 1 ? 0 : range.minStay);
        if (range.stopSell !== undefined) restriction = range.stopSell ? restriction | STOP_SELL : restriction & ~STOP_SELL;
        if (range.closedToArrival !== undefined) restriction = range.closedToArrival ? restriction | CLOSED_TO_ARRIVAL : restriction & ~CLOSED_TO_ARRIVAL;
        if (range.closedToDeparture !== undefined) restriction = range.closedToDeparture ? restriction | CLOSED_TO_DEPARTURE : restriction & ~CLOSED_TO_DEPARTURE;
        restrictions[night] = restriction;
      }
    }
    calendars.set(planCodeOf(meal, plan.refundable), { firstNight, rates, restrictions });
  }
  return calendars;
}
