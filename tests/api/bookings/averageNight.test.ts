import { describe, expect, it } from 'vitest';
import { bookingDetailResponse } from '../../../contract/booking';
import { hotelSearchResponse } from '../../../contract/search';
import { dayNumber, weekdayOfDay } from '../../../domain/dates';
import { api, loginAs, testServer } from '../support/testApp';
import { day, searchBody } from '../catalogue/support';
import { payloadFor, reviewAs } from './support';

const BENGALURU = 1277333;

/** Days from today to the next Thursday at least 60 days ahead (clear of the other booking tests' nights). */
async function thursdayAhead(): Promise<number> {
  for (let offset = 60; ; offset++) if (weekdayOfDay(dayNumber(await day(offset))) === 4) return offset;
}

/** The first Bengaluru hotel whose lead option's two nights from `checkin` do (or do not) cost different amounts. */
async function hotelWhoseNights(checkin: number, differ: boolean) {
  const res = await api('POST', '/hotel-search-v2', { body: await searchBody({ checkin, nights: 2, city: BENGALURU }) });
  const hit = hotelSearchResponse.parse(res.body).response.searchResult.his.find((h) => (h.nightsDiffer === true) === differ);
  expect(hit, `a hotel whose nights ${differ ? 'differ' : 'cost the same'}`).toBeDefined();
  return { hotelId: hit!.id, optionId: hit!.ops[0]!.id };
}

describe('the price of a stay whose nights cost different amounts', () => {
  it('the review and the booking say so (its figure per night is their average), as the card did; a stay of equal nights says not', async () => {
    const user = await loginAs();
    const { app } = await testServer();
    const thursday = await thursdayAhead();
    // Thursday and Friday nights (a Friday night costs more); then Monday and Tuesday.
    for (const [checkin, differ] of [[thursday, true], [thursday + 4, false]] as const) {
      const review = await reviewAs(user.token, await hotelWhoseNights(checkin, differ));
      expect(review.price.nightsDiffer).toBe(differ);
      await app.bookings.book(user.userId, payloadFor(review), 'payNow', undefined);
      const detail = await api('POST', `/booking-detail/${review.bookingId}`, { token: user.token, body: {} });
      expect(bookingDetailResponse.parse(detail.body).response.price).toEqual(review.price);
    }
  });
});
