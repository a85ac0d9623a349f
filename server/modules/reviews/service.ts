/**
 * Guest reviews: the hotel's generated reviews (server/db/seed/reviews.ts, the ones its catalogue
 * ratings were summarised from). Categories: Everyone, then Families, Couples, Solo and Business
 * when they have reviews; each with its band shares, aspect averages and reviews, summarised by
 * the one rating model (domain/ratingModel.ts), so Everyone agrees with the hotel's ratings.
 */
import { addDays } from '../../../domain/dates';
import { ratingSummary } from '../../../domain/ratingModel';
import { notFound } from '../../http/apiError';
import { generateReviews, type GeneratedReview, type TripType } from '../../db/seed/reviews';
import type { CatalogueReads } from '../catalogue/store/hotels';
import { guestPhotoUrl } from '../media/urls';

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
}

const asReview = (rv: GeneratedReview, seededOn: string): Review => ({
  rating: rv.rating,
  title: rv.title,
  user: { username: rv.username },
  trip_type: rv.tripType,
  published_date: addDays(seededOn, -rv.daysAgo),
  text: rv.text,
});

/**
 * `seededOn`: the day (YYYY-MM-DD) the catalogue was seeded. Reviews are dated in the 700 days
 * before it: recent, yet the same for a given seed and seeding day however often they are asked.
 */
export function reviewService(catalogue: CatalogueReads, seed: number, seededOn: string) {
  return {
    /** POST /hotel/reviews */
    reviews(hotelId: string) {
      const hotel = catalogue.hotel(hotelId);
      if (!hotel) throw notFound(`hotelId: no hotel with id ${hotelId}`);
      // An imported hotel has no reviews here (yet): none are made up for it.
      if (hotel.imported) return { categoryList: [], photos: [] };
      const all = generateReviews(hotel, seed);
      const categoryList = CATEGORIES.flatMap(({ name, trip }) => {
        const list = trip ? all.filter((rv) => rv.tripType === trip) : all;
        if (list.length === 0 && trip) return [];
        const summary = ratingSummary(list);
        return [{
          categoryName: name,
          reviewSummary: summary.bands,
          categoryReview: summary.aspects,
          reviewList: list.map((rv) => asReview(rv, seededOn)),
        }];
      });
      // The photos guests added to their reviews, newest first: none when no guest added any.
      const photos = all.flatMap((rv) => rv.photos).map((photo, n) => ({
        id: `${hotel.id}-p${n + 1}`,
        caption: photo.caption,
        images: { original: { url: guestPhotoUrl(hotel.id, n, photo.kind) } },
      }));
      return { categoryList, photos };
    },
  };
}
export type ReviewService = ReturnType<typeof reviewService>;
