import { secondsUntilFree } from '../../http/rateLimited';
import type { SessionRepo } from './repo';

/**
 * How many guest device tokens one client address may take in an hour: each is a row in the
 * sessions table, so an open `GET /guest` must not let anyone grow the database at will. The
 * tokens issued are counted in the database (guest_token_issues), so servers sharing a database
 * share the limit, and a restart does not reset it.
 */
export interface GuestLimit {
  /** Counts a token for `address`, or says how long to wait when its hour is full. */
  take(address: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

const WINDOW_MS = 3_600_000;

export function guestLimit(repo: SessionRepo, perHour: number, clock: () => Date): GuestLimit {
  return {
    async take(address) {
      const now = clock();
      const taken = await repo.takeGuestIssue(address, now, new Date(now.getTime() - WINDOW_MS), perHour);
      return taken.taken ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsUntilFree(taken.oldest, now, WINDOW_MS) };
    },
  };
}
