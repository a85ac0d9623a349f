/**
 * Payments in the database: provider orders (one open per booking), the recording of a captured
 * payment against its booking, and seen webhooks. Every change of a booking's money locks the
 * booking's row first, then its order's: the browser's check, a webhook and reconciliation may
 * all record the same payment at once, and two payments of one booking may land together; each
 * payment is recorded once, and only the first to find the booking awaiting payment settles it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { paymentLedger, paymentOrders, webhookEvents } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { moveBooking } from '../bookings/lifecycle';
import { lockBooking, type BookingRow } from '../bookings/repo';
import { captureOf, recordCapture, requestRefund, type LedgerRow } from '../money/ledger';
import { extendedHold } from './checkoutWindow';
import type { PaidWith } from '../../../contract/paymentMethod';

export type OrderRow = typeof paymentOrders.$inferSelect;

/** What a captured payment did to its booking. */
export type Settlement =
  /** It settled the booking (now, or when first recorded). */
  | { outcome: 'confirmed'; bookingId: string; paymentId: string }
  /** The booking was settled by `paymentId`, another payment: this one is refunded in full. */
  | { outcome: 'duplicate'; bookingId: string; paymentId: string }
  /** The booking was no longer awaiting payment and its rooms could not be taken again: refunded in full. */
  | { outcome: 'late'; bookingId: string };

/** A booking's open order, or the right to make it (the provider is asked outside any transaction). */
export type OrderSlot =
  | { kind: 'open'; order: OrderRow; holdUntil: Date }
  | { kind: 'claimed'; placeholder: string; holdUntil: Date }
  | { kind: 'wait' }
  | { kind: 'notPayable' };

/** A server asking the provider for an order this long ago stopped mid-call: another takes over. */
const OPENING_STALE_MS = 30_000;

async function settlingPayment(tx: Transaction, bookingId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ paymentId: paymentLedger.paymentId })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.bookingId, bookingId), eq(paymentLedger.entry, 'capture'), eq(paymentLedger.reason, 'payment')))
    .limit(1);
  return row?.paymentId;
}

async function settlementOf(tx: Transaction, capture: LedgerRow): Promise<Settlement> {
  if (capture.reason === 'payment') return { outcome: 'confirmed', bookingId: capture.bookingId, paymentId: capture.paymentId };
  if (capture.reason === 'duplicate') return { outcome: 'duplicate', bookingId: capture.bookingId, paymentId: (await settlingPayment(tx, capture.bookingId)) ?? capture.paymentId };
  return { outcome: 'late', bookingId: capture.bookingId };
}

