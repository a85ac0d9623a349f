/**
 * The books: the ledger of every capture and refund, its audit against the provider
 * and the bookings, and what the team does about a refund the provider refused.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import { auditLines, auditMoney, type AuditReport, type AuditScope, type ProviderBooks } from './audit';
import type { LedgerRepo, LedgerRow } from './ledger';
import type { RefundSender } from './refunds';

/** The scheduled audit looks at bookings made, cancelled or with money moving this lately (the rest were audited by earlier runs). */
const SCHEDULED_AUDIT_DAYS = 3;

export interface MoneyDeps {
  orm: Orm;
  ledger: LedgerRepo;
  refunds: RefundSender;
  provider: ProviderBooks;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export function moneyService({ orm, ledger, refunds, provider, clock, log }: MoneyDeps) {
  return {
    /** A booking's ledger rows, oldest first. */
    ledger: (bookingId: string): Promise<LedgerRow[]> => ledger.of(bookingId),

    /** The audit (audit.ts) of the bookings in `scope`, now. */
    audit: (scope: AuditScope = {}): Promise<AuditReport> => auditMoney(orm, provider, clock(), scope),

    /** The scheduled audit: bookings touched lately; each mismatch is an error line for operators. */
    async auditRecent(): Promise<AuditReport> {
      const report = await auditMoney(orm, provider, clock(), { sinceDays: SCHEDULED_AUDIT_DAYS });
      for (const mismatch of report.mismatches) log.error({ mismatch }, 'money audit: a booking\'s money does not add up');
      log.info({ bookings: report.bookings, payments: report.payments, mismatches: report.mismatches.length }, auditLines(report).at(-1)!);
      return report;
    },

    /** The team sends a refund the provider refused (or that ran out of tries) again, now. False when it is not a failed refund. */
    async retryRefund(id: string): Promise<boolean> {
      const again = await refunds.retry(id);
      if (again) await refunds.run();
      return again;
    },
  };
}
export type MoneyService = ReturnType<typeof moneyService>;
