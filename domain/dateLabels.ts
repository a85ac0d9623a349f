/**
 * How a plain local date or date-time reads on a page, in an e-mail or in a document
 * (`20 Nov 2025`, `20 Nov 2025, 2:00 PM`): India local, never shifted by a time zone. Pure.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** India local `2025-11-20T14:00` -> `20 Nov 2025, 2:00 PM` (no time-zone conversion). */
export function formatLocalDateTime(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return value;
  const hour = Number(m[4]);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}, ${h12}:${m[5]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** `2025-11-20` -> `20 Nov 2025`. */
export function formatLocalDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : value;
}
