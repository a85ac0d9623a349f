import { afterEach, describe, expect, it } from 'vitest';
import { bookingDetailResponse } from '../../../contract/booking';
import { api, loginAs, testServer } from '../support/testApp';
import { nonRefundableReviewFor, payLaterReviewFor, payloadFor } from '../bookings/support';
import { checkoutPay, eventually, initiateAs, moneySettled, providerMoney, verify } from './support';

const refundsOf = async (bookingId: string) => (await (await testServer()).app.money.ledger(bookingId)).filter((e) => e.entry === 'refund');

/**
 * A booking (of a refundable plan, unless told another) paid twice at once (two tabs), while the provider refuses
 * refunds: one payment settles it, the other is captured as a duplicate and its refund is
 * refused and marked failed. The provider then takes refunds again.
 */
async function paidTwiceDuplicateRefused(reviewFor: typeof payLaterReviewFor = payLaterReviewFor) {
  const user = await loginAs();
  const { app } = await testServer();
  const review = await reviewFor(user.userId);
  const booked = await app.bookings.book(user.userId, payloadFor(review), 'payNow', undefined);
  const order = await initiateAs(user.token, review.bookingId, booked.amountDue);
  app.paymentSandbox!.faults.refuseRefunds('Your account does not have enough balance to carry out the refund operation');
  const paid = await Promise.all([checkoutPay(order), checkoutPay(order)]);
  for (const p of paid) expect((await verify(user.token, p)).status).toBe(200);
  await eventually(async () => {
    await app.payments.reconcile({ bookingIds: [review.bookingId] });
    return (await refundsOf(review.bookingId))[0]?.status === 'failed';
  });
  app.paymentSandbox!.faults.clear();
  const captures = (await app.money.ledger(review.bookingId)).filter((e) => e.entry === 'capture');
  const settling = captures.find((e) => e.reason === 'payment')!.paymentId;
  const duplicate = captures.find((e) => e.reason === 'duplicate')!.paymentId;
  const [refused] = await refundsOf(review.bookingId);
  const total = Math.round(booked.amountDue * 100);
  expect(refused).toMatchObject({ reason: 'duplicate', paymentId: duplicate, amountPaise: total, status: 'failed' });
  return { user, review, total, settling, duplicate, refused: refused! };
}

afterEach(async () => {
  const { app } = await testServer();
  app.paymentSandbox!.faults.clear();
});

describe('a failed refund is money still owed', () => {
  it('is not refunded again by a free cancellation: the cancellation gives back the settling payment only, the team sends the failed one, and each payment is refunded once', async () => {
    const { app } = await testServer();
    const { user, review, total, settling, duplicate, refused } = await paidTwiceDuplicateRefused();

    const cancelled = await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.response).toMatchObject({ refund: total / 100, penalty: 0, paymentStatus: 'REFUND_PENDING' });
    await moneySettled(review.bookingId);
    expect((await refundsOf(review.bookingId)).map((r) => [r.reason, r.paymentId, r.amountPaise, r.status])).toEqual([
      ['duplicate', duplicate, total, 'failed'],
      ['cancellation', settling, total, 'processed'],
    ]);
    // The duplicate's money is still at the provider, owed: the booking waits for it, the traveller reads it is delayed.
    expect((await providerMoney(review.bookingId)).kept).toBe(total);
    const detail = bookingDetailResponse.parse((await api('POST', `/booking-detail/${review.bookingId}`, { token: user.token, body: {} })).body).response;
    expect(detail).toMatchObject({
      bookingStatus: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
      cancelled: { refund: total / 100 },
      refunds: [
        { reason: 'duplicate', amount: total / 100, status: 'delayed' },
        { reason: 'cancellation', amount: total / 100, status: 'processed' },
      ],
    });
    // The audit lists the failed refund for the team, and nothing else: what it owes is not money kept.
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches.map((m) => [m.problem, m.paymentId])).toEqual([['refund failed', duplicate]]);

    // The team sends it again (two of them at once): it is not counted against itself, goes through, and is sent once.
    expect((await Promise.all([app.money.retryRefund(refused.id), app.money.retryRefund(refused.id)])).sort()).toEqual([false, true]);
    await moneySettled(review.bookingId);
    expect((await refundsOf(review.bookingId)).map((r) => [r.id, r.reason, r.paymentId, r.amountPaise, r.status])).toEqual([
      [refused.id, 'duplicate', duplicate, total, 'processed'],
      [expect.any(String), 'cancellation', settling, total, 'processed'],
    ]);
    const provider = await providerMoney(review.bookingId);
    expect(provider.kept).toBe(0);
    expect(Object.fromEntries(provider.payments.map((p) => [p.id, p.refunded]))).toEqual({ [settling]: total, [duplicate]: total });
    expect((await app.bookings.find(review.bookingId))).toMatchObject({ paymentStatus: 'REFUNDED', keptPaise: 0, refundPaise: total });
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });

  it('keeps the penalty of a non-refundable stay from the settling payment, not from the money a failed refund owes', async () => {
    const { app } = await testServer();
    const { user, review, total, duplicate, refused } = await paidTwiceDuplicateRefused(nonRefundableReviewFor);
    const cancelled = await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.response).toMatchObject({ refund: 0, penalty: total / 100 });
    await moneySettled(review.bookingId);
    expect((await refundsOf(review.bookingId)).map((r) => [r.reason, r.paymentId, r.status])).toEqual([['duplicate', duplicate, 'failed']]);
    expect(await app.money.retryRefund(refused.id)).toBe(true);
    await moneySettled(review.bookingId);
    expect((await refundsOf(review.bookingId)).map((r) => [r.reason, r.paymentId, r.status])).toEqual([['duplicate', duplicate, 'processed']]);
    expect((await providerMoney(review.bookingId)).kept).toBe(total);
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });

  it('is not sent again by the team once another refund gave its money back (books left that way before this rule)', async () => {
    const { app, db } = await testServer();
    const { review, total, duplicate, refused } = await paidTwiceDuplicateRefused();
    // What the old cancellation did: it refunded the duplicate's money too, as if nothing were owed.
    await db.rows(
      `insert into payment_ledger (id, booking_id, payment_id, order_id, entry, reason, amount_paise, status, created_at, settled_at)
       values ($1, $2, $3, $4, 'refund', 'cancellation', $5, 'processed', now(), now())`,
      [`rf_old_${refused.id}`, review.bookingId, duplicate, refused.orderId, total],
    );
    expect(await app.money.retryRefund(refused.id)).toBe(false);
    expect((await refundsOf(review.bookingId)).find((r) => r.id === refused.id)).toMatchObject({ status: 'failed' });
    const problems = (await app.money.audit({ bookingIds: [review.bookingId] })).mismatches.map((m) => m.problem);
    expect(problems).toEqual(expect.arrayContaining(['refund failed', 'refund exceeds payment']));

    // Without that refund, the money is owed again, and the team's retry sends it (the suite's last audit then finds these books in order).
    await db.rows('delete from payment_ledger where id = $1', [`rf_old_${refused.id}`]);
    expect(await app.money.retryRefund(refused.id)).toBe(true);
    await moneySettled(review.bookingId);
    expect((await refundsOf(review.bookingId)).map((r) => [r.reason, r.status])).toEqual([['duplicate', 'processed']]);
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });
});
