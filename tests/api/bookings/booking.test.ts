import { describe, expect, it } from 'vitest';
import { bookingDetailResponse, bookingMessages, bookingResponse, cancelResponse, myBookingsResponse, priceChangedResponse, reviewPreviewResponse } from '../../../contract/booking';
import { failureEnvelope } from '../../../contract/envelope';
import { addDays, indiaDateTime } from '../../../domain/dates';
import { guestMessages } from '../../../domain/guestRules';
import { api, guestToken, loginAs, testServer } from '../support/testApp';
import { exhaust } from '../catalogue/support';
import { bookingRow, freshOption, payLaterReviewFor, payloadFor, reviewAs, takenNights } from './support';

const book = (token: string, body: unknown, headers: Record<string, string> = {}, path = '/bookFullPayment') => api('PUT', path, { token, body, headers });

async function myBookings(token: string) {
  const res = await api('POST', '/my-bookings', { token, body: {} });
  expect(res.status).toBe(200);
  return myBookingsResponse.parse(res.body).response;
}

describe('POST /hotel-review', () => {
  it("answers the option's stay from its search, the server's price, a new booking id and the option's rules", async () => {
    const user = await loginAs();
    const option = await freshOption({ rooms: [{ numberOfAdults: 2, numberOfChild: 1, childAge: [7] }, { numberOfAdults: 1 }], nights: 3 });
    const review = await reviewAs(user.token, option);
    expect(review.bookingId).toMatch(/^PDV[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(review.query).toMatchObject({ checkinDate: option.checkin, checkoutDate: addDays(option.checkin, 3) });
    expect(review.query.roomInfo.map((r) => [r.numberOfAdults, r.childAge])).toEqual([[2, [7]], [1, []]]);
    expect(review.price).toMatchObject({ total: option.total, nights: 3, rooms: 2 });
    expect(Math.round(review.price.base * 100) + Math.round(review.price.taxes * 100)).toBe(Math.round(review.price.total * 100));
    expect(review.hInfo.id).toBe(option.hotelId);
    expect(review.cancellationPolicy.id).toBe(option.optionId);
    // A second review of the same option is another booking id.
    expect((await reviewAs(user.token, option)).bookingId).not.toBe(review.bookingId);
  });

  it('answers 6034 when the room type has no rooms left for a night, 404 for an unknown or expired option, 400 for a malformed one', async () => {
    const user = await loginAs();
    const option = await freshOption();
    const review = await reviewAs(user.token, option);
    const { db, clock } = await testServer();
    const [draft] = await db.rows<{ room_type_id: string }>('select room_type_id from bookings where id = $1', [review.bookingId]);
    await exhaust(draft!.room_type_id, addDays(option.checkin, 1));
    const noRooms = await api('POST', '/hotel-review', { token: user.token, body: option });
    expect(noRooms.status).toBe(409);
    expect(failureEnvelope.parse(noRooms.body)).toMatchObject({ hotelFailureCode: 6034, hotelFailureMsg: bookingMessages.noRooms });

    const other = await freshOption({ hotel: 1 });
    const unknown = await api('POST', '/hotel-review', { token: user.token, body: { hotelId: other.hotelId, optionId: other.optionId.replace(/-[A-Z]{2}[RN]$/, '-ZZN') } });
    expect(unknown.status).toBe(404);
    const wrongHotel = await api('POST', '/hotel-review', { token: user.token, body: { hotelId: option.hotelId, optionId: other.optionId } });
    expect(wrongHotel.status).toBe(404);
    const malformed = await api('POST', '/hotel-review', { token: user.token, body: { hotelId: other.hotelId, optionId: 'x'.repeat(50) } });
    expect(malformed.status).toBe(400);
    expect(failureEnvelope.parse(malformed.body).hotelFailureMsg).toMatch(/^body\.optionId: /);
    // Searches last 30 minutes (the user's session would idle out by then: the service is asked directly).
    const { app } = await testServer();
    clock.advance(31 * 60_000);
    try {
      await expect(app.bookings.review(user.userId, other.hotelId, other.optionId)).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/expired/) });
    } finally {
      clock.reset();
    }
  });
});

