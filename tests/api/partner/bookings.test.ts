import { beforeAll, describe, expect, it } from 'vitest';
import { hotelSearchResponse } from '../../../contract/search';
import { api, loginAs } from '../support/testApp';
import { searchBody } from '../catalogue/support';
import { payloadFor, reviewAs } from '../bookings/support';
import { HYDERABAD, keyFor, partnerCall, partnerHotels, type PartnerHotel } from './support';

let hotel: PartnerHotel;
let key: string;

beforeAll(async () => {
  hotel = (await partnerHotels())[35]!;
  key = await keyFor([hotel.code]);
});

/** A traveller books the hotel's lead option `checkin` days ahead, to pay now or later. */
async function book(checkin: number, mode: 'bookFullPayment' | 'bookWithZero') {
  const { token } = await loginAs();
  const body = await searchBody({ city: HYDERABAD, checkin, nights: 2 });
  body.searchQuery.searchPreferences = { ...body.searchQuery.searchPreferences, hids: [hotel.id] } as typeof body.searchQuery.searchPreferences;
  const found = hotelSearchResponse.parse((await api('POST', '/hotel-search-v2', { body })).body).response;
  const hit = found.searchResult.his.find((h) => h.id === hotel.id)!;
  const option = mode === 'bookWithZero' ? (hit.ops.find((o) => o.pl) ?? hit.ops[0]!) : hit.ops[0]!;
  const review = await reviewAs(token, { hotelId: hotel.id, optionId: option.id });
  const res = await api('PUT', `/${mode}`, { token, body: { ...payloadFor(review), totalAmount: review.price.total } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token, review, bookingId: res.body.response.bookingId as string };
}

describe('GET /api/partner/v1/bookings', () => {
  it("lists the hotel's new, changed and cancelled bookings since a time, oldest change first, with what a channel manager needs", async () => {
    const since = new Date().toISOString();
    const first = await book(120, 'bookFullPayment');
    const second = await book(124, 'bookFullPayment');
    const page = await partnerCall('GET', `/bookings?hotelCode=${hotel.code}&since=${since}`, { key });
    expect(page.status).toBe(200);
    const { bookings, next } = page.body.response;
    expect(next).toBeNull();
    expect(bookings.map((b: { bookingId: string }) => b.bookingId)).toEqual([first.bookingId, second.bookingId]);
    const room = hotel.rooms.find((r) => r.id === first.review.optionId.split('-').slice(1, 3).join('-'))!;
    expect(bookings[0]).toMatchObject({
      status: 'pendingPayment',
      roomCode: room.code,
      planCode: room.plans.find((p) => p.code === first.review.optionId.split('-')[3])!.partnerCode,
      checkin: first.review.query.checkinDate,
      checkout: first.review.query.checkoutDate,
      rooms: 1,
      adults: 2,
      children: 0,
      guest: { firstName: 'Asha', lastName: 'Sharma', email: 'asha.sharma@example.in', phone: '+91 9876543210' },
      totalPaise: Math.round(first.review.price.total * 100),
      paidPaise: 0,
      specialRequests: ['Late check-in', 'A quiet room, please.'],
      cancelledAt: null,
    });
    // The first is cancelled: it comes again, after the second, as cancelled.
    const later = bookings[1].updatedAt as string;
    const cancelled = await api('POST', `/cancelBooking/${first.bookingId}`, { token: first.token, body: { changeOfPlans: true, foundBetterDeal: false, personalReasons: false, otherReasons: false, comments: '' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await partnerCall('GET', `/bookings?hotelCode=${hotel.code}&since=${later}`, { key });
    expect(after.body.response.bookings.map((b: { bookingId: string; status: string }) => [b.bookingId, b.status])).toEqual([
      [second.bookingId, 'pendingPayment'],
      [first.bookingId, 'cancelled'],
    ]);
    expect(after.body.response.bookings[1].cancelledAt).not.toBeNull();
  });

  it('pages by cursor, and refuses a since that is not a time or a cursor it did not give', async () => {
    for (const bad of ['since=yesterday', 'cursor=abc', '', 'since=2026-01-01T00:00:00Z&extra=1']) {
      const res = await partnerCall('GET', `/bookings?hotelCode=${hotel.code}&${bad}`, { key });
      expect(res.status, bad).toBe(400);
    }
    const res = await partnerCall('GET', `/bookings?hotelCode=${hotel.code}&since=2026-01-01T00:00:00Z`, { key });
    expect(res.status).toBe(200);
    const last = res.body.response.bookings.at(-1);
    // A cursor after the last booking: nothing more.
    const cursor = `${String(new Date(last.updatedAt).getTime()).padStart(13, '0')}.${last.bookingId}`;
    const rest = await partnerCall('GET', `/bookings?hotelCode=${hotel.code}&cursor=${cursor}`, { key });
    expect(rest.body.response).toEqual({ bookings: [], next: null });
  });
});
