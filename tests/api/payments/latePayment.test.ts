import { describe, expect, it } from 'vitest';
import { bookingDetailResponse } from '../../../contract/booking';
import { failureEnvelope } from '../../../contract/envelope';
import { paymentMessages } from '../../../contract/payments';
import { CHECKOUT_MINUTES, VERIFY_MARGIN_SECONDS } from '../../../server/modules/payments/checkoutWindow';
import { api, loginAs, setAsideOtherMail, testServer } from '../support/testApp';
import { bookedFor, bookingRow, takenNights } from '../bookings/support';
import { checkoutPay, initiateAs, moneySettled, providerMoney, verify } from './support';

const MINUTE = 60_000;

/** Runs `work` with the server's clock `ms` ahead (the sandbox keeps real time). */
async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const { clock } = await testServer();
  clock.advance(ms);
  try {
    return await work();
  } finally {
    clock.reset();
  }
}

async function detailOf(token: string, bookingId: string) {
  return bookingDetailResponse.parse((await api('POST', `/booking-detail/${bookingId}`, { token, body: {} })).body).response;
}

/** A pay-now booking whose checkout was opened, whose hold then lapsed and was released (EXPIRED). */
async function lapsedWithOrder() {
  const user = await loginAs();
  const { app } = await testServer();
  const { review, result } = await bookedFor(user.userId);
  const order = await initiateAs(user.token, review.bookingId, result.amountDue);
  await later(16 * MINUTE, () => app.bookings.releaseLapsedHolds());
  expect((await bookingRow(review.bookingId)).status).toBe('EXPIRED');
  return { user, review, result, order };
}

/**
 * A gap once found: the 15-minute hold could lapse while the traveller was still in the
 * checkout, which had no timeout; the payment was then captured and refunded and the traveller
 * told only by a toast.
 */
describe('a payment that arrives after its hold lapsed', () => {
  it('opens the checkout with the hold\'s remaining seconds, and the first initiate extends a hold about to lapse to cover the checkout, once', async () => {
    const user = await loginAs();
    const { review, result } = await bookedFor(user.userId);
    // Plenty of the hold left: the checkout gets what is left, and the hold stays as it was.
    const early = await initiateAs(user.token, review.bookingId, result.amountDue);
    expect(early.timeout).toBeGreaterThan(14 * 60 - VERIFY_MARGIN_SECONDS - 5);
    expect(early.timeout).toBeLessThanOrEqual(15 * 60 - VERIFY_MARGIN_SECONDS);
    // Two minutes left: the hold is extended once to cover a whole checkout.
    const extended = await later(13 * MINUTE, () => initiateAs(user.token, review.bookingId, result.amountDue));
    expect(extended.order_id).toBe(early.order_id);
    expect(extended.timeout).toBe(CHECKOUT_MINUTES * 60 - VERIFY_MARGIN_SECONDS);
    // Not again: later, the checkout only gets what is left of the extended hold.
    const again = await later((13 + CHECKOUT_MINUTES - 3) * MINUTE, () => initiateAs(user.token, review.bookingId, result.amountDue));
    expect(again.timeout).toBeLessThanOrEqual(3 * 60 - VERIFY_MARGIN_SECONDS);
    expect(again.timeout).toBeGreaterThan(3 * 60 - VERIFY_MARGIN_SECONDS - 5);
  });

  it('takes the same rooms again at the same price and confirms, when they are still free', async () => {
    const { user, review, result, order } = await lapsedWithOrder();
    const { room_type_id: roomTypeId, checkin, checkout } = await bookingRow(review.bookingId);
    const free = await takenNights(roomTypeId, checkin, checkout);
    const answer = await verify(user.token, await checkoutPay(order));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await moneySettled(review.bookingId);
    expect(await detailOf(user.token, review.bookingId)).toMatchObject({ bookingStatus: 'SUCCESS', paymentStatus: 'SUCCESS', amountPaid: result.amountDue, refunds: [] });
    expect(await takenNights(roomTypeId, checkin, checkout)).toEqual(free.map((n) => n + 1));
    expect((await providerMoney(review.bookingId)).kept).toBe(Math.round(result.amountDue * 100));
    const { db } = await testServer();
    const moves = await db.rows<{ move: string }>("select from_status || '>' || to_status as move from booking_events where booking_id = $1 and from_status <> to_status order by id", [review.bookingId]);
    expect(moves.map((m) => m.move)).toEqual(['DRAFT>PENDING', 'PENDING>EXPIRED', 'EXPIRED>PENDING', 'PENDING>SUCCESS']);
  });

  it('refunds it at once, e-mails the traveller and says so on the booking, when the rooms were taken meanwhile', async () => {
    const { user, review, result, order } = await lapsedWithOrder();
    const { app, db } = await testServer();
    await setAsideOtherMail();
    const { room_type_id: roomTypeId, checkin, checkout } = await bookingRow(review.bookingId);
    // Other travellers take every room left on those nights.
    await db.rows('update room_allotments set taken = total where room_type_id = $1 and night >= $2::date and night < $3::date', [roomTypeId, checkin, checkout]);
    const before = await takenNights(roomTypeId, checkin, checkout);
    const answer = await verify(user.token, await checkoutPay(order));
    expect(answer.status).toBe(409);
    expect(failureEnvelope.parse(answer.body).hotelFailureMsg).toBe(paymentMessages.lateRefunded);
    await moneySettled(review.bookingId);
    expect(await takenNights(roomTypeId, checkin, checkout)).toEqual(before);
    expect(await detailOf(user.token, review.bookingId)).toMatchObject({
      bookingStatus: 'EXPIRED', paymentStatus: 'REFUNDED', amountPaid: 0, refunds: [{ amount: result.amountDue, reason: 'late', status: 'processed' }],
    });
    expect((await providerMoney(review.bookingId)).kept).toBe(0);
    await app.notifications.run();
    const mail = app.notifications.mailer.sent().find((m) => m.text.includes(review.bookingId) && m.subject.startsWith('Payment refunded'));
    expect(mail?.to).toBe('asha.sharma@example.in');
    expect(mail!.text).toContain('the rooms were no longer held');
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });
});
