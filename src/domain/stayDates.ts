/**
 * The stay dates of the search panel (spec 000 §4 Date range, §9 default stay). Dates are plain
 * local `YYYY-MM-DD` strings, compared as text. Pure.
 */
import { addDays, isCalendarDate } from './dates';

export interface StayRange {
  checkIn: string | null;
  checkOut: string | null;
}

/** Today in the traveller's own time zone, as `YYYY-MM-DD` (no UTC shift). */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Default stay: today to tomorrow. */
export const defaultStay = (today: string): { checkIn: string; checkOut: string } => ({ checkIn: today, checkOut: addDays(today, 1) });

/** Past days are disabled. */
export const isPastDay = (day: string, today: string) => day < today;

/**
 * A click on a day of the calendar: while both dates are set (or none), the click sets check-in
 * and clears check-out; with only check-in set, a later day sets check-out and any other day
 * restarts the range from that day. Past days change nothing.
 */
export function clickDay(range: StayRange, day: string, today: string): StayRange {
  if (isPastDay(day, today)) return range;
  if (range.checkIn && !range.checkOut && day > range.checkIn) return { checkIn: range.checkIn, checkOut: day };
  return { checkIn: day, checkOut: null };
}

/**
 * Dates read back from session storage or a link: kept when they are real dates and check-in is
 * not in the past; otherwise the default stay. An inconsistent order is kept so that validation
 * can say so.
 */
export function initialStay(checkIn: string | null | undefined, checkOut: string | null | undefined, today: string): StayRange {
  const inOk = !!checkIn && isCalendarDate(checkIn) && !isPastDay(checkIn, today);
  const outOk = !!checkOut && isCalendarDate(checkOut);
  if (!inOk) return defaultStay(today);
  return { checkIn: checkIn!, checkOut: outOk ? checkOut! : null };
}
