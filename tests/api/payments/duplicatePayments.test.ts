import { describe, expect, it } from 'vitest';
import { bookingDetailResponse } from '../../../contract/booking';
import { api, testServer } from '../support/testApp';
import { awaitingPayment, checkoutPay, moneySettled, providerMoney, verify } from './support';

/**
 * A race once found: two checkout payments land on one order at once (two tabs, or a
 * retry), then the browser's check runs for each. One payment settles the booking; the other is
 * refunded in full at once as a duplicate, and the confirmed booking and its documents are untouched.
 */
describe('two payments of one order', () => {
  it('keeps the one that settles the booking and refunds the other in full as a duplicate', async () => {
    const { user, review, result, order } = await awaitingPayment();
    const { app } = await testServer();
    const [first, second] = await Promise.all([checkoutPay(order), checkoutPay(order)]);
    const answers = await Promise.all([verify(user.token, first), verify(user.token, second)]);
    // The booking is confirmed, whichever payment's check is answered.
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await moneySettled(review.bookingId);

    const total = Math.round(result.amountDue * 100);
    const provider = await providerMoney(review.bookingId);
    expect(provider.kept).toBe(total);
    expect(provider.payments.map((p) => p.refunded).sort((a, b) => a - b)).toEqual([0, total]);
    const kept = provider.payments.find((p) => p.refunded === 0)!;
    expect(answers.map((a) => a.body.response.paymentId)).toEqual([kept.id, kept.id]);

    const ledger = await app.money.ledger(review.bookingId);
    expect(ledger.map((e) => [e.entry, e.reason, e.paymentId, e.amountPaise, e.status]).sort()).toEqual(
      [
        ['capture', 'payment', kept.id, total, 'done'],
        ['capture', 'duplicate', provider.payments.find((p) => p !== kept)!.id, total, 'done'],
        ['refund', 'duplicate', provider.payments.find((p) => p !== kept)!.id, total, 'processed'],
      ].sort(),
    );
    const detail = bookingDetailResponse.parse((await api('POST', `/booking-detail/${review.bookingId}`, { token: user.token, body: {} })).body).response;
    expect(detail).toMatchObject({ bookingStatus: 'SUCCESS', paymentStatus: 'SUCCESS', amountPaid: result.amountDue, amountDue: 0 });
    expect(detail.refunds).toMatchObject([{ amount: result.amountDue, reason: 'duplicate', status: 'processed' }]);
    expect((await api('POST', `/generate-voucher/${review.bookingId}`, { token: user.token, body: {} })).status).toBe(200);
    // The stay's GST invoice comes from check-out, as for any confirmed booking (409 until then), not refused as for a refunded one.
    const invoice = await api('POST', `/generate-invoice/${review.bookingId}`, { token: user.token, body: {} });
    expect([invoice.status, invoice.body.hotelFailureMsg]).toEqual([409, expect.stringMatching(/after check-out/)]);
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });

  it('refunds a payment reconciliation finds on an order already paid (the browser never checked it)', async () => {
    const { user, review, result, order } = await awaitingPayment();
    const { app } = await testServer();
    const [first, second] = await Promise.all([checkoutPay(order), checkoutPay(order)]);
    expect((await verify(user.token, first)).status).toBe(200);
    // The second payment's check never comes and its webhooks may be lost: reconciliation looks at paid orders too.
    await moneySettled(review.bookingId);
    const total = Math.round(result.amountDue * 100);
    const provider = await providerMoney(review.bookingId);
    expect(provider.kept).toBe(total);
    // Either may have settled the booking (the second's webhook can come before the first's
    // check): the one that did is kept, the other refunded in full.
    const settledBy = (await app.money.ledger(review.bookingId)).find((e) => e.entry === 'capture' && e.reason === 'payment')!.paymentId;
    expect([first.razorpay_payment_id, second.razorpay_payment_id]).toContain(settledBy);
    expect(provider.payments).toHaveLength(2);
    for (const p of provider.payments) expect(p).toMatchObject({ captured: true, refunded: p.id === settledBy ? 0 : total });
    expect((await app.bookings.find(review.bookingId))?.paymentStatus).toBe('SUCCESS');
  });
});
