/**
 * What a date text is: `YYYY-MM-DD`, a real calendar day. The contract's schemas check dates with
 * these, and the domain's date arithmetic (domain/dates.ts) reads date texts through them.
 * Imports nothing, so code that only computes with dates does not load the schemas.
 */

/**
 * The year, month and day of a `YYYY-MM-DD` text (ASCII digits only), or null. Read character by
 * character: every search reads its two dates several times, and a regular expression would
 * make a match array each time for the same answer.
 */
export function dateParts(value: string): [number, number, number] | null {
  if (value.length !== 10 || value.charCodeAt(4) !== 0x2d || value.charCodeAt(7) !== 0x2d) return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  return year < 0 || month < 0 || day < 0 ? null : [year, month, day];
}

/** The number written by the ASCII digits [from, to) of `text`, or -1 if one is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 0x30;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * Is `value` a real calendar date in `YYYY-MM-DD` form, of the years 1900 to 2999 (2025-02-30 is
 * not)? Worked out from the digits, without splitting the text or making a Date: every search
 * checks its dates this way.
 */
export function isCalendarDate(value: string): boolean {
  const parts = dateParts(value);
  if (!parts) return false;
  const [y, mo, d] = parts;
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
