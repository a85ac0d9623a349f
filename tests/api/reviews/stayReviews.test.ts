import { afterEach, describe, expect, it } from 'vitest';
import { bookingMessages, myBookingsResponse } from '../../../contract/booking';
import { hotelDetailResponse } from '../../../contract/detail';
import { failureEnvelope } from '../../../contract/envelope';
import { reviewsResponse } from '../../../contract/reviews';
import { STAY_REWIND_PATH, stayReviewMessages, stayReviewResponse } from '../../../contract/stayReview';
import { ratingSummary } from '../../../server/rules/ratingModel';
import { reviewScores } from '../../../server/modules/reviews/generatedReviews';
import { paidBookingFor } from '../account/support';
import { bookedFor } from '../bookings/support';
import { api, loginAs, testServer, uniquePhone } from '../support/testApp';
import { completedStayFor, rewindStay, stars, stayReviewBody } from './support';

const DAY = 86_400_000;

async function reviewsOf(hotelId: string) {
  const res = await api('POST', '/hotel/reviews', { body: { hotelId } });
  expect(res.status).toBe(200);
  return reviewsResponse.parse(res.body).response;
}

async function storedReviews(bookingId: string): Promise<number> {
  const { db } = await testServer();
  const [row] = await db.rows<{ n: number }>('select count(*)::int as n from stay_reviews where booking_id = $1', [bookingId]);
  return row!.n;
}

async function ratingStatusOf(token: string, bookingId: string): Promise<boolean | undefined> {
  const res = await api('POST', '/my-bookings', { token, body: {} });
  expect(res.status).toBe(200);
  const lists = myBookingsResponse.parse(res.body).response;
  return [...lists.upcoming, ...lists.completed, ...lists.cancelled].find((b) => b.bookingId === bookingId)?.ratingStatus;
}

const refusal = (res: { status: number; body: unknown }) => ({ status: res.status, message: failureEnvelope.parse(res.body).hotelFailureMsg });

afterEach(async () => (await testServer()).clock.reset());

