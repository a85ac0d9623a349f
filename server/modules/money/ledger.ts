/**
 * The ledger's SQL (`payment_ledger`, migrations/0014_ledger.sql): every capture and refund is a
 * row with its payment and reason, and a booking's money is summed from those rows, never kept
 * in counters. The functions taking a transaction run inside the caller's, under its lock on the
 * booking's row; the repo's own functions read on their own.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { paymentLedger } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { rowsOf } from '../../db/transaction';
import type { PaidWith } from '../../../contract/paymentMethod';

export type LedgerRow = typeof paymentLedger.$inferSelect;
export type RefundReason = 'cancellation' | 'late' | 'duplicate';
/** Why a payment was captured: it settled its booking, or the booking did not need it. */
export type CaptureReason = 'payment' | 'late' | 'duplicate';

/** Refund statuses of money still on its way back. */
export const REFUNDS_IN_FLIGHT = ['requested', 'sending', 'pending'] as const;

/*
 * A failed refund is money still owed: the team sends it again (`retry`). So every sum of what a
 * payment or a booking has left counts it as given back, as it will be: it is neither money kept
 * nor money free to refund by another path (a cancellation refunding it too would give it back twice).
 */

/**
 * A booking's money, summed from the ledger beside its row (select them with the booking):
 * - `amountPaidPaise`: the payment that settled it (0 or its total);
 * - `refundPaise`: what its cancellation gives back (failed refunds included: still owed);
 * - `keptPaise`: captured less every refund, failed ones included (owed): what is kept once every refund owed is paid.
 */
const bookingIdColumn = sql.raw('"bookings"."id"'); // written out: in a select list drizzle names a column without its table
export const bookingMoney = {
  amountPaidPaise: sql<number>`coalesce((select sum(l.amount_paise) from payment_ledger l where l.booking_id = ${bookingIdColumn} and l.entry = 'capture' and l.reason = 'payment'), 0)::int`.as('amount_paid_paise'),
  refundPaise: sql<number>`coalesce((select sum(l.amount_paise) from payment_ledger l where l.booking_id = ${bookingIdColumn} and l.entry = 'refund' and l.reason = 'cancellation'), 0)::int`.as('refund_paise'),
  keptPaise: sql<number>`coalesce((select sum(case when l.entry = 'capture' then l.amount_paise else -l.amount_paise end) from payment_ledger l
      where l.booking_id = ${bookingIdColumn}), 0)::int`.as('kept_paise'),
};
export type BookingMoney = { amountPaidPaise: number; refundPaise: number; keptPaise: number };

/**
 * How the payment that settled a booking was made, beside its row (select it with the booking):
 * null while none did, or when it was recorded without a method.
 */
export const bookingPaidWith = {
  paidWith: sql<PaidWith | null>`(select json_build_object(
        'method', l.method, 'vpa', l.vpa, 'bank', l.bank, 'wallet', l.wallet,
        'card', case when l.card_network is null and l.card_last4 is null then null else json_build_object('network', l.card_network, 'last4', l.card_last4) end)
      from payment_ledger l where l.booking_id = ${bookingIdColumn} and l.entry = 'capture' and l.reason = 'payment' and l.method is not null limit 1)`.as('paid_with'),
};
export type BookingPaidWith = { paidWith: PaidWith | null };

/** What each captured payment of a booking still has (captured less all its refunds, failed ones included: owed), oldest first. */
export async function paymentBalances(tx: Transaction, bookingId: string): Promise<Array<{ paymentId: string; orderId: string; leftPaise: number }>> {
  return rowsOf(
    tx,
    sql`select payment_id as "paymentId", min(order_id) as "orderId",
               sum(case when entry = 'capture' then amount_paise else -amount_paise end)::int as "leftPaise"
          from payment_ledger where booking_id = ${bookingId}
         group by payment_id
        having sum(case when entry = 'capture' then amount_paise else -amount_paise end) > 0
         order by min(created_at), payment_id`,
  );
}

/** The capture of a payment, if recorded. */
export async function captureOf(tx: Transaction | Orm, paymentId: string): Promise<LedgerRow | undefined> {
  const [row] = await tx.select().from(paymentLedger).where(eq(paymentLedger.id, `cap_${paymentId}`));
  return row;
}

