/**
 * GST on hotel accommodation (SAC 996311), by the date of the room night: the rate table with
 * the dates each row took effect. A room night's tariff (its base fare) up to Rs 7,500 pays the
 * lower rate, above it 18%:
 * - from 18 July 2022 (exemption of tariffs up to Rs 1,000 withdrawn): 12%, above Rs 7,500 18%;
 * - from 22 September 2025: 5% (without input tax credit), above Rs 7,500 18%.
 * Pricing charges it night by night and a booking keeps each night's rate as sold, so an invoice
 * prints what was charged, never what today's table would say. Pure and browser-safe.
 */
import { dayNumber } from './dates';

/** Tariffs up to this (paise a room night) pay a row's lower rate. */
export const GST_THRESHOLD_PAISE = 750_000;

export interface GstRow {
  /** First night (YYYY-MM-DD) the row applies to. */
  from: string;
  /** Rates in basis points (500 = 5%): up to the threshold, and above it. */
  upToThresholdBp: number;
  aboveThresholdBp: number;
}

/** Oldest first; the first row also stands for any earlier night. */
export const GST_RATE_TABLE: readonly GstRow[] = [
  { from: '2022-07-18', upToThresholdBp: 1_200, aboveThresholdBp: 1_800 },
  { from: '2025-09-22', upToThresholdBp: 500, aboveThresholdBp: 1_800 },
];

const ROW_DAYS = GST_RATE_TABLE.map((row) => dayNumber(row.from));

/** Index in GST_RATE_TABLE of the row in force on the night of a day number (dates.ts). */
export function gstRowOfDay(day: number): number {
  let row = 0;
  while (row + 1 < ROW_DAYS.length && day >= ROW_DAYS[row + 1]!) row++;
  return row;
}

/** GST rate (basis points) of one room night's tariff, under a row of the table. */
export function gstBpOf(nightlyBasePaise: number, row: number): number {
  const rates = GST_RATE_TABLE[row]!;
  return nightlyBasePaise <= GST_THRESHOLD_PAISE ? rates.upToThresholdBp : rates.aboveThresholdBp;
}

/** GST rate (basis points) of one room night's tariff on the night of `date`. */
export function gstBp(nightlyBasePaise: number, date: string): number {
  return gstBpOf(nightlyBasePaise, gstRowOfDay(dayNumber(date)));
}

/** The tax of a taxable value at a rate, in paise (rounded to the paisa). */
export function taxAt(taxablePaise: number, rateBp: number): number {
  return Math.round((taxablePaise * rateBp) / 10_000);
}
