import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { housekeeping } from './housekeeping';
import { keepCalendars } from '../modules/supply/calendarJob';
import { todayInIndia } from '../../domain/dates';
import type { JobSpec } from './jobQueue';

/**
 * The work behind the requests, each run at most this often across all the servers sharing the
 * database (jobQueue.ts). What a run acts on is read from the database each time, so a restart or a
 * lost run loses nothing: the next run sees to it.
 */
export function backgroundJobs(app: FastifyInstance, db: Database): JobSpec[] {
  const job = (name: string, doing: string, everySeconds: number, work: () => Promise<unknown>): JobSpec => ({ name, doing, everySeconds, work, report: app.metrics.job(name) });
  return [
    // Lapsed booking holds, and pay-later blocks past their pay-by time, end at most this late
    // (bookings/service.ts): their rooms go back on sale.
    job('hold_release', 'releasing lapsed booking holds', 30, () => app.bookings.releaseLapsedHolds()),
    // Each order is asked about when it is due, sooner while it is new (payments/reconcileSchedule.ts):
    // payments whose confirmation never arrived (a closed browser, a lost webhook, a restart) settle.
    job('payment_reconciliation', 'reconciling payments', 30, () => app.payments.reconcile()),
    // Refunds due (a cancellation's, a late or duplicate payment's) are sent, and those the
    // provider could not take are tried again when due (money/refunds.ts).
    job('refunds', 'sending refunds', 15, () => app.payments.refundsDue()),
    // Booking e-mails go out within this, and failed ones are tried again (notifications/service.ts).
    job('booking_emails', 'sending booking e-mails', 15, () => app.notifications.run()),
    // The money of recent bookings checked against the provider and each booking's state
    // (money/audit.ts, as `npm run audit:money`): each mismatch is an error log line, and their
    // number the padaav_money_audit_mismatches gauge.
    job('money_audit', 'auditing money', 3_600, async () => app.metrics.moneyAudited(await app.money.auditRecent())),
    // Rate plans without a calendar get one, and generated hotels' calendars are extended before
    // they run out (supply/calendarJob.ts); the change feed then tells every server.
    job('calendars', 'keeping rate calendars', 6 * 3_600, () => keepCalendars(db, todayInIndia(new Date()))),
    // Expired sessions, codes, rate-limit rows, search batches and abandoned drafts go.
    job('housekeeping', 'housekeeping', 3_600, async () => app.log.info({ removed: await housekeeping(db, new Date()) }, 'housekeeping')),
  ];
}
