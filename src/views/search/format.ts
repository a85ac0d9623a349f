import { dayMonth, weekdayDayMonth } from '../../../domain/localeFormat';

/** Display of plain `YYYY-MM-DD` dates, read as local calendar days (no time zone shift). */
export function localDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** 'Tue, 10 Mar' */
export function shortDate(date: string | null): string {
  if (!date) return 'Select date';
  return weekdayDayMonth(localDate(date));
}

/** '10 Mar - 11 Mar' for the collapsed bar. */
export function rangeLabel(checkIn: string | null, checkOut: string | null): string {
  const f = (d: string | null) => (d ? dayMonth(localDate(d)) : '...');
  return `${f(checkIn)} - ${f(checkOut)}`;
}
