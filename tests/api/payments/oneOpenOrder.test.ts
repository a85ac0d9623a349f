import { describe, expect, it } from 'vitest';
import { bookingDetailResponse, type ReviewResponseBody } from '../../../contract/booking';
import { api, loginAs, testServer } from '../support/testApp';
import { nonRefundableReviewFor, payLaterReviewFor, payloadFor } from '../bookings/support';
import { checkoutPay, moneySettled, providerMoney, verify } from './support';

const initiate = (token: string, bookingId: string, amount: number) => api('POST', '/initiate-payment', { token, body: { bookingId, amount, gateway: 'RAZORPAY' } });

/** `n` initiate-payment calls for one booking at once: the order ids they answered. */
async function initiateAtOnce(token: string, bookingId: string, amount: number, n: number): Promise<string[]> {
  const answers = await Promise.all(Array.from({ length: n }, () => initiate(token, bookingId, amount)));
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answers.map((a) => a.body.response.order_id as string);
}

/**
 * A race once found: concurrent initiate-payment calls made several provider orders; two
 * were paid; the second payment turned the confirmed booking REFUNDED (its documents 409), and a
 * cancellation then refunded from a paid figure that still counted the refunded payment.
 */
describe('one open order per booking', () => {
  it('answers 20 initiate-payment calls at once with one order, and the provider has made only that one', async () => {
    const user = await loginAs();
    const { app, db } = await testServer();
    const review = await payLaterReviewFor(user.userId);
    const booked = await app.bookings.book(user.userId, payloadFor(review), 'payNow', undefined);
    const ids = await initiateAtOnce(user.token, review.bookingId, booked.amountDue, 20);
    expect(new Set(ids).size).toBe(1);
    const orders = await db.rows<{ id: string }>('select id from payment_orders where booking_id = $1', [review.bookingId]);
    expect(orders.map((o) => o.id)).toEqual([ids[0]]);
    const made = await db.rows('select 1 from sandbox_orders where receipt = $1', [review.bookingId]);
    expect(made).toHaveLength(1);
  });

  /** Books `review` to pay now, initiates six times at once, and pays twice (two tabs): both checks answered. */
  async function paidTwice(review: ReviewResponseBody, user: { token: string; userId: string }) {
    const { app } = await testServer();
    const booked = await app.bookings.book(user.userId, payloadFor(review), 'payNow', undefined);
    const ids = await initiateAtOnce(user.token, review.bookingId, booked.amountDue, 6);
    const order = { key: app.payments.gateway.checkout.keyId };
    const paid = await Promise.all([checkoutPay({ ...order, order_id: ids[0]! }), checkoutPay({ ...order, order_id: ids[5]! })]);
    for (const p of paid) expect((await verify(user.token, p)).status).toBe(200);
    await moneySettled(review.bookingId);
    const detail = bookingDetailResponse.parse((await api('POST', `/booking-detail/${review.bookingId}`, { token: user.token, body: {} })).body).response;
    expect(detail).toMatchObject({ bookingStatus: 'SUCCESS', paymentStatus: 'SUCCESS', amountPaid: booked.amountDue });
    expect((await api('POST', `/generate-voucher/${review.bookingId}`, { token: user.token, body: {} })).status).toBe(200);
    // The stay's GST invoice comes from check-out, as for any confirmed booking (409 until then), not refused as for a refunded one.
    const invoice = await api('POST', `/generate-invoice/${review.bookingId}`, { token: user.token, body: {} });
    expect([invoice.status, invoice.body.hotelFailureMsg]).toEqual([409, expect.stringMatching(/after check-out/)]);
    return Math.round(booked.amountDue * 100);
  }

  it('keeps a non-refundable stay paid twice and then cancelled: one payment kept in full, the other refunded', async () => {
    const user = await loginAs();
    const { app } = await testServer();
    const review = await nonRefundableReviewFor(user.userId);
    const total = await paidTwice(review, user);
    const cancelled = await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.response).toMatchObject({ refund: 0, penalty: total / 100 });
    await moneySettled(review.bookingId);
    expect((await providerMoney(review.bookingId)).kept).toBe(total);
    expect((await app.money.ledger(review.bookingId)).filter((e) => e.entry === 'refund').map((e) => e.reason)).toEqual(['duplicate']);
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });

  it('gives a free cancellation of a stay paid twice all of it back: the kept payment by the cancellation, the other as a duplicate, each once', async () => {
    const user = await loginAs();
    const { app } = await testServer();
    const review = await payLaterReviewFor(user.userId);
    const total = await paidTwice(review, user);
    const cancelled = await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.response).toMatchObject({ refund: total / 100, penalty: 0, paymentStatus: 'REFUND_PENDING' });
    await moneySettled(review.bookingId);
    const provider = await providerMoney(review.bookingId);
    expect(provider.kept).toBe(0);
    expect(provider.payments.map((p) => p.refunded)).toEqual([total, total]);
    const refunds = (await app.money.ledger(review.bookingId)).filter((e) => e.entry === 'refund');
    expect(refunds.map((e) => [e.reason, e.amountPaise, e.status]).sort()).toEqual([['cancellation', total, 'processed'], ['duplicate', total, 'processed']]);
    const detail = bookingDetailResponse.parse((await api('POST', `/booking-detail/${review.bookingId}`, { token: user.token, body: {} })).body).response;
    expect(detail).toMatchObject({ bookingStatus: 'CANCELLED', paymentStatus: 'REFUNDED', cancelled: { refund: total / 100 } });
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });
});
