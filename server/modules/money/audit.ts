/**
 * The money audit (`npm run audit:money`, and the same check as a scheduled job): the ledger
 * compared with the provider's own records (the sandbox's books, or Razorpay's API, through the
 * gateway adapter) and with each booking's state. What a booking keeps (captured less every refund,
 * failed ones included: a failed refund is owed, to be sent again, not kept) must be:
 *
 *   | state              | kept         |
 *   | SUCCESS            | its total    |
 *   | CANCELLED          | its penalty  |
 *   | EXPIRED or unpaid  | 0            |
 *
 * Every payment the provider captured for our orders must be in the ledger and the other way
 * round, for the same amount; what the provider refunded of it must be what the ledger says was
 * refunded (refunds on their way may be either side); a payment's refunds, failed ones included,
 * may not exceed it. Refunds failed (the team must send them again), or on their way for longer
 * than `stuckAfterMinutes`, and payments left authorized that long, are reported too. Reads only.
 */
import type { Orm } from '../../db/database';
import type { PaymentGateway, ProviderPayment } from '../../adapters/payments/gateway';
import { REFUNDS_IN_FLIGHT, type LedgerRow } from './ledger';
import { moneyRepo } from './repo';

export type Problem =
  | 'kept differs'
  | 'capture not in ledger'
  | 'capture not at provider'
  | 'amount differs'
  | 'refund not at provider'
  | 'refund not in ledger'
  | 'refund exceeds payment'
  | 'refund failed'
  | 'refund stuck'
  | 'payment not captured'
  | 'provider unreachable';

export interface Mismatch {
  bookingId: string;
  paymentId?: string;
  problem: Problem;
  detail: string;
}

export interface AuditReport {
  bookings: number;
  /** Payments captured, by the ledger or the provider. */
  payments: number;
  mismatches: Mismatch[];
}

export interface AuditScope {
  /** Only these bookings; else every booking past review (made, cancelled, or with money moving, in the last `sinceDays`, when given). */
  bookingIds?: string[];
  sinceDays?: number;
  /** A refund on its way, or a payment left authorized, for longer than this is stuck (default 60). */
  stuckAfterMinutes?: number;
}

/** Where the provider's records are read: the gateway (Razorpay's API, or the sandbox over HTTP) or the sandbox's books. */
export type ProviderBooks = Pick<PaymentGateway, 'orderPayments'>;

const expectedKept = (b: { status: string; totalPaise: number; penaltyPaise: number | null }) => (b.status === 'SUCCESS' ? b.totalPaise : b.status === 'CANCELLED' ? (b.penaltyPaise ?? 0) : 0);

/** Whether the provider captured a payment (a refunded one was captured first, unless the provider refunded it uncaptured). */
const providerCaptured = (p: ProviderPayment) => p.captured ?? (p.status === 'captured' || p.status === 'refunded');

const sum = (rows: LedgerRow[]) => rows.reduce((n, r) => n + r.amountPaise, 0);

