/**
 * The stay dates of the search panel (a date range, and a default stay) within the limits
 * the server accepts (`domain/stay.ts`). Dates are plain local `YYYY-MM-DD` strings, compared as text. Pure.
 */
import { addDays, isCalendarDate, todayInIndia } from '../../domain/dates';
import { checkInBreak, isCheckOutAfter, stayWindow, withinMaxNights, type StayWindow } from '../../domain/stay';

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

/**
 * The days a traveller may choose as check-in: from today (their own today, or India's when
 * India is already a day ahead, since the server counts days in India) to 365 days from India's today.
 */
export function bookingWindow(now: Date = new Date()): StayWindow {
  return stayWindow(todayInIndia(now), localToday(now));
}

/** Default stay: the first bookable day (today) to the day after. */
export const defaultStay = (window: StayWindow): { checkIn: string; checkOut: string } => ({
  checkIn: window.firstCheckIn,
  checkOut: addDays(window.firstCheckIn, 1),
});

/** Can `day` start a stay (not past, within 365 days)? */
export const canCheckIn = (day: string, window: StayWindow) => checkInBreak(day, window) === null;

/** Can `day` end a stay started on `checkIn` (a bookable check-in, a later day, at most 30 nights)? */
export const canCheckOut = (checkIn: string, day: string, window: StayWindow) =>
  canCheckIn(checkIn, window) && isCheckOutAfter(checkIn, day) && withinMaxNights(checkIn, day);

/**
 * What a click on `day` does. With only check-in set, a later day within 30 nights sets check-out,
 * a later day beyond that is disabled, and any other bookable day starts again from it; otherwise
 * (both set, or none) a bookable day sets check-in and clears check-out. Null: the day is disabled.
 */
export function dayAction(range: StayRange, day: string, window: StayWindow): 'checkIn' | 'checkOut' | null {
  const awaiting = !!range.checkIn && !range.checkOut;
  if (awaiting && canCheckOut(range.checkIn!, day, window)) return 'checkOut';
  if (awaiting && canCheckIn(range.checkIn!, window) && isCheckOutAfter(range.checkIn!, day)) return null;
  return canCheckIn(day, window) ? 'checkIn' : null;
}

/** The range after a click on `day`; a disabled day changes nothing. */
export function clickDay(range: StayRange, day: string, window: StayWindow): StayRange {
  switch (dayAction(range, day, window)) {
    case 'checkOut':
      return { checkIn: range.checkIn, checkOut: day };
    case 'checkIn':
      return { checkIn: day, checkOut: null };
    default:
      return range;
  }
}

/**
 * Dates read back from session storage: kept when they are real dates and check-in can still be
 * booked; otherwise the default stay. An inconsistent order is kept so that validation can say so.
 */
export function initialStay(checkIn: string | null | undefined, checkOut: string | null | undefined, window: StayWindow): StayRange {
  const inOk = !!checkIn && isCalendarDate(checkIn) && canCheckIn(checkIn, window);
  const outOk = !!checkOut && isCalendarDate(checkOut);
  if (!inOk) return defaultStay(window);
  return { checkIn: checkIn!, checkOut: outOk ? checkOut! : null };
}

/**
 * Dates given with the page (the results page's URL): shown as they are, even when they can no
 * longer be booked, so that the traveller sees the stay the page is about and validation says
 * what is wrong. Only what is not a real date is left empty.
 */
export function givenStay(checkIn: string | null | undefined, checkOut: string | null | undefined): StayRange {
  return {
    checkIn: checkIn && isCalendarDate(checkIn) ? checkIn : null,
    checkOut: checkOut && isCalendarDate(checkOut) ? checkOut : null,
  };
}
