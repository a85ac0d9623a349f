/**
 * Booking e-mails, sent from the database: a pay-later block gets the e-mail saying its rooms
 * are held and by when to pay, a confirmed booking its confirmation with the
 * voucher, a cancelled one its cancellation with the refund, and a payment the booking did not
 * keep (it came after the hold lapsed, or a second time) its refund. Each is a row of `mail_outbox`, made
 * once per booking and kind, sent by a job and tried again later when sending fails; a failed
 * send never blocks or undoes a booking. A row is claimed before it is sent, so servers sharing
 * one database send each once.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import type { BookingRow } from '../bookings/repo';
import type { LedgerRow } from '../money/ledger';
import { cancellationMail, confirmationMail, heldMail, refundMail } from './compose';

/** Bookings this recent get their e-mails (older ones were before e-mails were sent). */
const RECENT_DAYS = 7;
/** Waits before trying a failed send again: 1, 5, 15, 60 minutes, then hourly. */
const RETRY_MINUTES = [1, 5, 15, 60];

export interface NotificationDeps {
  orm: Orm;
  mailer: Mailer;
  voucherOf: (booking: BookingRow) => Promise<Buffer>;
  /** A booking with its money (bookings/repo.ts). */
  booking: (bookingId: string) => Promise<BookingRow | undefined>;
  refundsOf: (bookingIds: string[]) => Promise<LedgerRow[]>;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export function notificationService({ orm, mailer, voucherOf, booking: bookingOf, refundsOf, clock, log }: NotificationDeps) {
  /** Rows for bookings confirmed or cancelled lately that have none yet. */
  async function enqueue(now: Date): Promise<void> {
    const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
    await orm.execute(sql`
      insert into mail_outbox (kind, booking_id, recipient, status, next_attempt_at, created_at)
      select case when b.status = 'SUCCESS' then 'confirmation' else 'cancellation' end, b.id, b.email, 'pending', ${now}, ${now}
        from bookings b
       where b.email is not null
         and ((b.status = 'SUCCESS' and b.booked_at > ${since}) or (b.status = 'CANCELLED' and b.cancelled_at > ${since}))
      on conflict (booking_id, kind) do nothing`);
    // A pay-later block still held (one paid or cancelled meanwhile gets that e-mail instead).
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
  }

  async function sendDue(now: Date): Promise<number> {
    let sent = 0;
    const due = await orm
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(25);
    for (const { id } of due) {
      const [claimed] = await orm
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + 10 * 60_000) })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .returning();
      if (!claimed) continue;
      try {
        const booking = await bookingOf(claimed.bookingId);
        if (!booking?.email) {
          await orm.update(mailOutbox).set({ status: 'sent', sentAt: now, lastError: 'no address any more' }).where(eq(mailOutbox.id, id));
          continue;
        }
        if (claimed.kind === 'held' && booking.status !== 'HOLD') {
          // Paid or cancelled before the e-mail left: that news has an e-mail of its own.
          await orm.update(mailOutbox).set({ status: 'sent', sentAt: now, lastError: `no longer held (${booking.status})` }).where(eq(mailOutbox.id, id));
          continue;
        }
        const mail =
          claimed.kind === 'confirmation'
            ? confirmationMail(booking, await voucherOf(booking))
            : claimed.kind === 'refund'
              ? refundMail(booking, (await refundsOf([booking.id])).filter((r) => r.reason !== 'cancellation'))
              : claimed.kind === 'held'
                ? heldMail(booking)
                : cancellationMail(booking);
        await mailer.send(mail);
        await orm.update(mailOutbox).set({ status: 'sent', sentAt: clock(), lastError: null }).where(eq(mailOutbox.id, id));
        sent++;
      } catch (error) {
        const wait = RETRY_MINUTES[Math.min(claimed.attempts - 1, RETRY_MINUTES.length - 1)]!;
        await orm
          .update(mailOutbox)
          .set({ lastError: String((error as Error).message ?? error).slice(0, 500), nextAttemptAt: new Date(now.getTime() + wait * 60_000) })
          .where(eq(mailOutbox.id, id));
        log.warn({ err: error, mail: id }, 'a booking e-mail was not sent; trying again later');
      }
    }
    return sent;
  }

  return {
    mailer,
    /** Makes the rows of the e-mails now due, without sending them (run's first half). */
    enqueue: () => enqueue(clock()),
    /** Makes the rows due and sends what is due now; answers how many were sent. */
    async run(): Promise<number> {
      const now = clock();
      await enqueue(now);
      return sendDue(now);
    },
  };
}
export type NotificationService = ReturnType<typeof notificationService>;
