import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookings, paymentOrders } from '../../../server/db/schema';
import { lockBooking } from '../../../server/modules/bookings/repo';
import { recordCapture } from '../../../server/modules/money/ledger';
import { bookedFor } from '../bookings/support';
import { loginAs, testServer } from '../support/testApp';
import { checkoutPay, initiateAs } from './support';

/** Resolves once another connection waits for a row lock (PostgreSQL), or at the next turn (PGlite runs one transaction at a time). */
async function someoneWaitsForALock(): Promise<void> {
  const { db } = await testServer();
  if (db.kind !== 'postgres') return new Promise((resolve) => setTimeout(resolve, 20));
  for (let tries = 0; tries < 200; tries++) {
    const waiting = await db.rows("select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()");
    if (waiting.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no transaction came to wait for the lock');
}

/**
 * Found by the chaos test on PostgreSQL: two checks of two payments of one order at
 * once. The second waited for the booking's lock while the first confirmed it, then read the
 * booking as confirmed but its money as it was before the wait (a statement's subqueries keep the
 * snapshot it began with), took its own payment for a late one, and turned the confirmed booking
 * REFUNDED. A booking locked after a wait reads the money its row's last change left.
 */
it('a booking locked after waiting for another transaction that confirmed it reads that transaction\'s payment', async () => {
  const { app, db } = await testServer();
  const user = await loginAs();
  const { review, result } = await bookedFor(user.userId);
  const total = Math.round(result.amountDue * 100);
  const order = await initiateAs(user.token, review.bookingId, result.amountDue);
  const paid = await checkoutPay(order);
  await app.payments.gateway.capture(paid.razorpay_payment_id, total);
  let confirm!: () => void;
  const confirming = new Promise<void>((resolve) => void (confirm = resolve));
  let locked!: () => void;
  const firstHoldsTheLock = new Promise<void>((resolve) => void (locked = resolve));
  // The first settles the payment as the server does, holding the booking's lock meanwhile.
  const first = db.orm.transaction(async (tx) => {
    await lockBooking(tx, review.bookingId);
    locked();
    await confirming;
    const at = new Date();
    await recordCapture(tx, { bookingId: review.bookingId, paymentId: paid.razorpay_payment_id, orderId: order.order_id, amountPaise: total, reason: 'payment', at });
    await tx.update(paymentOrders).set({ status: 'paid', paymentId: paid.razorpay_payment_id, paidAt: at }).where(eq(paymentOrders.id, order.order_id));
    await tx.update(bookings).set({ status: 'SUCCESS', paymentStatus: 'SUCCESS', holdUntil: null }).where(eq(bookings.id, review.bookingId));
  });
  // The second asks for the lock only once the first holds it (else it may take it first, on a busy machine).
  await firstHoldsTheLock;
  const second = db.orm.transaction(async (tx) => lockBooking(tx, review.bookingId));
  await someoneWaitsForALock();
  confirm();
  await first;
  expect(await second).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS', amountPaidPaise: total, keptPaise: total });
});
