/**
 * Indian-English number and date text, written directly. The first `Intl` formatter a page
 * builds loads locale data (slow on a phone, and on the first paint's critical path), and the
 * site only ever needs these few fixed shapes.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** As the en-IN locale data writes them (September is 'Sept'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** Indian digit grouping of a whole number: the last 3 digits, then groups of 2 (`12,34,567`). */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** `1,23,456.70`: en-IN grouping, exactly 2 decimals. */
export function twoDecimals(value: number): string {
  const paise = Math.round(Math.abs(value) * 100);
  const sign = value < 0 && paise > 0 ? '-' : '';
  return `${sign}${groupDigits(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, '0')}`;
}

/** `1,23,456`: en-IN grouping of a whole number. */
export function grouped(value: number): string {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole > 0 ? '-' : ''}${groupDigits(String(whole))}`;
}

/** `Tue, 10 Mar` */
export const weekdayDayMonth = (date: Date): string => `${WEEKDAYS[date.getDay()]}, ${dayMonth(date)}`;

/** `10 Mar` */
export const dayMonth = (date: Date): string => `${date.getDate()} ${MONTHS[date.getMonth()]}`;
