import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/database';
import type { AuditReport } from '../money/audit';
import { scrapeTimeGauge, type ReadFailed } from './scrapeTimeGauge';

/**
 * The money, read at each scrape from the tables that hold it (db/migrations/0011, 0014): the
 * provider orders by state, the ledger's captures and refunds (each a row, in paise), and the
 * refunds by state, failed ones included. Counts and paise sums both: a count alone hides one
 * large refund stuck among small ones.
 *
 * The money audit's outcome is not a table: the hourly job hands its report over (`audited`).
 */
export function moneyMetrics(registry: Registry, db: Database, failed: ReadFailed) {
  const gauge = (name: string, help: string, label: string, sql: string) => scrapeTimeGauge(registry, db, failed, { name, help, labelNames: [label], sql });

  gauge('padaav_payment_orders', 'Payment provider orders, by status (opening, created = open, paid, superseded)', 'status',
    'select status, count(*)::int as value from payment_orders group by status');
  gauge('padaav_payment_orders_paise', 'Amount of the payment provider orders, in paise, by status', 'status',
    'select status, coalesce(sum(amount_paise), 0)::bigint as value from payment_orders group by status');
  gauge('padaav_ledger_entries', 'Ledger rows, by kind (capture, refund)', 'kind',
    'select entry as kind, count(*)::int as value from payment_ledger group by entry');
  gauge('padaav_ledger_entries_paise', 'Amount of the ledger rows, in paise, by kind (capture, refund; refunds of every status)', 'kind',
    'select entry as kind, coalesce(sum(amount_paise), 0)::bigint as value from payment_ledger group by entry');
  gauge('padaav_refunds', 'Refunds in the ledger, by status (requested, sending, pending = on their way; processed; failed = refused or out of tries)', 'status',
    "select status, count(*)::int as value from payment_ledger where entry = 'refund' group by status");
  gauge('padaav_refunds_paise', 'Amount of the refunds in the ledger, in paise, by status', 'status',
    "select status, coalesce(sum(amount_paise), 0)::bigint as value from payment_ledger where entry = 'refund' group by status");

  const mismatches = new Gauge({
    name: 'padaav_money_audit_mismatches',
    // 0 too before the first audit (a gauge without labels always has a value): the job runs at
    // start, and padaav_job_last_success_timestamp_seconds{job="money_audit"} says when it last did.
    help: 'Mismatches the last scheduled money audit found (bookings of the last 3 days)',
    registers: [registry],
  });
  return {
    /** The scheduled money audit ran: what it found. */
    audited(report: Pick<AuditReport, 'mismatches'>): void {
      mismatches.set(report.mismatches.length);
    },
  };
}
