import { describe, expect, it } from 'vitest';
import { bookingDetailResponse, myBookingsResponse } from '../../../contract/booking';
import { failureEnvelope } from '../../../contract/envelope';
import { paymentMessages } from '../../../contract/payments';
import { pdfText } from '../account/support';
import { api, testServer } from '../support/testApp';
import { awaitingPayment, checkoutFail, checkoutMethods, checkoutPay, eventually, sandboxCheckout, serverUrl, verify, type CheckoutMethod } from './support';

/**
 * How a booking was paid: the sandbox's checkout takes UPI (by UPI ID or a UPI app), cards,
 * netbanking and wallets, as Razorpay's test mode does, refuses what is not a payment, and the
 * server records the method and its detail from the provider's payment entity whichever way the
 * payment is settled (the browser's check, the webhook, reconciliation). The booking's answers
 * and its voucher say "Paid by ...".
 */

const detail = async (token: string, bookingId: string) =>
  bookingDetailResponse.parse((await api('POST', `/booking-detail/${bookingId}`, { token, body: {} })).body).response;

/** The provider's payment as the sandbox's API answers it, with its card expanded or not. */
async function providerPayment(paymentId: string, expandCard: boolean) {
  const { app } = await testServer();
  const keys = app.paymentSandbox!;
  const res = await fetch(`${await serverUrl()}/sandbox/razorpay/v1/payments/${paymentId}${expandCard ? '?expand[]=card' : ''}`, {
    headers: { authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** Pays a fresh booking awaiting payment in the sandbox, has the browser's check confirm it, and reads the booking. */
async function paidWith(paid: CheckoutMethod) {
  const booking = await awaitingPayment();
  const ids = await checkoutPay(booking.order, paid);
  const checked = await verify(booking.user.token, ids);
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return { ...booking, paymentId: ids.razorpay_payment_id, detail: await detail(booking.user.token, booking.review.bookingId) };
}

describe('the sandbox checkout: UPI', () => {
  it('success@razorpay pays: the booking is confirmed and says it was paid by UPI from that UPI ID, in its detail, in My Bookings and on its voucher', async () => {
    const { user, review, paymentId, detail: paid } = await paidWith(checkoutMethods.upi);
    expect(paid).toMatchObject({ bookingStatus: 'SUCCESS', paidWith: { method: 'upi', vpa: 'success@razorpay', bank: null, wallet: null, card: null } });
    expect(await providerPayment(paymentId, false)).toMatchObject({ method: 'upi', vpa: 'success@razorpay', upi: { vpa: 'success@razorpay', flow: 'collect' }, status: 'captured' });

    const lists = myBookingsResponse.parse((await api('POST', '/my-bookings', { token: user.token, body: {} })).body).response;
    expect(lists.upcoming.find((b) => b.bookingId === review.bookingId)?.paidWith).toEqual(paid.paidWith);

    const { app } = await testServer();
    const voucher = await app.inject({ method: 'POST', url: `/api/web/v1/digital-channel/hotel/generate-voucher/${review.bookingId}`, headers: { authorization: user.token } });
    expect(voucher.statusCode).toBe(200);
    expect(pdfText(voucher.rawPayload)).toContain('Paid by UPI (success@razorpay)');
  });

  it("failure@razorpay fails with Razorpay's reason: the payment is recorded failed at the provider, its check answers 402 (2503) with the reason, and the booking keeps its rooms, unpaid", async () => {
    const { user, review, order } = await awaitingPayment();
    const res = await sandboxCheckout('pay', { key: order.key, order_id: order.order_id, ...checkoutMethods.upiFailing });
    expect(res.status).toBe(200);
    const failed = (await res.json()) as { error: { code: string; description: string; reason: string; source: string; step: string; metadata: { order_id: string; payment_id: string } } };
    expect(failed.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_declined', source: 'customer', step: 'payment_authorization', metadata: { order_id: order.order_id } });
    expect(failed.error.description).toMatch(/^The UPI payment was declined/);
    expect(await providerPayment(failed.error.metadata.payment_id, false)).toMatchObject({ status: 'failed', method: 'upi', vpa: 'failure@razorpay', error_reason: 'payment_declined', error_description: failed.error.description });

    const checked = await api('POST', '/razorpay/checkStatus', { token: user.token, body: { paymentId: failed.error.metadata.payment_id, orderId: order.order_id } });
    expect(checked.status).toBe(402);
    expect(failureEnvelope.parse(checked.body)).toMatchObject({ hotelFailureCode: 2503, hotelFailureMsg: paymentMessages.failed(failed.error.description) });
    expect(await detail(user.token, review.bookingId)).toMatchObject({ bookingStatus: 'PENDING', paidWith: null, amountPaid: 0 });
    expect(await detail(user.token, review.bookingId)).toHaveProperty('holdUntil', expect.any(String));
  });

  it('any other well-formed UPI ID pays; a UPI app payment pays with no UPI ID, and fails when the tester says the app failed', async () => {
    const other = await paidWith({ method: 'upi', vpa: 'asha.sharma@okhdfcbank' });
    expect(other.detail.paidWith).toEqual({ method: 'upi', vpa: 'asha.sharma@okhdfcbank', bank: null, wallet: null, card: null });
    const app = await paidWith(checkoutMethods.upiApp);
    expect(app.detail.paidWith).toEqual({ method: 'upi', vpa: null, bank: null, wallet: null, card: null });
    expect(await providerPayment(app.paymentId, false)).toMatchObject({ method: 'upi', vpa: null, upi: { vpa: null, flow: 'intent' } });

    const { order } = await awaitingPayment();
    const failed = await checkoutFail(order, 'Payment timed out', checkoutMethods.upiApp);
    expect(failed.error).toMatchObject({ description: 'Payment timed out', reason: 'payment_failed' });
    expect(await providerPayment(failed.error.metadata.payment_id, false)).toMatchObject({ status: 'failed', method: 'upi', upi: { flow: 'intent' } });
  });
});

describe('the sandbox checkout: cards, netbanking and wallets', () => {
  it("a card pays: the provider answers its network and last four only when the card is expanded, the booking records them, and no more of the number is kept anywhere", async () => {
    const { paymentId, detail: paid, review } = await paidWith(checkoutMethods.card);
    expect(paid.paidWith).toEqual({ method: 'card', vpa: null, bank: null, wallet: null, card: { network: 'Visa', last4: '1111' } });
    const plain = await providerPayment(paymentId, false);
    expect(plain).toMatchObject({ method: 'card', card_id: expect.stringMatching(/^card_/) });
    expect(plain).not.toHaveProperty('card');
    expect((await providerPayment(paymentId, true)).card).toMatchObject({ network: 'Visa', last4: '1111' });
    const { db } = await testServer();
    const rows = await db.rows('select * from sandbox_payments where id = $1', [paymentId]);
    const ledger = await db.rows('select * from payment_ledger where booking_id = $1', [review.bookingId]);
    expect(JSON.stringify([rows, ledger])).not.toContain('4111111111111111');
    expect(JSON.stringify([rows, ledger])).not.toContain('411111');
  });

  it("Razorpay's RuPay and Mastercard test cards name their network; a failing test card fails with its reason; Fail payment fails a card with the tester's reason", async () => {
    const card = (number: string) => ({ method: 'card', card: { number, expiry_month: '1', expiry_year: '39', cvv: '321' } });
    expect((await paidWith(card('6527 6589 0000 1005'))).detail.paidWith?.card).toEqual({ network: 'RuPay', last4: '1005' });
    expect((await paidWith(card('5500670000001002'))).detail.paidWith?.card).toEqual({ network: 'MasterCard', last4: '1002' });

    const { order, user, review } = await awaitingPayment();
    const res = await sandboxCheckout('pay', { key: order.key, order_id: order.order_id, ...card('4100280000080001') });
    const failed = (await res.json()) as { error: { reason: string; description: string; metadata: { payment_id: string } } };
    expect(failed.error.reason).toBe('insufficient_funds');
    expect(await providerPayment(failed.error.metadata.payment_id, true)).toMatchObject({ status: 'failed', method: 'card', error_reason: 'insufficient_funds', card: { network: 'Visa', last4: '0001' } });
    const byTester = await checkoutFail(order, 'Card declined by the bank');
    expect(byTester.error.description).toBe('Card declined by the bank');
    expect(await detail(user.token, review.bookingId)).toMatchObject({ bookingStatus: 'PENDING', paidWith: null });
  });

  it('netbanking pays with the bank chosen, and its webhook settles the booking without the browser; a wallet pays likewise; both fail by the Fail action', async () => {
    const { app } = await testServer();
    for (const [paid, expected] of [
      [checkoutMethods.netbanking, { method: 'netbanking', vpa: null, bank: 'HDFC', wallet: null, card: null }],
      [checkoutMethods.wallet, { method: 'wallet', vpa: null, bank: null, wallet: 'phonepe', card: null }],
    ] as const) {
      const { user, review, order } = await awaitingPayment();
      await checkoutPay(order, paid);
      // No check from the browser: the sandbox's webhook settles it.
      await eventually(async () => (await app.bookings.find(review.bookingId))?.status === 'SUCCESS');
      expect((await detail(user.token, review.bookingId)).paidWith).toEqual(expected);

      const next = await awaitingPayment();
      const failed = await checkoutFail(next.order, 'Insufficient funds', paid);
      expect(await providerPayment(failed.error.metadata.payment_id, false)).toMatchObject({ status: 'failed', ...('bank' in paid ? { bank: 'HDFC' } : { wallet: 'phonepe' }) });
    }
  });

  it('reconciliation records how a payment was made when neither the browser nor a webhook did, a card fetched for its network and last four', async () => {
    const { app, db } = await testServer();
    const { user, review, order } = await awaitingPayment();
    // The payment as the provider has it, made without a webhook (the sandbox's books written directly).
    const { sandboxStore } = await import('../../../server/adapters/payments/sandbox/store');
    const store = sandboxStore(db.orm);
    await store.pay((await store.order(order.order_id))!, { email: null, contact: null, paid: { method: 'card', network: 'American Express', last4: '1007' } });
    await app.payments.reconcile({ bookingIds: [review.bookingId] });
    expect(await detail(user.token, review.bookingId)).toMatchObject({ bookingStatus: 'SUCCESS', paidWith: { method: 'card', card: { network: 'American Express', last4: '1007' } } });
  });
});

describe('the sandbox checkout refuses what is not a payment, with the field and why, and makes none', () => {
  it('refuses a missing or unknown method, a malformed UPI ID, a bad card, a bank or wallet it does not offer, a Fail without a reason, and another key', async () => {
    const { order } = await awaitingPayment();
    const cardWith = (card: Record<string, string>) => ({ method: 'card', card: { number: '4111111111111111', expiry_month: '12', expiry_year: '2035', cvv: '123', ...card } });
    const cases: Array<[action: 'pay' | 'fail', body: Record<string, unknown>, field: string, description: RegExp]> = [
      ['pay', {}, 'method', /^method: must be upi, card, netbanking or wallet$/],
      ['pay', { method: 'crypto' }, 'method', /^method: must be/],
      ['pay', { method: 'upi' }, 'vpa', /^vpa: Invalid UPI ID/],
      ['pay', { method: 'upi', vpa: 'success-razorpay' }, 'vpa', /^vpa: Invalid UPI ID/],
      ['pay', { method: 'upi', vpa: 'a@b' }, 'vpa', /^vpa: Invalid UPI ID/],
      ['pay', { method: 'upi', vpa: 'name@bank1' }, 'vpa', /^vpa: Invalid UPI ID/],
      ['pay', { method: 'upi', upi_flow: 'intent', vpa: 'success@razorpay' }, 'vpa', /^vpa: a UPI app payment names no UPI ID$/],
      ['pay', { method: 'upi', upi_flow: 'qr', vpa: 'success@razorpay' }, 'upi_flow', /^upi_flow: must be collect/],
      ['pay', { method: 'card' }, 'card', /^card: give the card number/],
      ['pay', cardWith({ number: '4111111111111112' }), 'card[number]', /^card\[number\]: The card number is invalid$/],
      ['pay', cardWith({ number: '4111' }), 'card[number]', /invalid/],
      ['pay', cardWith({ number: '4111-1111-1111-111x' }), 'card[number]', /invalid/],
      ['pay', cardWith({ expiry_month: '13' }), 'card[expiry_month]', /^card\[expiry_month\]: must be a month/],
      ['pay', cardWith({ expiry_year: '2020' }), 'card[expiry_year]', /^card\[expiry_year\]: The card has expired$/],
      ['pay', cardWith({ expiry_year: 'soon' }), 'card[expiry_year]', /must be a year/],
      ['pay', cardWith({ cvv: '12' }), 'card[cvv]', /^card\[cvv\]: must be 3 digits$/],
      ['pay', { method: 'card', card: { number: '340256000401007', expiry_month: '12', expiry_year: '2035', cvv: '123' } }, 'card[cvv]', /^card\[cvv\]: must be 4 digits$/],
      ['pay', { method: 'netbanking' }, 'bank', /^bank: must be one of the banks the checkout offers \(SBIN, HDFC/],
      ['pay', { method: 'netbanking', bank: 'FAKE' }, 'bank', /^bank: must be one of/],
      ['pay', { method: 'wallet', wallet: 'bitcoin' }, 'wallet', /^wallet: must be one of the wallets the checkout offers \(paytm, phonepe/],
      ['fail', { ...checkoutMethods.netbanking }, 'reason', /^reason: /],
      ['fail', { ...checkoutMethods.netbanking, reason: '   ' }, 'reason', /^reason: /],
      ['fail', { ...checkoutMethods.netbanking, reason: 'x'.repeat(201) }, 'reason', /^reason: /],
      ['fail', { method: 'wallet', wallet: 'nope', reason: 'Insufficient funds' }, 'wallet', /^wallet: must be one of/],
      ['pay', { ...checkoutMethods.upi, key: 'rzp_test_someoneelse' }, 'key', /^The api key provided is invalid$/],
      ['pay', { ...checkoutMethods.upi, order_id: 'order_Nope0000000000' }, 'order_id', /^This order cannot be paid$/],
    ];
    for (const [action, body, field, description] of cases) {
      const res = await sandboxCheckout(action, { key: order.key, order_id: order.order_id, ...body });
      const answer = (await res.json()) as { error: { code: string; description: string; field: string } };
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer.error, JSON.stringify(body)).toMatchObject({ code: 'BAD_REQUEST_ERROR', field });
      expect(answer.error.description, JSON.stringify(body)).toMatch(description);
    }
    // Nothing was paid, or even tried, on the order.
    const { app } = await testServer();
    expect(await app.payments.gateway.orderPayments(order.order_id)).toEqual([]);
    const notJson = await fetch(`${await serverUrl()}/sandbox/razorpay/checkout/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2' });
    expect(notJson.status).toBe(400);
  });
});
