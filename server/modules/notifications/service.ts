/**
 * Booking e-mails, sent from the database: a pay-later block gets the e-mail saying its rooms
 * are held and by when to pay, a confirmed booking its confirmation with the
 * voucher, a cancelled one its cancellation with the refund, and a payment the booking did not
 * keep (it came after the hold lapsed, or a second time) its refund. Each is a row of `mail_outbox`, made
 * once per booking and kind, sent by a job and tried again later when sending fails; a failed
 * send never blocks or undoes a booking. A row is claimed before it is sent, so servers sharing
 * one database send each once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import type { Mailer } from '../../adapters/mail';
import type { BookingRow } from '../bookings/repo';
import type { LedgerRow } from '../money/ledger';
import { cancellationMail, confirmationMail, heldMail, refundMail } from './compose';
import { mailRepo } from './repo';

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
  const repo = mailRepo(orm);

  /** Rows for bookings confirmed, cancelled, held or refunded lately that have none yet. */
  const enqueue = (now: Date) => repo.enqueue(now, new Date(now.getTime() - RECENT_DAYS * 86_400_000));

  async function sendDue(now: Date): Promise<number> {
    let sent = 0;
    for (const id of await repo.due(now, 25)) {
      const claimed = await repo.claim(id, now);
      if (!claimed) continue;
      try {
        const booking = await bookingOf(claimed.bookingId);
        if (!booking?.email) {
          await repo.done(id, now, 'no address any more');
          continue;
        }
        if (claimed.kind === 'held' && booking.status !== 'HOLD') {
          // Paid or cancelled before the e-mail left: that news has an e-mail of its own.
          await repo.done(id, now, `no longer held (${booking.status})`);
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
        await repo.done(id, clock(), null);
        sent++;
      } catch (error) {
        const wait = RETRY_MINUTES[Math.min(claimed.attempts - 1, RETRY_MINUTES.length - 1)]!;
        await repo.failed(id, String((error as Error).message ?? error), new Date(now.getTime() + wait * 60_000));
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
