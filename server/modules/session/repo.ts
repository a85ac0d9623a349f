import { and, count, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { dateOf } from '../../db/aggregates';
import { lockKey, LOCKS } from '../../db/advisoryLocks';
import { guestTokenIssues, sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

/** A session row is live when not ended and not past its expiry: what `findLive` asks the database for. */
export const isLive = (row: SessionRow, now: Date): boolean => row.endedAt === null && row.expiresAt > now;

export function sessionRepo(orm: Orm) {
  return {
    async insert(row: { tokenHash: string; kind: 'guest' | 'user'; userId?: string; expiresAt: Date }) {
      const [created] = await orm.insert(sessions).values(row).returning();
      return created!;
    },
    /** In one transaction: ends `previousId` (when given) and inserts the new session. */
    async rotate(previousId: string | null, row: typeof sessions.$inferInsert, now: Date) {
      return orm.transaction(async (tx) => {
        if (previousId) {
          await tx.update(sessions).set({ endedAt: now }).where(and(eq(sessions.id, previousId), isNull(sessions.endedAt)));
        }
        const [created] = await tx.insert(sessions).values(row).returning();
        return created!;
      });
    },
    /** The live session for a token hash: not ended and not past its expiry (`isLive`). */
    async findLive(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await orm
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },
    /** Records a request at `now`; never moves `last_seen_at` back (racing requests of one session). */
    async touch(id: string, now: Date) {
      await orm
        .update(sessions)
        .set({ lastSeenAt: sql`greatest(${sessions.lastSeenAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(sessions.id, id));
    },
    /** `touch` for many sessions in one statement (touches.ts), a thousand at a time. */
    async touchMany(times: ReadonlyArray<{ id: string; at: Date }>) {
      for (let start = 0; start < times.length; start += 1_000) {
        const rows = sql.join(
          times.slice(start, start + 1_000).map(({ id, at }) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`),
          sql`, `,
        );
        await orm.execute(sql`
          update ${sessions} set last_seen_at = greatest(${sessions}.last_seen_at, seen.at)
          from (values ${rows}) as seen (id, at)
          where ${sessions}.id = seen.id`);
      }
    },
    /**
     * Records a guest token for `address` at `now` unless `perHour` were recorded since
     * `windowStart`; then answers how many and the oldest of those. Under a lock on the address,
     * so two racing requests cannot both take the last place.
     */
    async takeGuestIssue(address: string, now: Date, windowStart: Date, perHour: number): Promise<{ taken: true } | { taken: false; issued: number; oldest: Date | null }> {
      return orm.transaction(async (tx) => {
        await lockKey(tx, LOCKS.guestAddress, address);
        const [hour] = await tx
          .select({ n: count(), oldest: min(guestTokenIssues.issuedAt) })
          .from(guestTokenIssues)
          .where(and(eq(guestTokenIssues.clientIp, address), gt(guestTokenIssues.issuedAt, windowStart)));
        const issued = Number(hour?.n ?? 0);
        if (issued >= perHour) return { taken: false as const, issued, oldest: dateOf(hour?.oldest) };
        await tx.insert(guestTokenIssues).values({ clientIp: address, issuedAt: now });
        return { taken: true as const };
      });
    },
    async end(id: string, now: Date) {
      await orm.update(sessions).set({ endedAt: now }).where(eq(sessions.id, id));
    },
    /** Removes sessions that ended or expired more than a day ago. */
    async prune(now: Date) {
      const dayAgo = new Date(now.getTime() - 86_400_000);
      await orm.delete(sessions).where(lt(sql`coalesce(${sessions.endedAt}, ${sessions.expiresAt})`, dayAgo));
    },
  };
}
export type SessionRepo = ReturnType<typeof sessionRepo>;