describe('POST /stay-review: a traveller rates their own stay, once, after check-out', () => {
  it('is refused before check-out, allowed once the check-out (11 AM) has passed by the server clock, and refused a second time', async () => {
    const phone = uniquePhone();
    const before = await loginAs(phone);
    // A one-night stay from the day after tomorrow: its check-out is at 11 AM three days from now.
    const { review } = await paidBookingFor(before.userId, { checkin: 2, nights: 1, hotel: 3, rooms: [{ numberOfAdults: 1 }] });
    const early = await api('POST', '/stay-review', { token: before.token, body: stayReviewBody(review.bookingId) });
    expect(refusal(early)).toEqual({ status: 409, message: stayReviewMessages.notYet });
    expect(await storedReviews(review.bookingId)).toBe(0);
    expect(await ratingStatusOf(before.token, review.bookingId)).toBe(false);

    const { clock } = await testServer();
    clock.advance(4 * DAY);
    // Days later the old session has ended: the traveller logs in again.
    const after = await loginAs(phone);
    expect(after.userId).toBe(before.userId);
    const rated = await api('POST', '/stay-review', { token: after.token, body: stayReviewBody(review.bookingId) });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    const answer = stayReviewResponse.parse(rated.body).response;
    expect(answer).toMatchObject({ bookingId: review.bookingId, ratingStatus: true, review: { rating: 5, verified: true, user: { username: 'Asha' }, trip_type: 'Solo' } });
    expect(await ratingStatusOf(after.token, review.bookingId)).toBe(true);

    const again = await api('POST', '/stay-review', { token: after.token, body: stayReviewBody(review.bookingId, { title: 'Another go at it' }) });
    expect(refusal(again)).toEqual({ status: 409, message: stayReviewMessages.alreadyRated });
    expect(await storedReviews(review.bookingId)).toBe(1);
    const { categoryList } = await reviewsOf(review.hInfo.id);
    expect(categoryList[0]!.reviewList.filter((r) => r.verified).map((r) => r.title)).toContain('Spotless and close to the station');
    expect(categoryList[0]!.reviewList.map((r) => r.title)).not.toContain('Another go at it');
  });

  it('lists the review first on the hotel page, marked verified, and counts it in the scores, the breakdown and the search card', async () => {
    const { token, userId } = await loginAs();
    const { review } = await completedStayFor(userId, { hotel: 5, rooms: [{ numberOfAdults: 1 }] });
    const hotelId = review.hInfo.id;
    const { db, config } = await testServer();
    const [hotel] = await db.rows<{ stars: number }>('select stars from hotels where id = $1', [hotelId]);
    const generated = reviewScores({ id: hotelId, stars: hotel!.stars }, config.catalogue.seed);
    const othersBefore = (await reviewsOf(hotelId)).categoryList[0]!.reviewList.length;

    // A poor stay: its 1 star must move the score down and show in the Poor share.
    const body = stayReviewBody(review.bookingId, { ratings: stars(1, { location: 2 }), title: 'Not as described', text: 'The room was dirty and the AC did not work for our whole stay.' });
    const res = await api('POST', '/stay-review', { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const { categoryList } = await reviewsOf(hotelId);
    const everyone = categoryList[0]!;
    expect(everyone.reviewList[0]).toMatchObject({ rating: 1, title: 'Not as described', verified: true, user: { username: 'Asha' } });
    expect(everyone.reviewList.filter((r) => r.verified)).toHaveLength(othersBefore - generated.length + 1);
    const expected = ratingSummary([...(await db.rows<{ overall: number; cleanliness: number; service: number; location: number; value_for_money: number; rooms: number; food: number }>(
      'select overall, cleanliness, service, location, value_for_money, rooms, food from stay_reviews where hotel_id = $1', [hotelId],
    )).map((r) => ({ rating: r.overall, aspects: { Cleanliness: r.cleanliness, Service: r.service, Location: r.location, 'Value for money': r.value_for_money, Rooms: r.rooms, Food: r.food } })), ...generated]);
    expect(everyone.reviewSummary).toEqual(expected.bands);
    expect(everyone.categoryReview).toEqual(expected.aspects);
    expect(everyone.reviewSummary.find((b) => b.type === 'Poor')!.percentage).toBeGreaterThan(0);
    // The Solo tab has it too (one adult, no company): tabs count it like any review.
    expect(categoryList.find((c) => c.categoryName === 'Solo')!.reviewList[0]).toMatchObject({ verified: true });

    // The hotel page's header and the search card agree with the reviews.
    const detail = hotelDetailResponse.parse((await api('POST', '/detail-search', { body: { id: hotelId } })).body).response.hotel;
    expect(detail.hotelRatings).toMatchObject({ userRating: expected.score, reviewCount: expected.count, overallStay: expected.score });
    const { app } = await testServer();
    const [card] = await app.catalogue.search.cards([hotelId], null, true);
    expect((JSON.parse(card!) as { hotelRatings: { userRating: number; reviewCount: number } }).hotelRatings).toMatchObject({ userRating: expected.score, reviewCount: expected.count });
  });

  it("answers another traveller's booking as not found, and changes nothing", async () => {
    const owner = await loginAs();
    const { review } = await completedStayFor(owner.userId, { hotel: 6 });
    const stranger = await loginAs();
    const res = await api('POST', '/stay-review', { token: stranger.token, body: stayReviewBody(review.bookingId) });
    expect(refusal(res)).toEqual({ status: 404, message: bookingMessages.notFound });
    // Naming the owner in the body is someone else's data: 403 before anything is read.
    const claimed = await api('POST', '/stay-review', { token: stranger.token, body: { ...stayReviewBody(review.bookingId), userId: owner.userId } });
    expect(claimed.status).toBe(403);
    expect(await storedReviews(review.bookingId)).toBe(0);
    expect(await ratingStatusOf(owner.token, review.bookingId)).toBe(false);
  });

  it('rates only a confirmed stay: a booking still awaiting payment is refused, whatever its dates', async () => {
    const { token, userId } = await loginAs();
    const { review } = await bookedFor(userId, 'payNow', { hotel: 7 });
    const res = await api('POST', '/stay-review', { token, body: stayReviewBody(review.bookingId) });
    expect(refusal(res)).toEqual({ status: 409, message: stayReviewMessages.notCompleted });
    expect(await storedReviews(review.bookingId)).toBe(0);
  });

  it('refuses bad stars, titles and texts with a message naming the field, and stores nothing', async () => {
    const { token, userId } = await loginAs();
    const { review } = await completedStayFor(userId, { hotel: 8 });
    const id = review.bookingId;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ratings: stars(0) }, /^body\.ratings\.\w+: must be a whole number of stars from 1 to 5$/],
      [{ ratings: stars(6) }, /^body\.ratings\.\w+: must be a whole number of stars from 1 to 5$/],
      [{ ratings: stars(3, { service: 3.5 }) }, /^body\.ratings\.service: must be a whole number of stars from 1 to 5$/],
      [{ ratings: { overallStay: 4 } }, /^body\.ratings\.\w+: /],
      [{ title: '  Ok  ' }, /^body\.title: must be at least 3 characters$/],
      [{ title: 'x'.repeat(101) }, /^body\.title: must be at most 100 characters$/],
      [{ title: 'Two\nlines' }, /^body\.title: must be one line$/],
      [{ text: 'Too short a text.' }, /^body\.text: must be at least 20 characters$/],
      [{ text: 'y'.repeat(2001) }, /^body\.text: must be at most 2000 characters$/],
      [{ text: `Fine stay${'\u0001'} but odd.............` }, /^body\.text: must not contain control characters$/],
      [{ bookingId: 'not-a-booking' }, /^body\.bookingId: /],
    ];
    for (const [change, message] of cases) {
      const res = await api('POST', '/stay-review', { token, body: stayReviewBody(id, change) });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(failureEnvelope.parse(res.body).hotelFailureMsg, JSON.stringify(change)).toMatch(message);
    }
    expect(await storedReviews(id)).toBe(0);
    // The same booking with a good body is still rated: the refusals changed nothing.
    const ok = await api('POST', '/stay-review', { token, body: stayReviewBody(id, { title: '  Good value  ', text: '  Clean, quiet and close to the bus stand.  ' }) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(stayReviewResponse.parse(ok.body).response.review).toMatchObject({ title: 'Good value', text: 'Clean, quiet and close to the bus stand.' });
  });
});

describe('POST /api/dev/stay-rewind (tests only)', () => {
  it("moves a confirmed stay into the past, nights kept; answers 404 for others and for clients off this machine", async () => {
    const { userId } = await loginAs();
    const { review } = await paidBookingFor(userId, { nights: 2, hotel: 9 });
    const { app, db } = await testServer();
    const off = await app.inject({ method: 'POST', url: STAY_REWIND_PATH, remoteAddress: '10.1.2.3', payload: { bookingId: review.bookingId } });
    expect(off.statusCode).toBe(404);
    await rewindStay(review.bookingId);
    const [row] = await db.rows<{ nights: number; stay: number; over: boolean }>(
      "select nights, checkout - checkin as stay, checkout < (now() at time zone 'Asia/Kolkata')::date as over from bookings where id = $1", [review.bookingId],
    );
    expect(row).toEqual({ nights: 2, stay: 2, over: true });
    const draft = await app.inject({ method: 'POST', url: STAY_REWIND_PATH, payload: { bookingId: 'PDV0000000000' } });
    expect(draft.statusCode).toBe(404);
  });
});
