import { expect } from 'vitest';
import { STAY_REWIND_PATH, type StayRatings } from '../../../contract/stayReview';
import { paidBookingFor } from '../account/support';
import { testServer } from '../support/testApp';

/** A stay's stars, all `n` but those given. */
export const stars = (n: number, some: Partial<StayRatings> = {}): StayRatings => ({
  overallStay: n, maintenanceStatus: n, service: n, location: n, valueForMoney: n, amenities: n, foodQuality: n, ...some,
});

/** A valid POST /stay-review body for the booking. */
export const stayReviewBody = (bookingId: string, overrides: Record<string, unknown> = {}) => ({
  bookingId,
  ratings: stars(4, { overallStay: 5, foodQuality: 3 }),
  title: 'Spotless and close to the station',
  text: 'Clean room, helpful front desk and a short walk from the station. Breakfast could have more choice.',
  ...overrides,
});

/** Moves a confirmed booking's stay into the past (the dev route, from this machine), so it can be rated. */
export async function rewindStay(bookingId: string): Promise<void> {
  const { app } = await testServer();
  const res = await app.inject({ method: 'POST', url: STAY_REWIND_PATH, payload: { bookingId } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A paid booking of the user's whose stay is over (its check-out was yesterday). */
export async function completedStayFor(userId: string, opts: Parameters<typeof paidBookingFor>[1] = {}) {
  const paid = await paidBookingFor(userId, opts);
  await rewindStay(paid.review.bookingId);
  return paid;
}
