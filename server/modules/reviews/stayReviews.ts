/**
 * Rating a stay: only the booking's own traveller (another's booking is not found, as everywhere
 * else), only a confirmed stay, only after its check-out (11 AM India time on the check-out day,
 * by the server's clock), and only once. The review is stored with the hotel's ratings made again
 * with it in one transaction; the catalogue then reads the hotel again, so the hotel page, search
 * and the reviews answer all count it.
 */
import { stayReviewMessages, type StayReviewRequest, type StayReviewResult } from '../../../contract/stayReview';
import type { TripType } from './generatedReviews';
import { stayCompleted } from '../../rules/invoiceAvailability';
import { ApiError } from '../../http/apiError';
import type { BookingRow } from '../bookings/repo';
import { AlreadyRated, type StayReviewRepo, type StayReviewRow } from './stayReviewRepo';
import { hotelRatingsWith, shownOf, starsOf } from './verifiedReviews';

export interface StayReviewDeps {
  repo: StayReviewRepo;
  /** The user's own booking, or a 404 (bookings/service.ts). */
  ownBooking: (userId: string, bookingId: string) => Promise<BookingRow>;
  clock: () => Date;
  /** The catalogue seed the hotel's generated reviews come from. */
  seed: number;
  /** The hotel's ratings changed here: the catalogue reads it again at once. */
  hotelChanged: (hotelId: string) => Promise<void>;
}

/** What kind of trip a booking was, as the reviews' tabs group them. */
export function tripTypeOf(booking: Pick<BookingRow, 'adults' | 'children' | 'rooms' | 'gstNumber'>): TripType {
  if (booking.children > 0) return 'Family';
  if (booking.gstNumber) return 'Business';
  if (booking.adults === 1) return 'Solo';
  if (booking.adults === 2 && booking.rooms === 1) return 'Couples';
  return 'Friends';
}

/** The name the hotel page gives the reviewer: the lead guest's first name. */
function reviewerName(booking: Pick<BookingRow, 'guests'>): string {
  const lead = booking.guests?.[0]?.travellerInfo.find((t) => t.pt === 'ADULT');
  return lead?.fN.trim().split(/\s+/)[0] || 'Guest';
}

export function stayReviewService({ repo, ownBooking, clock, seed, hotelChanged }: StayReviewDeps) {
  return {
    /** POST /stay-review */
    async write(userId: string, body: StayReviewRequest): Promise<StayReviewResult> {
      const booking = await ownBooking(userId, body.bookingId);
      if (booking.status !== 'SUCCESS') throw new ApiError('conflict', stayReviewMessages.notCompleted);
      const now = clock();
      if (!stayCompleted(booking.checkout, now)) throw new ApiError('conflict', stayReviewMessages.notYet);
      const row: StayReviewRow = {
        bookingId: booking.id,
        userId,
        hotelId: booking.hotelId,
        ...starsOf(body.ratings),
        title: body.title,
        body: body.text,
        reviewerName: reviewerName(booking),
        tripType: tripTypeOf(booking),
        createdAt: now,
      };
      try {
        await repo.write(row, (hotel, all) => hotelRatingsWith(hotel, all, seed));
      } catch (error) {
        if (error instanceof AlreadyRated) throw new ApiError('conflict', stayReviewMessages.alreadyRated);
        throw error;
      }
      await hotelChanged(booking.hotelId);
      return { bookingId: booking.id, ratingStatus: true, review: shownOf(row) };
    },
  };
}
export type StayReviewService = ReturnType<typeof stayReviewService>;
