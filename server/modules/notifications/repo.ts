/**
 * The booking e-mails' SQL (`mail_outbox`): a row per booking and kind, made once (the unique
 * key on both), claimed before it is sent so servers sharing one database send each once, and
 * tried again later when sending fails.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export type MailRow = typeof mailOutbox.$inferSelect;

/** How long a claimed row waits before another try, should its server stop mid-send. */
const CLAIM_MS = 10 * 60_000;

export function mailRepo(orm: Orm) {
  return {
    /**
     * Rows for the bookings since `since` that have none yet of their kind: confirmed or cancelled
     * ones; pay-later blocks still held (one paid or cancelled meanwhile gets that e-mail instead);
     * and payments refunded as late or duplicate.
     */
    async enqueue(now: Date, since: Date): Promise<void> {
      await orm.execute(sql`
        insert into mail_outbox (kind, booking_id, recipient, status, next_attempt_at, created_at)
        select case when b.status = 'SUCCESS' then 'confirmation' else 'cancellation' end, b.id, b.email, 'pending', ${now}, ${now}
          from bookings b
         where b.email is not null
           and ((b.status = 'SUCCESS' and b.booked_at > ${since}) or (b.status = 'CANCELLED' and b.cancelled_at > ${since}))
        on conflict (booking_id, kind) do nothing`);
      await orm.execute(sql`
        insert into mail_outbox (kind, booking_id, recipient, status, next_attempt_at, created_at)
        select 'held', b.id, b.email, 'pending', ${now}, ${now}
          from bookings b
         where b.email is not null and b.status = 'HOLD' and b.pay_by is not null and b.booked_at > ${since}
        on conflict (booking_id, kind) do nothing`);
      await orm.execute(sql`
        insert into mail_outbox (kind, booking_id, recipient, status, next_attempt_at, created_at)
        select distinct 'refund', b.id, b.email, 'pending', ${now}::timestamptz, ${now}::timestamptz
          from bookings b join payment_ledger l on l.booking_id = b.id
         where b.email is not null and l.entry = 'refund' and l.reason in ('late', 'duplicate') and l.created_at > ${since}
        on conflict (booking_id, kind) do nothing`);
    },

    /** The ids of the rows due by `now`, longest waiting first. */
    async due(now: Date, limit: number): Promise<number[]> {
      const rows = await orm
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Claims a due row to send, counting the try; undefined when another server claimed it first. */
    async claim(id: number, now: Date): Promise<MailRow | undefined> {
      const [row] = await orm
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .returning();
      return row;
    },

    /** Done with a row: sent at `at`, or not to be sent, with why (`note`). */
    async done(id: number, at: Date, note: string | null): Promise<void> {
      await orm.update(mailOutbox).set({ status: 'sent', sentAt: at, lastError: note }).where(eq(mailOutbox.id, id));
    },

    /** A send that failed: why, and when to try again. */
    async failed(id: number, error: string, next: Date): Promise<void> {
      await orm.update(mailOutbox).set({ lastError: error.slice(0, 500), nextAttemptAt: next }).where(eq(mailOutbox.id, id));
    },
  };
}
