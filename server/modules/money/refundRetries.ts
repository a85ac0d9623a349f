/**
 * How long to wait before sending a refund again after the provider could not be reached (a
 * network error, a 5xx, a 429): growing waits, then no more tries. A refund out of tries is
 * marked failed and left to the team (the audit and an error log line say so). Pure.
 */
export const REFUND_RETRY_MINUTES = [1, 5, 15, 60, 240, 720] as const;

/** Tries in all: the first, and one after each wait. */
export const REFUND_MAX_ATTEMPTS = REFUND_RETRY_MINUTES.length + 1;

/** When a refund tried `attempts` times may be tried again, or null when its tries are spent. */
export function nextRefundAttempt(attempts: number, now: Date): Date | null {
  if (attempts >= REFUND_MAX_ATTEMPTS) return null;
  const wait = REFUND_RETRY_MINUTES[Math.max(0, attempts - 1)]!;
  return new Date(now.getTime() + wait * 60_000);
}
