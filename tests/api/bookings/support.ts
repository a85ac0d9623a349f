import { expect } from 'vitest';
import type { BookingPayload, ReviewResponseBody } from '../../../contract/booking';
import { reviewResponse } from '../../../contract/booking';
import { hotelSearchResponse } from '../../../contract/search';
import { api, testServer } from '../support/testApp';
import { searchBody, type RoomSpec } from '../catalogue/support';

let stayOffset = 0;
/** Booking tests book in Bengaluru: the catalogue tests set and clear Mumbai's, Delhi's and Jaipur's allotment rows as they need. */
const BENGALURU = 1277333;

/**
 * A fresh search of a city, its `n`-th hotel's lead option. Each call searches other dates (a
 * stay further ahead each time), so bookings made by different tests do not share nights.
 */
export async function freshOption(opts: { city?: number; rooms?: RoomSpec[]; nights?: number; hotel?: number; checkin?: number } = {}) {
  const checkin = opts.checkin ?? 20 + ((stayOffset += 3) % 300);
  const body = await searchBody({ checkin, nights: opts.nights ?? 2, city: opts.city ?? BENGALURU, ...(opts.rooms ? { rooms: opts.rooms } : {}) });
  const res = await api('POST', '/hotel-search-v2', { body });
  expect(res.status).toBe(200);
  const { response } = hotelSearchResponse.parse(res.body);
  const hit = response.searchResult.his[opts.hotel ?? 0]!;
  return { hotelId: hit.id, optionId: hit.ops[0]!.id, total: hit.ops[0]!.tp, hotelSearchId: response.hotelSearchId, checkin: body.searchQuery.checkinDate };
}

/** POST /hotel-review as a user, through HTTP. */
export async function reviewAs(token: string, option: { hotelId: string; optionId: string }): Promise<ReviewResponseBody> {
  const res = await api('POST', '/hotel-review', { token, body: { hotelId: option.hotelId, optionId: option.optionId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return reviewResponse.parse(res.body).response;
}

/** A review made straight through the service (for rows that need a draft before the call under test). */
export async function reviewFor(userId: string, opts: Parameters<typeof freshOption>[0] = {}): Promise<ReviewResponseBody> {
  const option = await freshOption(opts);
  const { app } = await testServer();
  return app.bookings.review(userId, option.hotelId, option.optionId);
}

/** Guests for every searched room of a review, valid for its option. */
export function payloadFor(review: ReviewResponseBody, overrides: Partial<BookingPayload> = {}): BookingPayload {
  const rooms = review.query.roomInfo.flatMap((r) => Array.from({ length: r.numberOfRooms }, () => r));
  const names = ['Asha', 'Vikram', 'Meera', 'Rohan', 'Kavya', 'Arjun', 'Isha', 'Dev', 'Tara', 'Kabir'];
  let n = 0;
  const name = () => names[n++ % names.length]!;
  return {
    bookingId: review.bookingId,
    hotelId: review.hInfo.id,
    roomTravellerInfo: rooms.map((room, r) => ({
      travellerInfo: [
        ...Array.from({ length: room.numberOfAdults }, (_, a) => ({
          fN: name(), lN: 'Sharma', ti: a === 0 ? 'Mr' : 'Mrs', pt: 'ADULT' as const,
          ...(r === 0 && a === 0 && review.conditions.ipr ? { pan: 'ABCDE1234F' } : {}),
          ...(r === 0 && a === 0 && review.conditions.ipm ? { pNum: 'K1234567' } : {}),
        })),
        ...room.childAge.map((age) => ({ fN: name(), lN: 'Sharma', ti: age < 12 ? 'Master' : 'Mr', pt: 'CHILD' as const })),
      ],
    })) as BookingPayload['roomTravellerInfo'],
    deliveryInfo: { emails: ['asha.sharma@example.in'], contacts: ['9876543210'], code: '+91' },
    specialRequest: { smokingRoom: false, lateCheckIn: true, earlyCheckIn: false, highFloor: false, largeBed: false, twinBed: false, additionalRequests: 'A quiet room, please.' },
    hotelName: review.hInfo.name,
    totalAmount: review.price.total,
    basePrice: review.price.base,
    totalTax: review.price.taxes,
    ...overrides,
  };
}

/** A booking paid now (PENDING) or blocked (HOLD) for a user, straight through the service. */
export async function bookedFor(userId: string, mode: 'payNow' | 'payLater' = 'payNow', opts: Parameters<typeof freshOption>[0] = {}) {
  const review = await reviewFor(userId, opts);
  const { app } = await testServer();
  const result = await app.bookings.book(userId, payloadFor(review), mode, undefined);
  return { review, result };
}

/** Rooms taken of a room type on each night of [from, to). */
export async function takenNights(roomTypeId: string, from: string, to: string): Promise<number[]> {
  const { db } = await testServer();
  const rows = await db.rows<{ taken: number }>(
    `select coalesce(a.taken, 0)::int as taken from generate_series($2::date, $3::date - 1, interval '1 day') d
       left join room_allotments a on a.room_type_id = $1 and a.night = d::date order by d`,
    [roomTypeId, from, to],
  );
  return rows.map((r) => r.taken);
}

/** The booking's row as stored. */
export async function bookingRow(id: string) {
  const { db } = await testServer();
  const [row] = await db.rows<{ status: string; payment_status: string; room_type_id: string; checkin: string; checkout: string; rooms: number; total_paise: number }>(
    `select status, payment_status, room_type_id, to_char(checkin, 'YYYY-MM-DD') as checkin, to_char(checkout, 'YYYY-MM-DD') as checkout, rooms, total_paise from bookings where id = $1`,
    [id],
  );
  return row!;
}

/** A review, made through the service, of the first option (hotel by hotel) that `pick` takes. */
export async function optionReviewFor(userId: string, pick: (option: HotelOption) => boolean, what: string): Promise<ReviewResponseBody> {
  const { app } = await testServer();
  for (let hotel = 0; hotel < 30; hotel++) {
    const option = await freshOption({ hotel });
    const detail = await app.catalogue.hotels.bySearch(option.hotelId, option.hotelSearchId, null);
    const picked = detail.hotel.ops.find(pick);
    if (picked) return app.bookings.review(userId, option.hotelId, picked.id);
  }
  throw new Error(`no hotel offers ${what} in the test catalogue`);
}
type HotelOption = Awaited<ReturnType<Awaited<ReturnType<typeof testServer>>['app']['catalogue']['hotels']['bySearch']>>['hotel']['ops'][number];

/** A review, made through the service, of an option that can be booked now and paid later. */
export const payLaterReviewFor = (userId: string) => optionReviewFor(userId, (o) => o.isBA, 'pay later');

/** A review, made through the service, of a non-refundable option (cancelling keeps all of it). */
export const nonRefundableReviewFor = (userId: string) => optionReviewFor(userId, (o) => o.cnp.inra, 'a non-refundable plan');
