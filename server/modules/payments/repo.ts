/**
 * Payments in the database: provider orders, the settling of a verified payment against its
 * booking, refunds and seen webhooks. Settling locks the order's row, then the booking's (always
 * in that order), so the browser's check, a webhook and reconciliation may all settle the same
 * payment at once and only the first changes anything.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { bookingEvents, bookings, paymentOrders, paymentRefunds, webhookEvents } from '../../db/schema';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

/** What settling a payment did. */
export type Settlement =
  | { outcome: 'confirmed'; bookingId: string }
  | { outcome: 'late'; bookingId: string; refundId: string }
  /** The order was already paid by this payment: nothing changed. */
  | { outcome: 'already'; bookingId: string; late: boolean };

/** A refund claimed by one server this long ago is taken over by another (the first stopped mid-call). */
const CLAIM_MS = 5 * 60_000;

export function paymentRepo(orm: Orm) {
  return {
    async insertOrder(row: typeof paymentOrders.$inferInsert): Promise<void> {
      await orm.insert(paymentOrders).values(row);
    },

    async order(id: string): Promise<OrderRow | undefined> {
      const [row] = await orm.select().from(paymentOrders).where(eq(paymentOrders.id, id));
      return row;
    },

    /** The booking's unpaid order of this amount, if one was made. */
    async openOrder(bookingId: string, amountPaise: number): Promise<OrderRow | undefined> {
      const [row] = await orm
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.status, 'created'), eq(paymentOrders.amountPaise, amountPaise)))
        .orderBy(paymentOrders.createdAt)
        .limit(1);
      return row;
    },

    /** Unpaid orders made since `since` (reconciliation asks the provider about them). */
    async openOrders(since: Date): Promise<OrderRow[]> {
      return orm.select().from(paymentOrders).where(and(eq(paymentOrders.status, 'created'), gt(paymentOrders.createdAt, since)));
    },

    /** The order that paid a booking. */
    async paidOrder(bookingId: string): Promise<OrderRow | undefined> {
      const [row] = await orm.select().from(paymentOrders).where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.status, 'paid'))).limit(1);
      return row;
    },

    /**
     * A captured payment of `order` (checked against it by the caller) settles its booking: a held
     * booking is confirmed and paid; one whose hold had ended is refunded in full. Once only.
     */
    async settle(orderId: string, paymentId: string, at: Date): Promise<Settlement> {
      return orm.transaction(async (tx) => {
        const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
        if (!order) throw new Error(`no payment order ${orderId}`);
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, order.bookingId)).for('update');
        if (!booking) throw new Error(`no booking ${order.bookingId}`);
        if (order.status === 'paid') return { outcome: 'already', bookingId: booking.id, late: booking.status !== 'SUCCESS' };
        await tx.update(paymentOrders).set({ status: 'paid', paymentId, paidAt: at }).where(eq(paymentOrders.id, orderId));
        const paid = booking.amountPaidPaise + order.amountPaise;
        if (booking.status === 'PENDING' || booking.status === 'HOLD') {
          await tx.update(bookings).set({ status: 'SUCCESS', paymentStatus: 'SUCCESS', amountPaidPaise: paid, holdUntil: null }).where(eq(bookings.id, booking.id));
          await tx.insert(bookingEvents).values({ bookingId: booking.id, at, actor: 'provider', fromStatus: booking.status, toStatus: 'SUCCESS', note: `paid ${paymentId}` });
          return { outcome: 'confirmed', bookingId: booking.id };
        }
        // Paid after its hold ended (or after it was cancelled, or by a second order): all of it goes back.
        const refundId = `rf_${randomUUID()}`;
        await tx.insert(paymentRefunds).values({ id: refundId, bookingId: booking.id, paymentId, amountPaise: order.amountPaise, reason: 'late payment', status: 'requested', createdAt: at });
        await tx
          .update(bookings)
          .set({ amountPaidPaise: paid, refundPaise: booking.refundPaise + order.amountPaise, paymentStatus: 'REFUND_PENDING' })
          .where(eq(bookings.id, booking.id));
        await tx.insert(bookingEvents).values({ bookingId: booking.id, at, actor: 'provider', fromStatus: booking.status, toStatus: booking.status, note: `paid ${paymentId} after the hold ended: refunding` });
        return { outcome: 'late', bookingId: booking.id, refundId };
      });
    },

    /** Records the refund a cancellation made due, once (a row per booking, payment and reason). */
    async requestCancellationRefund(bookingId: string, paymentId: string, amountPaise: number, at: Date): Promise<void> {
      await orm
        .insert(paymentRefunds)
        .values({ id: `rf_${randomUUID()}`, bookingId, paymentId, amountPaise, reason: 'cancelled', status: 'requested', createdAt: at })
        .onConflictDoNothing();
    },

    /** Cancelled bookings owed a refund that has no row yet. */
    async refundsOwed(): Promise<Array<{ bookingId: string; refundPaise: number }>> {
      const rows = await orm.execute(sql`
        select b.id as "bookingId", b.refund_paise as "refundPaise" from bookings b
         where b.status = 'CANCELLED' and b.payment_status = 'REFUND_PENDING' and b.refund_paise > 0
           and not exists (select 1 from payment_refunds r where r.booking_id = b.id and r.reason = 'cancelled')`);
      return (rows as unknown as { rows: Array<{ bookingId: string; refundPaise: number }> }).rows;
    },

    /** Claims a refund to send to the provider: only one server sends each. */
    async claimRefund(id: string, at: Date): Promise<RefundRow | undefined> {
      const [row] = await orm
        .update(paymentRefunds)
        .set({ status: 'sending', claimedAt: at })
        .where(and(eq(paymentRefunds.id, id), or(eq(paymentRefunds.status, 'requested'), and(eq(paymentRefunds.status, 'sending'), lt(paymentRefunds.claimedAt, new Date(at.getTime() - CLAIM_MS))))))
        .returning();
      return row;
    },

    /** Refunds still to send or to hear back about. */
    async unfinishedRefunds(): Promise<RefundRow[]> {
      return orm.select().from(paymentRefunds).where(inArray(paymentRefunds.status, ['requested', 'sending', 'pending']));
    },

    async refundsOf(bookingId: string): Promise<RefundRow[]> {
      return orm.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
    },

    /** The provider's refund and status for one of ours; when processed, and every refund of its booking is, the booking is REFUNDED. */
    async refundSent(id: string, providerRefundId: string, status: 'pending' | 'processed' | 'failed', at: Date): Promise<void> {
      await orm.transaction(async (tx) => {
        const [refund] = await tx
          .update(paymentRefunds)
          .set({ providerRefundId, status, processedAt: status === 'processed' ? at : null })
          .where(eq(paymentRefunds.id, id))
          .returning();
        if (!refund || status !== 'processed') return;
        const open = await tx
          .select({ id: paymentRefunds.id })
          .from(paymentRefunds)
          .where(and(eq(paymentRefunds.bookingId, refund.bookingId), inArray(paymentRefunds.status, ['requested', 'sending', 'pending'])));
        if (open.length === 0) await tx.update(bookings).set({ paymentStatus: 'REFUNDED' }).where(and(eq(bookings.id, refund.bookingId), eq(bookings.paymentStatus, 'REFUND_PENDING')));
      });
    },

    async refundByProviderId(providerRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await orm.select().from(paymentRefunds).where(eq(paymentRefunds.providerRefundId, providerRefundId));
      return row;
    },

    /** Notes a webhook delivery; false when its event id was seen before. */
    async firstDelivery(eventId: string, event: string, at: Date): Promise<boolean> {
      const rows = await orm.insert(webhookEvents).values({ id: eventId, event, receivedAt: at }).onConflictDoNothing().returning({ id: webhookEvents.id });
      return rows.length === 1;
    },

    /** Forgets a delivery whose handling failed, so the provider's retry is handled. */
    async forgetDelivery(eventId: string): Promise<void> {
      await orm.delete(webhookEvents).where(eq(webhookEvents.id, eventId));
    },
  };
}
export type PaymentRepo = ReturnType<typeof paymentRepo>;

