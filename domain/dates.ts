/**
 * Dates are plain local `YYYY-MM-DD` strings end to end (no UTC shifts). Date-times shown to
 * travellers (cancellation windows) are India local time `YYYY-MM-DDTHH:mm`. Pure and browser-safe.
 */

import { dateParts, isCalendarDate } from '../contract/dateText';

export { isCalendarDate };

const DAY_MS = 86_400_000;
/** India has one zone and no daylight saving: UTC+05:30. */
const IST_OFFSET_MS = 330 * 60_000;

/** Day number since 1970-01-01 of a `YYYY-MM-DD` date (no time zone involved). */
export function dayNumber(date: string): number {
  const parts = dateParts(date);
  if (!parts) throw new Error(`not a date: ${date}`);
  return Date.UTC(parts[0], parts[1] - 1, parts[2]) / DAY_MS;
}

/**
 * Year, month (1-12) and day of the month of a day number: the Gregorian calendar worked out in
 * whole numbers (the civil-from-days method), several times faster than through a Date.
 */
function civilDate(day: number): [year: number, month: number, date: number] {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1_460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  // Months counted from March, so that February's leap day ends the year.
  const fromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * fromMarch + 2) / 5) + 1;
  const month = fromMarch < 10 ? fromMarch + 3 : fromMarch - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, date];
}

/**
 * The `YYYY-MM-DD` date of a day number, without a Date and its ISO text (`civilDate`). Years
 * outside 0-9999 go through a Date.
 */
export function fromDayNumber(day: number): string {
  const [year, month, date] = civilDate(day);
  if (year < 0 || year > 9999) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${date < 10 ? '0' : ''}${date}`;
}

/** Month 1-12 of a day number. */
export function monthOfDay(day: number): number {
  return civilDate(day)[1];
}

/** 0 = Sunday ... 6 = Saturday, of a day number. */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Nights between check-in and check-out = the day difference. */
export function nightsBetween(checkin: string, checkout: string): number {
  return dayNumber(checkout) - dayNumber(checkin);
}

/** The nights of a stay: check-in, check-in + 1, ..., the day before check-out. */
export function stayNights(checkin: string, checkout: string): string[] {
  const first = dayNumber(checkin);
  const n = dayNumber(checkout) - first;
  return Array.from({ length: Math.max(0, n) }, (_, i) => fromDayNumber(first + i));
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return weekdayOfDay(dayNumber(date));
}

/** Today's date in India for an instant. */
export function todayInIndia(now: Date): string {
  return fromDayNumber(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS));
}

/** An instant as India local `YYYY-MM-DDTHH:mm`. */
export function indiaDateTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant of an India local date and hour (e.g. check-in day at 14:00). */
export function indiaInstant(date: string, hour: number, minute = 0): Date {
  return new Date(dayNumber(date) * DAY_MS + hour * 3_600_000 + minute * 60_000 - IST_OFFSET_MS);
}