export function paymentRepo(orm: Orm) {
  return {
    async order(id: string): Promise<OrderRow | undefined> {
      const [row] = await orm.select().from(paymentOrders).where(eq(paymentOrders.id, id));
      return row;
    },

    /**
     * Under the booking's lock: refused when it is not payable; its hold extended once when the
     * checkout would outlast it; then its open order, or the right to make one (a placeholder row,
     * which the unique index keeps single), or word that another server is making it.
     */
    async orderSlot(bookingId: string, userId: string, amountPaise: number, now: Date, payable: (row: BookingRow) => boolean): Promise<OrderSlot> {
      return orm.transaction(async (tx) => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking || !payable(booking)) return { kind: 'notPayable' };
        let holdUntil = booking.holdUntil!;
        const extended = extendedHold(holdUntil, now, booking.holdExtended);
        if (extended) {
          holdUntil = extended;
          await moveBooking(tx, booking, { cause: 'extendHold', fields: { holdUntil, holdExtended: true }, at: now, note: 'hold extended to cover the checkout' });
        }
        const [open] = await tx.select().from(paymentOrders).where(and(eq(paymentOrders.bookingId, bookingId), inArray(paymentOrders.status, ['opening', 'created']))).for('update');
        if (open?.status === 'created') return { kind: 'open', order: open, holdUntil };
        if (open && open.createdAt.getTime() > now.getTime() - OPENING_STALE_MS) return { kind: 'wait' };
        if (open) await tx.delete(paymentOrders).where(eq(paymentOrders.id, open.id));
        const placeholder = `opening_${randomUUID()}`;
        await tx.insert(paymentOrders).values({ id: placeholder, bookingId, userId, amountPaise, currency: 'INR', status: 'opening', createdAt: now });
        return { kind: 'claimed', placeholder, holdUntil };
      });
    },

    /** The provider made the order: the placeholder becomes it. Undefined when another server took the slot over meanwhile. */
    async fillSlot(placeholder: string, orderId: string, now: Date, firstCheckAt: Date | null): Promise<OrderRow | undefined> {
      const [row] = await orm
        .update(paymentOrders)
        .set({ id: orderId, status: 'created', createdAt: now, nextCheckAt: firstCheckAt })
        .where(and(eq(paymentOrders.id, placeholder), eq(paymentOrders.status, 'opening')))
        .returning();
      return row;
    },

    /** The provider made no order: the slot is free again. */
    async dropSlot(placeholder: string): Promise<void> {
      await orm.delete(paymentOrders).where(and(eq(paymentOrders.id, placeholder), eq(paymentOrders.status, 'opening')));
    },

    /**
     * Orders to ask the provider about: unpaid ones made since `openSince`, and those paid since
     * `paidSince` (a second payment): of `bookingIds` only, those due by `dueBy`, or all of them.
     */
    async ordersToReconcile(openSince: Date, paidSince: Date, scope: { bookingIds: string[] } | { dueBy: Date } | 'all'): Promise<OrderRow[]> {
      return orm
        .select()
        .from(paymentOrders)
        .where(
          and(
            scope === 'all'
              ? undefined
              : 'bookingIds' in scope
                ? inArray(paymentOrders.bookingId, scope.bookingIds.length > 0 ? scope.bookingIds : [''])
                : lte(paymentOrders.nextCheckAt, scope.dueBy),
            or(
              and(inArray(paymentOrders.status, ['created', 'superseded']), gt(paymentOrders.createdAt, openSince)),
              and(eq(paymentOrders.status, 'paid'), gt(paymentOrders.paidAt, paidSince)),
            ),
          ),
        );
    },

    /** Reconciliation asked about an order: counted, and when it is next due (null: no more). */
    async checked(orderId: string, next: Date | null): Promise<void> {
      await orm.update(paymentOrders).set({ checks: sql`${paymentOrders.checks} + 1`, nextCheckAt: next }).where(eq(paymentOrders.id, orderId));
    },

    /** What a payment already recorded did, or undefined when it is not recorded yet. */
    async settled(paymentId: string): Promise<Settlement | undefined> {
      const capture = await captureOf(orm, paymentId);
      if (!capture) return undefined;
      return orm.transaction((tx) => settlementOf(tx, capture));
    },

    /**
     * Records a payment of `order` the provider has captured, once, with how it was paid. Under the booking's lock: the
     * first payment to find the booking awaiting payment settles it (SUCCESS); any other is
     * recorded and refunded in full at once, as a `duplicate` when another payment settled the
     * booking (which then changes in nothing), else as `late`.
     */
    async recordCapture(orderId: string, paymentId: string, amountPaise: number, at: Date, paidWith: PaidWith | null = null): Promise<Settlement> {
      return orm.transaction(async (tx) => {
        const [ref] = await tx.select({ bookingId: paymentOrders.bookingId }).from(paymentOrders).where(eq(paymentOrders.id, orderId));
        if (!ref) throw new Error(`no payment order ${orderId}`);
        const booking = await lockBooking(tx, ref.bookingId);
        if (!booking) throw new Error(`no booking ${ref.bookingId}`);
        const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
        const recorded = await captureOf(tx, paymentId);
        if (recorded) return settlementOf(tx, recorded);
        const paid = { status: 'paid' as const, paymentId: order!.paymentId ?? paymentId, paidAt: order!.paidAt ?? at };
        if ((booking.status === 'PENDING' || booking.status === 'HOLD') && booking.amountPaidPaise === 0) {
          await recordCapture(tx, { bookingId: booking.id, paymentId, orderId, amountPaise, reason: 'payment', at, paidWith });
          await tx.update(paymentOrders).set({ status: 'paid', paymentId, paidAt: at }).where(eq(paymentOrders.id, orderId));
          await moveBooking(tx, booking, { cause: 'settle', status: 'SUCCESS', paymentStatus: 'SUCCESS', fields: { holdUntil: null }, at, note: `paid ${paymentId}` });
          return { outcome: 'confirmed', bookingId: booking.id, paymentId };
        }
        const reason = booking.amountPaidPaise > 0 ? 'duplicate' : 'late';
        await recordCapture(tx, { bookingId: booking.id, paymentId, orderId, amountPaise, reason, at, paidWith });
        if (order!.status !== 'paid') await tx.update(paymentOrders).set(paid).where(eq(paymentOrders.id, orderId));
        await requestRefund(tx, { bookingId: booking.id, paymentId, orderId, amountPaise, reason, at });
        // A late payment's refund is the booking's (REFUND_PENDING until processed); a duplicate's changes nothing of it.
        if (reason === 'late') await moveBooking(tx, booking, { cause: 'latePayment', paymentStatus: 'REFUND_PENDING', at, note: `paid ${paymentId} after the hold lapsed: refunding it in full` });
        else await moveBooking(tx, booking, { cause: 'duplicatePayment', at, note: `paid again by ${paymentId}: refunding it in full as a duplicate` });
        return reason === 'late' ? { outcome: 'late', bookingId: booking.id } : { outcome: 'duplicate', bookingId: booking.id, paymentId: (await settlingPayment(tx, booking.id)) ?? paymentId };
      });
    },

    /** Notes a webhook delivery; false when it was seen before. */
    async firstDelivery(key: string, event: string, at: Date): Promise<boolean> {
      const rows = await orm.insert(webhookEvents).values({ id: key, event, receivedAt: at }).onConflictDoNothing().returning({ id: webhookEvents.id });
      return rows.length === 1;
    },

    /** Forgets a delivery whose handling failed, so the provider's retry is handled. */
    async forgetDelivery(key: string): Promise<void> {
      await orm.delete(webhookEvents).where(eq(webhookEvents.id, key));
    },
  };
}
export type PaymentRepo = ReturnType<typeof paymentRepo>;
