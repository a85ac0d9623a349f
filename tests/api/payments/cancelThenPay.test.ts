import { describe, expect, it } from 'vitest';
import { bookingDetailResponse } from '../../../contract/booking';
import { api, testServer } from '../support/testApp';
import { awaitingPayment, checkoutPay, moneySettled, providerMoney, verify } from './support';

/**
 * A race once found: initiate, cancel, then pay the old order. The payment is refunded in
 * full as late, once: no second "cancellation" refund of the same payment, nothing retried for
 * ever, and the booking ends REFUNDED.
 */
describe('a payment of an order whose booking was cancelled before it was paid', () => {
  it('is refunded in full once, as late, and the booking ends REFUNDED', async () => {
    const { user, review, result, order } = await awaitingPayment();
    const { app } = await testServer();
    const cancelled = await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { otherReasons: true } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.response).toMatchObject({ refund: 0, paymentStatus: 'NOT_PAID' });
    const paid = await checkoutPay(order);
    const answer = await verify(user.token, paid);
    expect(answer.status).toBe(409);
    await moneySettled(review.bookingId);
    // Reconciliation runs again and again, as its job does: nothing more is refunded.
    await app.payments.reconcile({ bookingIds: [review.bookingId] });
    await app.payments.reconcile({ bookingIds: [review.bookingId] });

    const total = Math.round(result.amountDue * 100);
    const provider = await providerMoney(review.bookingId);
    expect(provider.payments).toEqual([expect.objectContaining({ id: paid.razorpay_payment_id, captured: true, refunded: total })]);
    expect(provider.kept).toBe(0);
    const refunds = (await app.money.ledger(review.bookingId)).filter((e) => e.entry === 'refund');
    expect(refunds.map((e) => [e.reason, e.amountPaise, e.status])).toEqual([['late', total, 'processed']]);
    const detail = bookingDetailResponse.parse((await api('POST', `/booking-detail/${review.bookingId}`, { token: user.token, body: {} })).body).response;
    expect(detail).toMatchObject({ bookingStatus: 'CANCELLED', paymentStatus: 'REFUNDED', refunds: [{ amount: result.amountDue, reason: 'late', status: 'processed' }] });
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });
});
