/**
 * Guest reviews: first the reviews guests wrote of their own stays here (POST /stay-review),
 * newest first and marked verified, then the hotel's generated reviews (server/modules/reviews/generatedReviews.ts,
 * the ones its catalogue ratings were summarised from; an imported hotel has none). Categories:
 * Everyone, then Families, Couples, Solo and Business when they have reviews; each with its band
 * shares, aspect averages and reviews, summarised by the one rating model (server/rules/ratingModel.ts)
 * from all of them, so Everyone agrees with the hotel's ratings.
 */
import { addDays } from '../../../domain/dates';
import { ratingSummary, type ScoredReview } from '../../rules/ratingModel';
import { notFound } from '../../http/apiError';
import { generateReviews, type GeneratedReview, type TripType } from './generatedReviews';
import type { CatalogueReads } from '../catalogue/store/hotels';
import { guestPhotoUrl } from '../media/urls';
import type { StayReviewRow } from './stayReviewRepo';
import { scoredOf, shownOf } from './verifiedReviews';

const CATEGORIES: Array<{ name: 'Everyone' | 'Families' | 'Couples' | 'Solo' | 'Business'; trip?: TripType }> = [
  { name: 'Everyone' }, { name: 'Families', trip: 'Family' }, { name: 'Couples', trip: 'Couples' }, { name: 'Solo', trip: 'Solo' }, { name: 'Business', trip: 'Business' },
];

export interface Review {
  rating: number;
  title: string;
  user: { username: string };
  trip_type: TripType;
  published_date: string;
  text: string;
  verified?: true;
}

const asReview = (rv: GeneratedReview, seededOn: string): Review => ({
  rating: rv.rating,
  title: rv.title,
  user: { username: rv.username },
  trip_type: rv.tripType,
  published_date: addDays(seededOn, -rv.daysAgo),
  text: rv.text,
});

/** A review of either kind with what the tabs and the summaries need. */
interface Listed {
  scored: ScoredReview;
  tripType: TripType;
  shown: Review;
}

/**
 * `seededOn`: the day (YYYY-MM-DD) the catalogue was seeded. Reviews are dated in the 700 days
 * before it: recent, yet the same for a given seed and seeding day however often they are asked.
 * `stayReviewsOf`: a hotel's stay reviews, newest first (stayReviewRepo.ts).
 */
export function reviewService(catalogue: CatalogueReads, seed: number, seededOn: string, stayReviewsOf: (hotelId: string) => Promise<StayReviewRow[]>) {
  return {
    /** POST /hotel/reviews */
    async reviews(hotelId: string) {
      const hotel = catalogue.hotel(hotelId);
      if (!hotel) throw notFound(`hotelId: no hotel with id ${hotelId}`);
      const verified: Listed[] = (await stayReviewsOf(hotel.id)).map((row) => ({ scored: scoredOf(row), tripType: row.tripType, shown: shownOf(row) }));
      // An imported hotel has no generated reviews: none are made up for it.
      const generated = hotel.imported ? [] : generateReviews(hotel, seed);
      const all: Listed[] = [...verified, ...generated.map((rv) => ({ scored: rv, tripType: rv.tripType, shown: asReview(rv, seededOn) }))];
      if (all.length === 0) return { categoryList: [], photos: [] };
      const categoryList = CATEGORIES.flatMap(({ name, trip }) => {
        const list = trip ? all.filter((rv) => rv.tripType === trip) : all;
        if (list.length === 0 && trip) return [];
        const summary = ratingSummary(list.map((rv) => rv.scored));
        return [{
          categoryName: name,
          reviewSummary: summary.bands,
          categoryReview: summary.aspects,
          reviewList: list.map((rv) => rv.shown),
        }];
      });
      // The photos guests added to their reviews, newest first: none when no guest added any.
      const photos = generated.flatMap((rv) => rv.photos).map((photo, n) => ({
        id: `${hotel.id}-p${n + 1}`,
        caption: photo.caption,
        images: { original: { url: guestPhotoUrl(hotel.id, n, photo.kind) } },
      }));
      return { categoryList, photos };
    },
  };
}
export type ReviewService = ReturnType<typeof reviewService>;
