import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingDetailResponse } from '../../../contract/booking';
import { moneyMessages } from '../../../contract/payments';
import { REFUND_RETRY_MINUTES } from '../../../server/modules/money/refundRetries';
import { CLAIM_MS } from '../../../server/modules/money/refunds';
import { api, loginAs, testServer } from '../support/testApp';
import { payLaterReviewFor, payloadFor } from '../bookings/support';
import { checkoutPay, eventually, initiateAs, moneySettled, verify } from './support';

/** A paid booking of a refundable plan, cancelled while free: its whole payment is owed back. */
async function cancelledWhileFree() {
  const user = await loginAs();
  const { app } = await testServer();
  const review = await payLaterReviewFor(user.userId);
  const booked = await app.bookings.book(user.userId, payloadFor(review), 'payNow', undefined);
  const order = await initiateAs(user.token, review.bookingId, booked.amountDue);
  expect((await verify(user.token, await checkoutPay(order))).status).toBe(200);
  await moneySettled(review.bookingId);
  expect((await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } })).status).toBe(200);
  return { user, review, total: Math.round(booked.amountDue * 100) };
}

const refundsOf = async (bookingId: string) => (await (await testServer()).app.money.ledger(bookingId)).filter((e) => e.entry === 'refund');

afterEach(async () => {
  const { app, clock } = await testServer();
  app.paymentSandbox!.faults.clear();
  clock.reset();
  vi.restoreAllMocks();
});

describe('a refund the provider refuses', () => {
  it('is marked failed with the provider\'s reason: the traveller reads that it is delayed, operators get an error line and the audit; sent again, it goes through', async () => {
    const { app } = await testServer();
    app.paymentSandbox!.faults.refuseRefunds('Your account does not have enough balance to carry out the refund operation');
    const errors = vi.spyOn(app.log, 'error');
    const { user, review, total } = await cancelledWhileFree();
    // The cancellation's send (under way at once), or reconciliation's, meets the refusal.
    await eventually(async () => {
      await app.payments.reconcile({ bookingIds: [review.bookingId] });
      return (await refundsOf(review.bookingId))[0]?.status === 'failed';
    });
    const [refund] = await refundsOf(review.bookingId);
    expect(refund).toMatchObject({ reason: 'cancellation', amountPaise: total, status: 'failed', failure: 'Your account does not have enough balance to carry out the refund operation' });
    expect(errors.mock.calls.some(([fields, message]) => JSON.stringify(fields).includes(refund!.id) && String(message).includes('refused'))).toBe(true);
    const detail = bookingDetailResponse.parse((await api('POST', `/booking-detail/${review.bookingId}`, { token: user.token, body: {} })).body).response;
    expect(detail).toMatchObject({ paymentStatus: 'REFUND_PENDING', refunds: [{ amount: total / 100, reason: 'cancellation', status: 'delayed' }] });
    expect(moneyMessages.refundDelayed).toBe('Refund delayed, our team has it.');
    const audit = await app.money.audit({ bookingIds: [review.bookingId] });
    expect(audit.mismatches.map((m) => m.problem)).toContain('refund failed');

    // Reconciliation does not send a refused refund again by itself; the team does, once the account is sorted.
    await app.payments.reconcile({ bookingIds: [review.bookingId] });
    expect((await refundsOf(review.bookingId))[0]!.status).toBe('failed');
    app.paymentSandbox!.faults.clear();
    await app.money.retryRefund(refund!.id);
    await app.payments.reconcile({ bookingIds: [review.bookingId] });
    expect((await refundsOf(review.bookingId)).map((r) => r.status)).toEqual(['processed']);
    expect((await app.bookings.find(review.bookingId))?.paymentStatus).toBe('REFUNDED');
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });

  it('is tried again with growing waits while the provider cannot be reached, and marked failed when the tries run out', async () => {
    const { app, clock } = await testServer();
    app.paymentSandbox!.faults.failRefunds();
    const { review } = await cancelledWhileFree();
    await eventually(async () => {
      await app.payments.reconcile({ bookingIds: [review.bookingId] });
      const [first] = await refundsOf(review.bookingId);
      return first?.status === 'requested' && first.attempts === 1;
    });
    let [refund] = await refundsOf(review.bookingId);
    expect(refund).toMatchObject({ status: 'requested', attempts: 1 });
    // Not before its wait: a run now sends nothing.
    await app.payments.reconcile({ bookingIds: [review.bookingId] });
    expect((await refundsOf(review.bookingId))[0]!.attempts).toBe(1);
    let waited = 0;
    for (const [i, minutes] of REFUND_RETRY_MINUTES.entries()) {
      waited += minutes;
      clock.advance(minutes * 60_000 + 1_000);
      await app.payments.reconcile({ bookingIds: [review.bookingId] });
      [refund] = await refundsOf(review.bookingId);
      expect(refund!.attempts).toBe(i + 2);
    }
    expect(refund).toMatchObject({ status: 'failed', failure: expect.stringContaining('gave up after') });
    expect(waited).toBeGreaterThan(60);
    app.paymentSandbox!.faults.clear();
    await app.money.retryRefund(refund!.id);
    await app.payments.reconcile({ bookingIds: [review.bookingId] });
    expect((await refundsOf(review.bookingId)).map((r) => r.status)).toEqual(['processed']);
  });
});

describe('a refund whose sender stalled past its claim', () => {
  it('is sent once by the server that took it over; the stalled send, refused by the provider, records that refund instead of a failure', async () => {
    const { app, clock } = await testServer();
    const gateway = app.payments.gateway;
    const send = gateway.refund.bind(gateway);
    let reached!: () => void;
    const atProvider = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    // The cancellation's send stalls on its way to the provider (a slow network, a paused process).
    const refundCalls = vi.spyOn(gateway, 'refund').mockImplementationOnce(async (...args) => {
      reached();
      await stalled;
      return send(...args);
    });
    const errors = vi.spyOn(app.log, 'error');
    const { review, total } = await cancelledWhileFree();
    await atProvider;

    // Past the claim's minutes, another server's run takes the refund over and sends it.
    clock.advance(CLAIM_MS + 1_000);
    await app.payments.reconcile({ bookingIds: [review.bookingId] });
    expect(await refundsOf(review.bookingId)).toMatchObject([{ status: 'processed', amountPaise: total, attempts: 2 }]);

    // The stalled send arrives: the provider refuses it (the payment is refunded), and nothing is overwritten.
    release();
    await app.payments.refundsDue();
    expect(refundCalls).toHaveBeenCalledTimes(2);
    const [refund] = await refundsOf(review.bookingId);
    expect(refund).toMatchObject({ status: 'processed', failure: null, attempts: 2 });
    expect(await gateway.paymentRefunds(refund!.paymentId)).toMatchObject([{ amount: total, status: 'processed' }]);
    expect((await app.bookings.find(review.bookingId))?.paymentStatus).toBe('REFUNDED');
    expect(errors).not.toHaveBeenCalled();
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });
});