describe('POST /hotel-review-preview', () => {
  it('answers any device token, a guest\'s too, the same review as the traveller will book, keeping nothing and reading nothing of anyone', async () => {
    const guest = await guestToken();
    const option = await freshOption({ rooms: [{ numberOfAdults: 1, numberOfChild: 1, childAge: [7] }] });
    const { db } = await testServer();
    const count = async () => (await db.rows<{ n: number }>('select count(*)::int as n from bookings'))[0]!.n;
    const before = await count();
    const res = await api('POST', '/hotel-review-preview', { token: guest, body: option });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = reviewPreviewResponse.parse(res.body).response;
    expect(preview).toMatchObject({ bookingId: null, prefill: null, optionId: option.optionId });
    expect(await count()).toBe(before);
    // The traveller's review, once logged in, shows the same stay, price and terms.
    const user = await loginAs();
    const { bookingId, prefill, ...kept } = await reviewAs(user.token, option);
    expect(bookingId).toMatch(/^PDV/);
    expect(prefill?.phone).toMatch(/^[6-9]\d{9}$/);
    const { bookingId: _none, prefill: _nothing, ...shown } = preview;
    expect(shown).toEqual(kept);
    // Without a device token, 401; a malformed or unknown option as the review answers it.
    expect((await api('POST', '/hotel-review-preview', { body: option })).status).toBe(401);
    const malformed = await api('POST', '/hotel-review-preview', { token: guest, body: { hotelId: option.hotelId, optionId: 'nope' } });
    expect(malformed.status).toBe(400);
    expect(failureEnvelope.parse(malformed.body).hotelFailureMsg).toMatch(/^body\.optionId: /);
    const unknown = await api('POST', '/hotel-review-preview', { token: guest, body: { hotelId: option.hotelId, optionId: option.optionId.replace(/-[A-Z]{2}[RN]$/, '-ZZN') } });
    expect(unknown.status).toBe(404);
    expect(await count()).toBe(before + 1);
  });
});

