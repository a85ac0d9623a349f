/**
 * When reconciliation asks the payment provider about an order again (a closed browser, a lost
 * webhook or a restart leave a payment the server has not heard of). Soon after the order is made
 * is when a payment is likeliest to be missed, so the checks come close together then and spread
 * out after: 1, 2, 5 and 15 minutes after `from` (when the order was made, or paid), then hourly,
 * until `windowMs` after it. Pure.
 */
const FIRST_MINUTES = [1, 2, 5, 15] as const;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The first check after `now`, or null once the window has passed. */
export function nextCheckAt(from: Date, now: Date, windowMs: number): Date | null {
  const start = from.getTime();
  const end = start + windowMs;
  for (const minutes of FIRST_MINUTES) {
    const at = start + minutes * MINUTE_MS;
    if (at > now.getTime()) return at <= end ? new Date(at) : null;
  }
  const hourly = start + FIRST_MINUTES.at(-1)! * MINUTE_MS;
  const at = hourly + (Math.floor((now.getTime() - hourly) / HOUR_MS) + 1) * HOUR_MS;
  return at <= end ? new Date(at) : null;
}
