import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { guestTokenIssues } from '../../db/schema';

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
/** Advisory-lock namespace: guest tokens per client address (OTP sends use 7301 and 7302). */
const LOCK_GUEST_ADDRESS = 7303;

export function guestLimit(orm: Orm, perHour: number, clock: () => Date): GuestLimit {
  return {
    take(address) {
      const now = clock();
      const windowStart = new Date(now.getTime() - WINDOW_MS);
      // Under a lock on the address, so two racing requests cannot both take the last place.
      return orm.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_GUEST_ADDRESS}, hashtext(${address}))`);
        const [hour] = await tx
          .select({ n: count(), oldest: min(guestTokenIssues.issuedAt) })
          .from(guestTokenIssues)
          .where(and(eq(guestTokenIssues.clientIp, address), gt(guestTokenIssues.issuedAt, windowStart)));
        if (Number(hour?.n ?? 0) >= perHour) {
          const oldest = new Date(hour!.oldest as unknown as string | Date).getTime();
          return { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - now.getTime()) / 1000)) };
        }
        await tx.insert(guestTokenIssues).values({ clientIp: address, issuedAt: now });
        return { allowed: true as const };
      });
    },
  };
}
