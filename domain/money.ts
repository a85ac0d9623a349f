/**
 * Money is integer paise inside the system and rupees with at most 2 decimals on the wire.
 * Pure and browser-safe.
 */
import { twoDecimals } from './localeFormat';

/** 12345 paise -> 123.45 rupees (a number; JSON prints it with at most 2 decimals). */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** 123.45 rupees -> 12345 paise, rounding away float noise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Is this a rupee amount with at most 2 decimals (no float noise beyond a paisa)? */
export function isRupeeAmount(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** `Rs 1,23,456.70`: en-IN grouping, 2 decimals, `Rs` prefix (amounts are always shown with 2 decimals). */
export function formatRupees(rupees: number): string {
  return `Rs ${twoDecimals(rupees)}`;
}
