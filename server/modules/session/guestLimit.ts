import { secondsUntilFree } from '../../http/rateLimited';
import type { ProofOfWork } from '../challenge/proofOfWork';
import type { SessionRepo } from './repo';

/**
 * How many guest device tokens one client address may take in an hour: each is a row in the
 * sessions table, so an open `GET /guest` must not let anyone grow the database at will. The
 * tokens issued are counted in the database (guest_token_issues), so servers sharing a database
 * share the limit, and a restart does not reset it.
 *
 * Past `perHour` (many travellers share one carrier address) a token needs a solved
 * proof-of-work challenge each; past `ceiling` the address is refused until its hour frees a place.
 */
export interface GuestLimit {
  /**
   * Counts a token for `address`; says when a solved challenge must come with it (`proof`, the
   * `x-proof-of-work` header, checked and spent first), or how long to wait when even that is over.
   */
  take(address: string, proof?: string): Promise<{ allowed: true } | { allowed: false; challenge: true } | { allowed: false; challenge: false; retryAfterSeconds: number }>;
}

const WINDOW_MS = 3_600_000;

export function guestLimit(repo: SessionRepo, limits: { perHour: number; ceiling: number }, proofs: ProofOfWork, clock: () => Date): GuestLimit {
  // A ceiling set below the threshold is the threshold: no address is asked for work it cannot use.
  const ceiling = Math.max(limits.ceiling, limits.perHour);
  return {
    async take(address, proof) {
      if (proof !== undefined) await proofs.spend(proof, 'guest');
      const now = clock();
      const taken = await repo.takeGuestIssue(address, now, new Date(now.getTime() - WINDOW_MS), proof !== undefined ? ceiling : limits.perHour);
      if (taken.taken) return { allowed: true };
      if (taken.issued < ceiling) return { allowed: false, challenge: true };
      return { allowed: false, challenge: false, retryAfterSeconds: secondsUntilFree(taken.oldest, now, WINDOW_MS) };
    },
  };
}
