import { describe, expect, it } from 'vitest';
import { bookingDetailResponse, myBookingsResponse } from '../../../contract/booking';
import { indiaDateTime } from '../../../domain/dates';
import { api, loginAs, testServer } from '../support/testApp';
import { payLaterReviewFor, payloadFor } from '../bookings/support';
import { checkoutPay, initiateAs, moneySettled, verify } from './support';

/**
 * Refund tracking, read from the payment ledger: a cancelled booking's answers carry each
 * refund with its status and when it was initiated and processed, so the pages can say where the
 * money is.
 */
describe('the refunds of a cancelled booking', () => {
  it('are answered initiated, then processed with the moment the provider processed them (India local time)', async () => {
    const user = await loginAs();
    const { app, clock } = await testServer();
    // A refundable plan, paid, cancelled while free: its whole payment comes back.
    const review = await payLaterReviewFor(user.userId);
    const booked = await app.bookings.book(user.userId, payloadFor(review), 'payNow', undefined);
    const order = await initiateAs(user.token, review.bookingId, booked.amountDue);
    expect((await verify(user.token, await checkoutPay(order))).status).toBe(200);
    await moneySettled(review.bookingId);
    const from = clock.now();
    expect((await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } })).status).toBe(200);
    const minutes = () => [indiaDateTime(from), indiaDateTime(clock.now())];

    const detail = async () => bookingDetailResponse.parse((await api('POST', `/booking-detail/${review.bookingId}`, { token: user.token, body: {} })).body).response;
    const initiated = (await detail()).refunds;
    expect(initiated).toHaveLength(1);
    expect(initiated[0]).toMatchObject({ amount: booked.amountDue, reason: 'cancellation' });
    expect(minutes()).toContain(initiated[0]!.initiatedAt);
    if (initiated[0]!.status !== 'processed') expect(initiated[0]).toMatchObject({ status: 'pending', processedAt: null });

    await moneySettled(review.bookingId);
    const processed = (await detail()).refunds[0]!;
    expect(processed).toMatchObject({ status: 'processed', initiatedAt: initiated[0]!.initiatedAt });
    expect(minutes()).toContain(processed.processedAt);
    // The lists say the same.
    const lists = myBookingsResponse.parse((await api('POST', '/my-bookings', { token: user.token, body: {} })).body).response;
    expect(lists.cancelled.find((b) => b.bookingId === review.bookingId)?.refunds).toEqual([processed]);
  });
});