export async function auditMoney(orm: Orm, provider: ProviderBooks, now: Date, scope: AuditScope = {}): Promise<AuditReport> {
  const stuckBefore = now.getTime() - (scope.stuckAfterMinutes ?? 60) * 60_000;
  const since = scope.sinceDays === undefined ? null : new Date(now.getTime() - scope.sinceDays * 86_400_000);
  const { rows, ledger, orders } = await moneyRepo(orm).auditedBooks({ bookingIds: scope.bookingIds, since });
  const mismatches: Mismatch[] = [];

  for (const b of rows) {
    const kept = expectedKept(b);
    if (b.keptPaise !== kept) mismatches.push({ bookingId: b.id, problem: 'kept differs', detail: `${b.status} keeps ${kept} paise; the ledger keeps ${b.keptPaise}` });
  }

  // The provider's payments of our orders, by payment.
  const atProvider = new Map<string, { payment: ProviderPayment; bookingId: string }>();
  for (const order of orders) {
    try {
      for (const payment of await provider.orderPayments(order.id)) atProvider.set(payment.id, { payment, bookingId: order.bookingId });
    } catch (error) {
      mismatches.push({ bookingId: order.bookingId, problem: 'provider unreachable', detail: `order ${order.id}: ${(error as Error).message}` });
    }
  }

  const byPayment = new Map<string, LedgerRow[]>();
  for (const row of ledger) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
  const captured = new Set<string>();

  for (const [paymentId, entries] of byPayment) {
    const capture = entries.find((e) => e.entry === 'capture');
    const refunds = entries.filter((e) => e.entry === 'refund');
    const bookingId = entries[0]!.bookingId;
    for (const r of refunds) {
      if (r.status === 'failed') mismatches.push({ bookingId, paymentId, problem: 'refund failed', detail: `${r.id} (${r.reason}, ${r.amountPaise} paise): ${r.failure ?? 'no reason given'}` });
      else if ((REFUNDS_IN_FLIGHT as readonly string[]).includes(r.status) && r.createdAt.getTime() < stuckBefore) {
        mismatches.push({ bookingId, paymentId, problem: 'refund stuck', detail: `${r.id} (${r.reason}, ${r.amountPaise} paise) ${r.status} since ${r.createdAt.toISOString()}` });
      }
    }
    // A failed refund is still owed: with the others it may not exceed the payment either (that money would go back twice).
    const owed = sum(refunds);
    const failed = sum(refunds.filter((r) => r.status === 'failed'));
    if (owed > (capture?.amountPaise ?? 0)) {
      mismatches.push({ bookingId, paymentId, problem: 'refund exceeds payment', detail: `refunds of ${owed} paise${failed > 0 ? ` (${failed} of them failed, still owed)` : ''}; captured ${capture?.amountPaise ?? 0}` });
    }
    if (!capture) continue;
    captured.add(paymentId);
    const theirs = atProvider.get(paymentId)?.payment;
    if (!theirs || !providerCaptured(theirs)) {
      mismatches.push({ bookingId, paymentId, problem: 'capture not at provider', detail: `the ledger has ${capture.amountPaise} paise captured; the provider ${theirs ? `has it ${theirs.status}` : 'does not know it'}` });
      continue;
    }
    if (theirs.amount !== capture.amountPaise) mismatches.push({ bookingId, paymentId, problem: 'amount differs', detail: `the provider captured ${theirs.amount} paise; the ledger ${capture.amountPaise}` });
    const processed = sum(refunds.filter((r) => r.status === 'processed'));
    const onTheirWay = sum(refunds.filter((r) => (REFUNDS_IN_FLIGHT as readonly string[]).includes(r.status)));
    const refunded = theirs.amount_refunded ?? 0;
    if (refunded < processed) mismatches.push({ bookingId, paymentId, problem: 'refund not at provider', detail: `the ledger has ${processed} paise refunded; the provider ${refunded}` });
    else if (refunded > processed + onTheirWay) mismatches.push({ bookingId, paymentId, problem: 'refund not in ledger', detail: `the provider refunded ${refunded} paise; the ledger ${processed + onTheirWay}` });
  }

  for (const [paymentId, { payment, bookingId }] of atProvider) {
    if (providerCaptured(payment)) {
      if (!byPayment.get(paymentId)?.some((e) => e.entry === 'capture')) {
        captured.add(paymentId);
        mismatches.push({ bookingId, paymentId, problem: 'capture not in ledger', detail: `the provider captured ${payment.amount} paise (${payment.status}); the ledger has no capture` });
      }
    } else if (payment.status === 'authorized' && payment.created_at * 1000 < stuckBefore) {
      mismatches.push({ bookingId, paymentId, problem: 'payment not captured', detail: `authorized since ${new Date(payment.created_at * 1000).toISOString()}, neither captured nor refunded` });
    }
  }

  return { bookings: rows.length, payments: captured.size, mismatches };
}

/** The report as `npm run audit:money` prints it: a line per mismatch, then the totals. */
export function auditLines(report: AuditReport): string[] {
  const n = report.mismatches.length;
  return [
    ...report.mismatches.map((m) => `${m.bookingId}${m.paymentId ? ` ${m.paymentId}` : ''}: ${m.problem}: ${m.detail}`),
    `${report.bookings} booking${report.bookings === 1 ? '' : 's'}, ${report.payments} payment${report.payments === 1 ? '' : 's'}: ${n} mismatch${n === 1 ? '' : 'es'}`,
  ];
}

