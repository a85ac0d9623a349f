import { ApiError } from './apiError';

/**
 * Seconds until a sliding window of `windowMs` frees a place: when its oldest entry leaves it
 * (at least 1); `fallback` when the oldest is not known.
 */
export function secondsUntilFree(oldest: Date | null, now: Date, windowMs: number, fallback = 60): number {
  if (!oldest) return fallback;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/** A wait in whole minutes as messages say it: '1 minute', '42 minutes' (never less than one). */
export function minutesText(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? '1 minute' : `${m} minutes`;
}

/** A 429: the message says what limit was hit; the error handler adds `retry-after`. */
export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rateLimited', message);
  }
}
