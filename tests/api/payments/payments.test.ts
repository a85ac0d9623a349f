import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingDetailResponse } from '../../../contract/booking';
import { failureEnvelope } from '../../../contract/envelope';
import { indiaDateTime } from '../../../domain/dates';
import { checkStatusResponse, paymentMessages } from '../../../contract/payments';
import { api, loginAs, testServer } from '../support/testApp';
import { bookingRow, bookedFor, payLaterReviewFor, payloadFor } from '../bookings/support';
import { checkoutFail, checkoutPay, eventually, initiateAs, serverUrl } from './support';

const checkStatus = (token: string, body: object) => api('POST', '/razorpay/checkStatus', { token, body });

/** A pay-now booking of a fresh user, and its provider order. */
async function awaitingPayment() {
  const user = await loginAs();
  const { review, result } = await bookedFor(user.userId);
  const order = await initiateAs(user.token, review.bookingId, result.amountDue);
  return { user, review, result, order };
}

async function booking(token: string, bookingId: string) {
  return bookingDetailResponse.parse((await api('POST', `/booking-detail/${bookingId}`, { token, body: {} })).body).response;
}

/** Posts a webhook as the sandbox would, signed with `secret` (the sandbox's own unless given). */
async function postWebhook(body: string, eventId: string, signature: string) {
  return fetch(`${await serverUrl()}/api/web/v1/digital-channel/hotel/razorpay/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    body,
  });
}

describe('POST /initiate-payment', () => {
  it('makes a provider order for the amount due, in paise, with the receipt the booking id, and answers it again while it is open', async () => {
    const { user, review, result, order } = await awaitingPayment();
    expect(order).toMatchObject({ gateway: 'RAZORPAY', order_id: expect.stringMatching(/^order_/), amount: result.amountDue, currency: 'INR', name: 'Padaav' });
    expect(order.prefill).toEqual({ name: 'Asha Sharma', email: 'asha.sharma@example.in', contact: '9876543210' });
    const { app } = await testServer();
    const provider = await app.payments.gateway.orderPayments(order.order_id);
    expect(provider).toEqual([]);
    expect((await initiateAs(user.token, review.bookingId, result.amountDue)).order_id).toBe(order.order_id);
  });

  it('refuses another amount with 409 and its due, a booking that is no longer payable with 409, and another user with 404 as for no booking', async () => {
    const { user, review, result } = await awaitingPayment();
    const wrong = await api('POST', '/initiate-payment', { token: user.token, body: { bookingId: review.bookingId, amount: result.amountDue - 1, gateway: 'RAZORPAY' } });
    expect(wrong.status).toBe(409);
    expect(wrong.body.response).toEqual({ amountDue: result.amountDue });
    const stranger = await loginAs();
    const strangers = await api('POST', '/initiate-payment', { token: stranger.token, body: { bookingId: review.bookingId, amount: result.amountDue, gateway: 'RAZORPAY' } });
    const missing = await api('POST', '/initiate-payment', { token: stranger.token, body: { bookingId: 'PDV0000000000', amount: result.amountDue, gateway: 'RAZORPAY' } });
    expect(strangers.status).toBe(404);
    expect(strangers.body).toEqual(missing.body);
    expect((await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } })).status).toBe(200);
    const cancelled = await api('POST', '/initiate-payment', { token: user.token, body: { bookingId: review.bookingId, amount: result.amountDue, gateway: 'RAZORPAY' } });
    expect(cancelled.status).toBe(409);
    expect(failureEnvelope.parse(cancelled.body).hotelFailureMsg).toBe(paymentMessages.notPayable);
    expect((await api('POST', '/initiate-payment', { token: user.token, body: { bookingId: review.bookingId, amount: result.amountDue, gateway: 'PHONEPE' } })).status).toBe(400);
  });
});

describe('POST /razorpay/checkStatus', () => {
  it('confirms the booking once the provider says the payment is this order\'s, and answers the same when asked again', async () => {
    const { user, review, result, order } = await awaitingPayment();
    const { clock } = await testServer();
    const paidFrom = clock.now();
    const paid = await checkoutPay(order);
    const body = { paymentId: paid.razorpay_payment_id, orderId: order.order_id, signature: paid.razorpay_signature, userId: user.userId };
    const answers = await Promise.all([checkStatus(user.token, body), checkStatus(user.token, body)]);
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(checkStatusResponse.parse(res.body).response).toEqual({ bookingId: review.bookingId, paymentId: paid.razorpay_payment_id, amount: result.amountDue });
    }
    const again = await checkStatus(user.token, { paymentId: paid.razorpay_payment_id, orderId: order.order_id });
    expect(again.body).toEqual(answers[0]!.body);
    const confirmed = await booking(user.token, review.bookingId);
    expect(confirmed).toMatchObject({ bookingStatus: 'SUCCESS', paymentStatus: 'SUCCESS', amountPaid: result.amountDue, amountDue: 0, holdUntil: null });
    const { app } = await testServer();
    // When it was confirmed: the moment the payment settled it, by the server's clock, India local time (to the minute).
    expect([indiaDateTime(paidFrom), indiaDateTime(clock.now())]).toContain(confirmed.confirmedAt);
    expect(await app.payments.gateway.fetchPayment(paid.razorpay_payment_id)).toMatchObject({ status: 'captured' });
    const events = await (await testServer()).db.rows<{ to_status: string }>("select to_status from booking_events where booking_id = $1 and to_status = 'SUCCESS'", [review.bookingId]);
    expect(events).toHaveLength(1);
  });

  it('answers 2503 for a forged signature, another order\'s payment, a failed payment and an unknown order, and another user\'s order as an unknown one', async () => {
    const { user, order } = await awaitingPayment();
    const other = await awaitingPayment();
    const paidOther = await checkoutPay(other.order);
    const expect2503 = async (body: object, message: string = paymentMessages.verificationFailed) => {
      const res = await checkStatus(user.token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(402);
      expect(failureEnvelope.parse(res.body)).toMatchObject({ hotelFailureCode: 2503, hotelFailureMsg: message });
    };
    await expect2503({ paymentId: paidOther.razorpay_payment_id, orderId: order.order_id });
    await expect2503({ paymentId: paidOther.razorpay_payment_id, orderId: order.order_id, signature: paidOther.razorpay_signature });
    await expect2503({ paymentId: 'pay_nosuchpayment0', orderId: order.order_id });
    await expect2503({ paymentId: paidOther.razorpay_payment_id, orderId: 'order_nosuchorder00' });
    const failed = await checkoutFail(order, 'Insufficient funds');
    await expect2503({ paymentId: failed.error.metadata.payment_id, orderId: order.order_id }, 'Payment failed: Insufficient funds');
    expect((await booking(user.token, (await bookingRowOf(order.order_id)).booking_id)).bookingStatus).toBe('PENDING');
    // The other traveller's order, asked about by this one.
    await expect2503({ paymentId: paidOther.razorpay_payment_id, orderId: other.order.order_id });
    expect((await checkStatus(user.token, { paymentId: 'not-an-id', orderId: order.order_id })).status).toBe(400);
  });
});

async function bookingRowOf(orderId: string) {
  const { db } = await testServer();
  return (await db.rows<{ booking_id: string }>('select booking_id from payment_orders where id = $1', [orderId]))[0]!;
}

describe('POST /razorpay/webhook', () => {
  it('confirms a booking whose traveller closed the browser after paying: the provider\'s webhook settles it', async () => {
    const { user, review, order } = await awaitingPayment();
    await checkoutPay(order);
    // No checkStatus: the sandbox's payment.authorized webhook captures and confirms.
    await eventually(async () => (await bookingRow(review.bookingId)).status === 'SUCCESS');
    expect(await booking(user.token, review.bookingId)).toMatchObject({ bookingStatus: 'SUCCESS', paymentStatus: 'SUCCESS' });
  });

  it('makes one change for the same webhook sent five times, and none for a forged signature', async () => {
    const { review, order } = await awaitingPayment();
    const { app, db } = await testServer();
    const paid = await checkoutPay(order);
    await eventually(async () => (await bookingRow(review.bookingId)).status === 'SUCCESS');
    const body = JSON.stringify({ entity: 'event', event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: order.order_id } } } });
    // Forged: signed with a secret the server does not have.
    const forged = await postWebhook(body, 'evt_forged000001', createHmac('sha256', 'guess').update(body).digest('hex'));
    expect(forged.status).toBe(400);
    expect(await db.rows("select 1 from webhook_events where id = 'evt_forged000001'")).toEqual([]);
    const events = async () => (await db.rows('select 1 from booking_events where booking_id = $1', [review.bookingId])).length;
    const before = await events();
    // Five deliveries of one event, signed as the sandbox signs them.
    const signed = createHmac('sha256', app.paymentSandbox!.webhookSecret).update(body).digest('hex');
    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(body, 'evt_repeated00001', signed)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await events()).toBe(before);
    // Seen by the event and the payment its signed body names (the sandbox's own delivery of it came first).
    expect(await db.rows('select 1 from webhook_events where id = $1', [`payment.captured:${paid.razorpay_payment_id}`])).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('refunds a cancelled paid booking what the cancellation rules give back, through the provider (a pay-later block paid, then cancelled while free)', async () => {
    const user = await loginAs();
    const { app } = await testServer();
    const review = await payLaterReviewFor(user.userId);
    const blocked = await app.bookings.book(user.userId, payloadFor(review), 'payLater', undefined);
    expect(blocked.bookingStatus).toBe('HOLD');
    const order = await initiateAs(user.token, review.bookingId, blocked.amountDue);
    const paid = await checkoutPay(order);
    expect((await checkStatus(user.token, { paymentId: paid.razorpay_payment_id, orderId: order.order_id })).status).toBe(200);
    expect(await booking(user.token, review.bookingId)).toMatchObject({ bookingStatus: 'SUCCESS', paymentStatus: 'SUCCESS' });
    const listed = (await app.bookings.myBookings(user.userId)).upcoming.find((b) => b.bookingId === review.bookingId)!;
    expect(listed.cancellation).toMatchObject({ penalty: 0, refund: review.price.total });
    const res = await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { personalReasons: true } });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ refund: review.price.total, penalty: 0, paymentStatus: 'REFUND_PENDING' });
    await eventually(async () => (await bookingRow(review.bookingId)).payment_status === 'REFUNDED');
    const refunds = (await app.money.ledger(review.bookingId)).filter((r) => r.entry === 'refund');
    expect(refunds.map((r) => [r.reason, r.status, r.amountPaise])).toEqual([['cancellation', 'processed', Math.round(review.price.total * 100)]]);
    expect(await app.payments.gateway.fetchPayment(paid.razorpay_payment_id)).toMatchObject({ status: 'refunded' });
    expect((await app.bookings.myBookings(user.userId)).cancelled.find((b) => b.bookingId === review.bookingId)).toMatchObject({ paymentStatus: 'REFUNDED', cancelled: { refund: review.price.total } });
  });
});