/** Records a captured payment (once: its id is the payment's), with how it was paid when the provider said. */
export async function recordCapture(
  tx: Transaction,
  row: { bookingId: string; paymentId: string; orderId: string; amountPaise: number; reason: CaptureReason; at: Date; paidWith?: PaidWith | null },
): Promise<void> {
  const paid = row.paidWith;
  await tx.insert(paymentLedger).values({
    id: `cap_${row.paymentId}`, bookingId: row.bookingId, paymentId: row.paymentId, orderId: row.orderId, entry: 'capture', reason: row.reason,
    amountPaise: row.amountPaise, status: 'done', createdAt: row.at,
    method: paid?.method ?? null, vpa: paid?.vpa ?? null, bank: paid?.bank ?? null, wallet: paid?.wallet ?? null,
    cardNetwork: paid?.card?.network ?? null, cardLast4: paid?.card?.last4 ?? null,
  });
}

/**
 * What a payment has left: its capture less all its refunds, failed ones included (owed). `besides`:
 * a refund not to count (a failed refund sent again is not owed on top of itself).
 */
export async function paymentLeft(tx: Transaction, paymentId: string, besides?: string): Promise<number> {
  const [row] = await rowsOf<{ left: number }>(
    tx,
    sql`select coalesce(sum(case when entry = 'capture' then amount_paise else -amount_paise end), 0)::int as left
          from payment_ledger where payment_id = ${paymentId}${besides === undefined ? sql`` : sql` and id <> ${besides}`}`,
  );
  return row?.left ?? 0;
}

/**
 * Asks for a refund of part or all of a payment, to be sent at once. A refund never exceeds what
 * its payment has left: asking for more is a bug, and throws (the caller's transaction rolls back).
 */
export async function requestRefund(tx: Transaction, row: { bookingId: string; paymentId: string; orderId: string; amountPaise: number; reason: RefundReason; at: Date }): Promise<string> {
  const left = await paymentLeft(tx, row.paymentId);
  if (row.amountPaise <= 0 || row.amountPaise > left) throw new Error(`a refund of ${row.amountPaise} paise exceeds what payment ${row.paymentId} has left (${left})`);
  const id = `rf_${randomUUID()}`;
  await tx.insert(paymentLedger).values({
    id, bookingId: row.bookingId, paymentId: row.paymentId, orderId: row.orderId, entry: 'refund', reason: row.reason,
    amountPaise: row.amountPaise, status: 'requested', nextAttemptAt: row.at, createdAt: row.at,
  });
  return id;
}

/** Whether any refund of the booking is still on its way or failed (then it is not yet REFUNDED). */
export async function refundsOutstanding(tx: Transaction, bookingId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: paymentLedger.id })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.bookingId, bookingId), eq(paymentLedger.entry, 'refund'), inArray(paymentLedger.status, [...REFUNDS_IN_FLIGHT, 'failed'])))
    .limit(1);
  return rows.length > 0;
}

export function ledgerRepo(orm: Orm) {
  return {
    /** A booking's rows, oldest first. */
    async of(bookingId: string): Promise<LedgerRow[]> {
      return orm.select().from(paymentLedger).where(eq(paymentLedger.bookingId, bookingId)).orderBy(asc(paymentLedger.createdAt), asc(paymentLedger.id));
    },

    /** The refunds of several bookings (the bookings lists show them), oldest first. */
    async refundsOf(bookingIds: string[]): Promise<LedgerRow[]> {
      if (bookingIds.length === 0) return [];
      return orm
        .select()
        .from(paymentLedger)
        .where(and(inArray(paymentLedger.bookingId, bookingIds), eq(paymentLedger.entry, 'refund')))
        .orderBy(asc(paymentLedger.createdAt), asc(paymentLedger.id));
    },

    /** Refunds to send now (due, or claimed by a server that stopped mid-call) and those to hear back about. */
    async refundsToWorkOn(now: Date, claimTimeoutMs: number): Promise<LedgerRow[]> {
      return orm
        .select()
        .from(paymentLedger)
        .where(
          or(
            and(eq(paymentLedger.status, 'requested'), lte(paymentLedger.nextAttemptAt, now)),
            and(eq(paymentLedger.status, 'sending'), lte(paymentLedger.claimedAt, new Date(now.getTime() - claimTimeoutMs))),
            eq(paymentLedger.status, 'pending'),
          ),
        )
        .orderBy(asc(paymentLedger.createdAt))
        .limit(200);
    },

    async row(id: string): Promise<LedgerRow | undefined> {
      const [row] = await orm.select().from(paymentLedger).where(eq(paymentLedger.id, id));
      return row;
    },

    async byProviderRefund(providerRefundId: string): Promise<LedgerRow | undefined> {
      const [row] = await orm.select().from(paymentLedger).where(eq(paymentLedger.providerRefundId, providerRefundId));
      return row;
    },
  };
}
export type LedgerRepo = ReturnType<typeof ledgerRepo>;
