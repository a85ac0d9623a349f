/**
 * POST /stay-review: the traveller's review of a completed stay. A failed call rejects as the
 * account calls do (AccountCallError, account.ts), so the form says the server's words for a
 * refusal. What a review changes: the bookings lists (the booking is rated) and the hotel's page
 * and reviews (it is on them now).
 */
import { z } from 'zod';
import { failureEnvelope } from '../../contract/envelope';
import { STAY_REVIEW_PATH, stayReviewResponse, type StayReviewRequest, type StayReviewResult } from '../../contract/stayReview';
import { accountCall } from './account';
import { invalidate, refresh } from './cache';
import { bookingKeys, detailKeys, searchKeys } from './cacheKeys';
import { call } from './client';

/** Kept with the call, not with the schemas every page loads: only the bookings page rates a stay. */
const stayReviewAnswer = z.union([stayReviewResponse, failureEnvelope]);

/** Sent once, never repeated: a second review of the same stay is refused. */
export function rateStay(request: StayReviewRequest): Promise<StayReviewResult> {
  return accountCall(() => call(stayReviewAnswer, STAY_REVIEW_PATH, { method: 'POST', body: request, retry: 0 }));
}

/** The bookings lists, read again at once: the rated booking's button goes. */
export const refreshBookingLists = (): Promise<void> => refresh(bookingKeys.all);

/**
 * The hotel's reviews, its page and the search cards (its score), read again when next shown; a
 * booking that does not name its hotel leaves every hotel's reviews to be read again.
 */
export function refreshReviewedHotel(hotelId: string | undefined): Promise<void> {
  // Without a hotel: the reviews key's prefix, every hotel's.
  const reviews = hotelId ? detailKeys.reviews(hotelId) : detailKeys.reviews('').slice(0, 1);
  return Promise.all([invalidate(reviews), invalidate(detailKeys.all), invalidate(searchKeys.all)]).then(() => undefined);
}
