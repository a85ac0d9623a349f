import { ApiError } from './apiError';

/** A 429: the message says what limit was hit; the error handler adds `retry-after`. */
export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rateLimited', message);
  }
}