describe("the review's prefill", () => {
  it("is the traveller's profile with the login number, and what it lacks from their last booking", async () => {
    const user = await loginAs();
    const first = await reviewAs(user.token, await freshOption());
    // Nothing but the login number yet.
    expect(first.prefill).toMatchObject({ title: '', firstName: '', lastName: '', email: '' });
    const phone = first.prefill!.phone;
    expect(phone).toMatch(/^[6-9]\d{9}$/);
    expect((await book(user.token, payloadFor(first))).status).toBe(200);
    // The last booking fills the name, title and e-mail; the phone stays the login number.
    expect((await reviewAs(user.token, await freshOption())).prefill).toEqual({ title: 'Mr', firstName: 'Asha', lastName: 'Sharma', email: 'asha.sharma@example.in', phone });
    // The profile comes first, its gender giving the title.
    const saved = await api('PUT', '/saveProfile', {
      token: user.token,
      body: { fullName: 'Meera Rani Iyer', email: 'meera@example.in', mobileNumber: phone, gender: 'Female' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await reviewAs(user.token, await freshOption())).prefill).toEqual({ title: 'Ms', firstName: 'Meera', lastName: 'Rani Iyer', email: 'meera@example.in', phone });
  });
});

describe('PUT /bookFullPayment', () => {
  it('holds the rooms every night for 15 minutes, awaiting payment, at the price the server worked out', async () => {
    const user = await loginAs();
    const review = await reviewAs(user.token, await freshOption({ nights: 3 }));
    const row = await bookingRow(review.bookingId);
    const before = await takenNights(row.room_type_id, row.checkin, row.checkout);
    const { clock } = await testServer();
    const in15Minutes = () => indiaDateTime(new Date(clock.now().getTime() + 15 * 60_000));
    const from = in15Minutes();
    const res = await book(user.token, payloadFor(review));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = bookingResponse.parse(res.body).response;
    expect(result).toMatchObject({ bookingId: review.bookingId, bookingStatus: 'PENDING', paymentStatus: 'PENDING', amountDue: review.price.total, price: review.price });
    // 15 minutes from when it was booked, to the minute (the minute may turn during the call).
    expect([from, in15Minutes()]).toContain(result.holdUntil);
    expect(await takenNights(row.room_type_id, row.checkin, row.checkout)).toEqual(before.map((n) => n + 1));
    const lists = await myBookings(user.token);
    expect(lists.upcoming.map((b) => b.bookingId)).toEqual([review.bookingId]);
    expect(lists.awaiting.map((b) => b.bookingId)).toEqual([review.bookingId]);
    expect(lists.upcoming[0]).toMatchObject({ hotelName: review.hInfo.name, checkInDate: review.query.checkinDate, nights: 3, numberOfRooms: 1, paymentStatus: 'PENDING' });
    const detail = await api('POST', `/booking-detail/${review.bookingId}`, { token: user.token, body: {} });
    expect(bookingDetailResponse.parse(detail.body).response).toMatchObject({
      bookingId: review.bookingId, bookingStatus: 'PENDING', amountDue: review.price.total, holdUntil: result.holdUntil, hotelPhone: review.hInfo.ph, confirmedAt: null,
    });
    // Another traveller (a link shared with someone on another account): not found, as an unknown id is.
    const stranger = await loginAs();
    const strangers = await api('POST', `/booking-detail/${review.bookingId}`, { token: stranger.token, body: {} });
    const unknown = await api('POST', '/booking-detail/PDV0000000000', { token: stranger.token, body: {} });
    expect([strangers.status, unknown.status]).toEqual([404, 404]);
    expect(strangers.body).toEqual(unknown.body);
    const draft = await reviewAs(user.token, await freshOption());
    expect((await api('POST', `/booking-detail/${draft.bookingId}`, { token: user.token, body: {} })).status).toBe(404);
  });

  it('refuses each broken guest rule with a 400 naming the field, and books nothing', async () => {
    const user = await loginAs();
    const review = await reviewAs(user.token, await freshOption({ rooms: [{ numberOfAdults: 2, numberOfChild: 1, childAge: [5] }] }));
    const valid = payloadFor(review);
    const guest = (i: number, change: object) => {
      const payload = structuredClone(valid);
      Object.assign(payload.roomTravellerInfo[0]!.travellerInfo[i]!, change);
      return payload;
    };
    const cases: Array<[unknown, string]> = [
      [guest(0, { fN: 'Al' }), `body.roomTravellerInfo.0.travellerInfo.0.fN: ${guestMessages.firstName}`],
      [guest(0, { lN: ' ' }), `body.roomTravellerInfo.0.travellerInfo.0.lN: ${guestMessages.required}`],
      [guest(0, { ti: 'Master' }), `body.roomTravellerInfo.0.travellerInfo.0.ti: ${guestMessages.primaryTitle}`],
      [guest(1, { fN: '' }), `body.roomTravellerInfo.0.travellerInfo.1.fN: ${guestMessages.guestName}`],
      [guest(2, { ti: 'Mr' }), `body.roomTravellerInfo.0.travellerInfo.2.ti: ${guestMessages.childTitle}`],
      [guest(0, { pan: 'ABCD1234F' }), `body.roomTravellerInfo.0.travellerInfo.0.pan: ${guestMessages.pan}`],
      [{ ...valid, roomTravellerInfo: [{ travellerInfo: valid.roomTravellerInfo[0]!.travellerInfo.slice(0, 2) }] }, `body.roomTravellerInfo.0.travellerInfo: ${guestMessages.guestCount}`],
      [{ ...valid, roomTravellerInfo: [...valid.roomTravellerInfo, ...valid.roomTravellerInfo] }, 'body.roomTravellerInfo: give the guests of each of the 1 rooms booked'],
      [{ ...valid, deliveryInfo: { ...valid.deliveryInfo, emails: ['asha@'] } }, `body.deliveryInfo.emails.0: ${guestMessages.email}`],
      [{ ...valid, deliveryInfo: { ...valid.deliveryInfo, contacts: ['98765'] } }, `body.deliveryInfo.contacts.0: ${guestMessages.phone}`],
      // The login's rule for an Indian mobile: no 0123456789.
      [{ ...valid, deliveryInfo: { ...valid.deliveryInfo, contacts: ['0123456789'] } }, `body.deliveryInfo.contacts.0: ${guestMessages.mobile}`],
      [{ ...valid, specialRequest: { ...valid.specialRequest, additionalRequests: 'x'.repeat(501) } }, `body.specialRequest.additionalRequests: ${guestMessages.specialRequest}`],
      [{ ...valid, companyName: 'Acme', gstNumber: '27AAPFU0939F1ZW', companyAddress: 'Pune' }, `body.gstNumber: ${guestMessages.gstin}`],
      [{ ...valid, totalAmount: -1 }, 'body.totalAmount: '],
      [{ ...valid, hotelName: 'Hotel\u0001' }, 'body.hotelName: must not contain control characters'],
    ];
    const row = await bookingRow(review.bookingId);
    const taken = await takenNights(row.room_type_id, row.checkin, row.checkout);
    for (const [body, message] of cases) {
      const res = await book(user.token, body);
      expect(res.status, message).toBe(400);
      expect(failureEnvelope.parse(res.body).hotelFailureMsg.startsWith(message), `${failureEnvelope.parse(res.body).hotelFailureMsg} / ${message}`).toBe(true);
    }
    expect((await bookingRow(review.bookingId)).status).toBe('DRAFT');
    expect(await takenNights(row.room_type_id, row.checkin, row.checkout)).toEqual(taken);
    // A valid GSTIN with the company's name and address is kept on the booking.
    const business = await book(user.token, { ...valid, companyName: 'Acme Travels', gstNumber: '27aapfu0939f1zv', companyAddress: 'Baner, Pune' });
    expect(business.status, JSON.stringify(business.body)).toBe(200);
    const { db } = await testServer();
    expect((await db.rows<{ gst_number: string }>('select gst_number from bookings where id = $1', [review.bookingId]))[0]!.gst_number).toBe('27AAPFU0939F1ZV');
  });

  it("answers 409 'price changed' with the server's price for any other total, and books only at the server's", async () => {
    const user = await loginAs();
    const review = await reviewAs(user.token, await freshOption());
    const res = await book(user.token, payloadFor(review, { totalAmount: review.price.total - 0.01 }));
    expect(res.status).toBe(409);
    const changed = priceChangedResponse.parse(res.body);
    expect(changed.response.price).toEqual(review.price);
    expect((await bookingRow(review.bookingId)).status).toBe('DRAFT');
    expect((await book(user.token, payloadFor(review, { totalAmount: changed.response.price.total }))).status).toBe(200);
  });

  it('answers the same booking for the same Idempotency-Key and body without a second hold; 409 for another body or a second booking', async () => {
    const user = await loginAs();
    const review = await reviewAs(user.token, await freshOption());
    const row = await bookingRow(review.bookingId);
    const before = await takenNights(row.room_type_id, row.checkin, row.checkout);
    const headers = { 'idempotency-key': `book-${review.bookingId}` };
    const first = await book(user.token, payloadFor(review), headers);
    const again = await Promise.all([book(user.token, payloadFor(review), headers), book(user.token, payloadFor(review), headers)]);
    expect(first.status).toBe(200);
    for (const res of again) expect(res.body).toEqual(first.body);
    expect(await takenNights(row.room_type_id, row.checkin, row.checkout)).toEqual(before.map((n) => n + 1));
    const otherBody = await book(user.token, payloadFor(review, { deliveryInfo: { emails: ['other@example.in'], contacts: ['9876543210'], code: '+91' } }), headers);
    expect(otherBody.status).toBe(409);
    expect(failureEnvelope.parse(otherBody.body).hotelFailureMsg).toMatch(/^Idempotency-Key/);
    const withoutKey = await book(user.token, payloadFor(review));
    expect(withoutKey.status).toBe(409);
    expect(failureEnvelope.parse(withoutKey.body).hotelFailureMsg).toBe(bookingMessages.alreadyBooked);
    expect(await takenNights(row.room_type_id, row.checkin, row.checkout)).toEqual(before.map((n) => n + 1));
    const { app } = await testServer();
    expect((await app.bookings.myBookings(user.userId)).upcoming).toHaveLength(1);
  });

  it("answers another user's booking id with 404, as for one that does not exist, and changes nothing", async () => {
    const owner = await loginAs();
    const stranger = await loginAs();
    const review = await reviewAs(owner.token, await freshOption());
    const payload = payloadFor(review);
    delete payload.userId;
    const res = await book(stranger.token, payload);
    const none = await book(stranger.token, { ...payload, bookingId: 'PDV0000000000' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(none.body);
    expect((await bookingRow(review.bookingId)).status).toBe('DRAFT');
    const cancel = await api('POST', `/cancelBooking/${review.bookingId}`, { token: stranger.token, body: { changeOfPlans: true } });
    expect(cancel.status).toBe(404);
  });

  it('answers 6034 and writes nothing when a night has no room left', async () => {
    const user = await loginAs();
    const option = await freshOption({ nights: 3 });
    const review = await reviewAs(user.token, option);
    const row = await bookingRow(review.bookingId);
    await exhaust(row.room_type_id, addDays(row.checkin, 2));
    const res = await book(user.token, payloadFor(review));
    expect(res.status).toBe(409);
    expect(failureEnvelope.parse(res.body)).toMatchObject({ hotelFailureCode: 6034, hotelFailureMsg: bookingMessages.noRoomsToBook });
    expect((await bookingRow(review.bookingId)).status).toBe('DRAFT');
    const taken = await takenNights(row.room_type_id, row.checkin, row.checkout);
    expect(taken.slice(0, 2)).toEqual([0, 0]);
  });
});

describe('holds lapse', () => {
  it('expires a pay-now booking unpaid after 15 minutes and gives its rooms back', async () => {
    const user = await loginAs();
    const review = await reviewAs(user.token, await freshOption());
    const row = await bookingRow(review.bookingId);
    expect((await book(user.token, payloadFor(review))).status).toBe(200);
    const { app, clock } = await testServer();
    clock.advance(14 * 60_000);
    try {
      await app.bookings.releaseLapsedHolds();
      expect((await bookingRow(review.bookingId)).status).toBe('PENDING');
      clock.advance(2 * 60_000);
      expect(await app.bookings.releaseLapsedHolds()).toBeGreaterThanOrEqual(1);
      expect(await bookingRow(review.bookingId)).toMatchObject({ status: 'EXPIRED', payment_status: 'NOT_PAID' });
      expect(await takenNights(row.room_type_id, row.checkin, row.checkout)).toEqual([0, 0]);
      // Running it again changes nothing.
      await app.bookings.releaseLapsedHolds();
      expect(await takenNights(row.room_type_id, row.checkin, row.checkout)).toEqual([0, 0]);
      const lists = await myBookings(user.token);
      expect(lists.cancelled.map((b) => [b.bookingId, b.bookingStatus])).toEqual([[review.bookingId, 'EXPIRED']]);
      expect(lists.upcoming).toEqual([]);
    } finally {
      clock.reset();
    }
  });

  it('blocks a pay-later booking until its pay-by time, then cancels it as not paid', async () => {
    const user = await loginAs();
    const review = await payLaterReviewFor(user.userId);
    expect(review.conditions.isBA).toBe(true);
    const res = await book(user.token, payloadFor(review), {}, '/bookWithZero');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = bookingResponse.parse(res.body).response;
    expect(result).toMatchObject({ bookingStatus: 'HOLD', paymentStatus: 'PENDING', holdUntil: review.conditions.payBy });
    expect(review.conditions.payBy! < review.ddt!).toBe(true);
    const lists = await myBookings(user.token);
    expect(lists.awaiting.map((b) => [b.bookingId, b.bookingStatus, b.holdUntil])).toEqual([[review.bookingId, 'HOLD', review.conditions.payBy]]);
    const { app, clock } = await testServer();
    const row = await bookingRow(review.bookingId);
    const payByMs = Date.parse(`${review.conditions.payBy}:00+05:30`);
    clock.advance(payByMs - clock.now().getTime() + 60_000);
    try {
      await app.bookings.releaseLapsedHolds();
      expect(await bookingRow(review.bookingId)).toMatchObject({ status: 'CANCELLED', payment_status: 'NOT_PAID' });
      expect((await takenNights(row.room_type_id, row.checkin, row.checkout)).every((n) => n === 0)).toBe(true);
      const after = await app.bookings.myBookings(user.userId);
      expect(after.cancelled[0]!.cancelled?.reason).toBe('not paid');
    } finally {
      clock.reset();
    }
  });

  it('refuses pay later for an option that does not offer it', async () => {
    const user = await loginAs();
    let review = await reviewAs(user.token, await freshOption());
    for (let hotel = 1; review.conditions.isBA && hotel < 20; hotel++) review = await reviewAs(user.token, await freshOption({ hotel }));
    expect(review.conditions.isBA).toBe(false);
    const res = await book(user.token, payloadFor(review), {}, '/bookWithZero');
    expect(res.status).toBe(409);
    expect(failureEnvelope.parse(res.body).hotelFailureMsg).toBe(bookingMessages.payLaterUnavailable);
  });
});

describe('POST /cancelBooking/{bookingId}', () => {
  it('needs a reason, gives the rooms back, keeps the reason, and refuses a second cancel with 409', async () => {
    const user = await loginAs();
    const review = await reviewAs(user.token, await freshOption());
    const row = await bookingRow(review.bookingId);
    expect((await book(user.token, payloadFor(review))).status).toBe(200);
    const noReason = await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { comments: 'no reason ticked' } });
    expect(noReason.status).toBe(400);
    expect(failureEnvelope.parse(noReason.body).hotelFailureMsg).toBe(bookingMessages.cancelReason);
    expect((await bookingRow(review.bookingId)).status).toBe('PENDING');
    const listed = (await myBookings(user.token)).upcoming[0]!;
    expect(listed.cancellation).toEqual({ penalty: 0, refund: 0, freeUntil: review.ddt });

    const res = await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { bookingId: review.bookingId, userId: user.userId, changeOfPlans: true, comments: 'Dates moved' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(cancelResponse.parse(res.body).response).toEqual({ bookingId: review.bookingId, bookingStatus: 'CANCELLED', paymentStatus: 'NOT_PAID', refund: 0, penalty: 0 });
    expect(await takenNights(row.room_type_id, row.checkin, row.checkout)).toEqual([0, 0]);
    const lists = await myBookings(user.token);
    expect(lists.upcoming).toEqual([]);
    expect(lists.cancelled[0]).toMatchObject({ bookingId: review.bookingId, bookingStatus: 'CANCELLED', cancelled: { reason: 'Change of plans: Dates moved', refund: 0 } });
    const twice = await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } });
    expect(twice.status).toBe(409);
    expect(await takenNights(row.room_type_id, row.checkin, row.checkout)).toEqual([0, 0]);
    const { app } = await testServer();
    const events = await app.bookings.myBookings(user.userId);
    expect(events.cancelled).toHaveLength(1);
  });

  it('answers 404 for an unknown booking and 400 for a malformed id', async () => {
    const user = await loginAs();
    expect((await api('POST', '/cancelBooking/PDV0000000000', { token: user.token, body: { changeOfPlans: true } })).status).toBe(404);
    expect((await api('POST', '/cancelBooking/123', { token: user.token, body: { changeOfPlans: true } })).status).toBe(400);
  });
});
