/**
 * Stay reviews as the rating model and the hotel page read them: their stars as a scored review
 * (the overall stay and the six aspects), the review the hotel page lists, and the hotel's
 * ratings with them counted beside its generated reviews. Pure.
 */
import type { StayRatings } from '../../../contract/stayReview';
import { todayInIndia } from '../../../domain/dates';
import { hotelRatingsOf, ratingSummary, type ScoredReview } from '../../rules/ratingModel';
import { reviewScores } from './generatedReviews';
import type { StayReviewRow } from './stayReviewRepo';

export const scoredOf = (row: Pick<StayReviewRow, 'overall' | 'cleanliness' | 'service' | 'location' | 'valueForMoney' | 'rooms' | 'food'>): ScoredReview => ({
  rating: row.overall,
  aspects: { Cleanliness: row.cleanliness, Service: row.service, Location: row.location, 'Value for money': row.valueForMoney, Rooms: row.rooms, Food: row.food },
});

/** The request's stars as the row keeps them. */
export const starsOf = (r: StayRatings) => ({
  overall: r.overallStay, cleanliness: r.maintenanceStatus, service: r.service, location: r.location, valueForMoney: r.valueForMoney, rooms: r.amenities, food: r.foodQuality,
});

/** As the reviews answer lists it: marked verified, dated the day (India) it was written. */
export const shownOf = (row: StayReviewRow) => ({
  rating: row.overall,
  title: row.title,
  user: { username: row.reviewerName },
  trip_type: row.tripType,
  published_date: todayInIndia(row.createdAt),
  text: row.body,
  verified: true as const,
});

/**
 * A hotel's reviews, scored: its stay reviews and, for a generated hotel, the generated ones its
 * catalogue ratings were made from (an imported hotel has only its guests').
 */
export function allScored(hotel: { id: string; stars: number; imported: boolean }, rows: readonly StayReviewRow[], seed: number): ScoredReview[] {
  return [...rows.map(scoredOf), ...(hotel.imported ? [] : reviewScores(hotel, seed))];
}

/** The hotel's `hotelRatings` with its stay reviews counted. */
export const hotelRatingsWith = (hotel: { id: string; stars: number; imported: boolean }, rows: readonly StayReviewRow[], seed: number) =>
  hotelRatingsOf(ratingSummary(allScored(hotel, rows, seed)));
