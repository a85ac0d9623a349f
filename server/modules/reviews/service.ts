/**
 * Guest reviews, generated from the catalogue seed and the hotel (the same hotel always has the
 * same reviews). Categories: Everyone, then Families, Couples, Solo and Business when they have
 * reviews; each with band shares (Excellent..Poor), aspect averages and the reviews.
 */
import { addDays } from '../../../src/domain/dates';
import { notFound } from '../../http/apiError';
import { rng, type Rng } from '../../db/seed/random';
import type { Hotel, ReadModel } from '../catalogue/readModel';
import { reviewPhotoUrl } from '../media/urls';

type TripType = 'Family' | 'Couples' | 'Solo' | 'Business' | 'Friends';
type Band = 'Excellent' | 'Very Good' | 'Good' | 'Average' | 'Poor';
const BANDS: Band[] = ['Excellent', 'Very Good', 'Good', 'Average', 'Poor'];
const CATEGORIES: Array<{ name: 'Everyone' | 'Families' | 'Couples' | 'Solo' | 'Business'; trip?: TripType }> = [
  { name: 'Everyone' }, { name: 'Families', trip: 'Family' }, { name: 'Couples', trip: 'Couples' }, { name: 'Solo', trip: 'Solo' }, { name: 'Business', trip: 'Business' },
];
const ASPECTS = ['Cleanliness', 'Service', 'Location', 'Value for money', 'Rooms'];
/** Reviews go back this many days from the day the catalogue was seeded. */
const REVIEW_SPAN_DAYS = 700;

const NAMES = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rahul', 'Meera', 'Aditya', 'Pooja', 'Karthik', 'Divya', 'Sandeep', 'Neha', 'Imran', 'Fatima', 'Gurpreet', 'Joseph', 'Lakshmi', 'Suresh', 'Nandini', 'Manoj'];
const TITLES: Record<number, string[]> = {
  5: ['Wonderful stay', 'Exceeded expectations', 'Will come back', 'Perfect for our trip', 'Excellent value'],
  4: ['Very good stay', 'Comfortable and clean', 'Good location', 'Pleasant experience', 'Nice hotel'],
  3: ['Decent for the price', 'Average but okay', 'Good location, basic rooms', 'Fine for a night'],
  2: ['Needs improvement', 'Not as pictured', 'Service was slow'],
  1: ['Disappointing', 'Would not recommend'],
};
const GOOD = [
  'The room was spotless and the bed very comfortable.',
  'Staff at the front desk were polite and helped us plan our day.',
  'Breakfast had a good spread of South and North Indian dishes.',
  'The location is central, with markets and restaurants a short walk away.',
  'Check-in was quick and the room was ready before time.',
  'Hot water, strong WiFi and a quiet room: everything we needed after a long day of sightseeing.',
  'Great value for money compared with other places in the area.',
  'The housekeeping team kept the room fresh every day.',
];
const BAD = [
  'The air conditioning was noisy at night.',
  'The bathroom could have been cleaner.',
  'Room service took almost an hour.',
  'Street noise made it hard to sleep.',
  'The lift was out of order for a day.',
  'Parking was hard to find in the evening.',
];

export interface Review {
  rating: number;
  title: string;
  user: { username: string };
  trip_type: TripType;
  published_date: string;
  text: string;
}

function generateReviews(hotel: Hotel, r: Rng, seededOn: string): Review[] {
  const count = r.int(8, 24);
  const reviews: Review[] = [];
  for (let i = 0; i < count; i++) {
    const drift = r.next();
    const rating = Math.max(1, Math.min(5, Math.round(hotel.ratings.userRating + (drift < 0.15 ? -2 : drift < 0.35 ? -1 : drift > 0.8 ? 1 : 0) + r.between(-0.4, 0.4))));
    const sentences = r.sample(rating >= 4 ? GOOD : rating === 3 ? [...GOOD.slice(0, 4), ...BAD.slice(0, 3)] : BAD, r.int(1, 4));
    if (rating >= 3 && r.chance(0.3)) sentences.push(`We stayed at ${hotel.name} for ${r.int(1, 5)} nights and would book again.`);
    reviews.push({
      rating,
      title: r.pick(TITLES[rating]!),
      user: { username: `${r.pick(NAMES)} ${String.fromCharCode(65 + r.int(0, 25))}.` },
      trip_type: r.pick<TripType>(['Family', 'Couples', 'Solo', 'Business', 'Friends']),
      published_date: addDays(seededOn, -r.int(1, REVIEW_SPAN_DAYS)),
      text: sentences.join(' '),
    });
  }
  return reviews.sort((a, b) => (a.published_date < b.published_date ? 1 : -1));
}

/** Whole percentages that add up to 100 (largest remainder). */
function percentages(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const raw = counts.map((c) => (c * 100) / total);
  const out = raw.map(Math.floor);
  let left = 100 - out.reduce((a, b) => a + b, 0);
  for (const i of raw.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0]).map(([, i]) => i)) {
    if (left-- <= 0) break;
    out[i]!++;
  }
  return out;
}

/**
 * `seededOn`: the day (YYYY-MM-DD) the catalogue was seeded. Reviews are dated in the 700 days
 * before it: recent, yet the same for a given seed and seeding day however often they are asked.
 */
export function reviewService(model: ReadModel, seed: number, seededOn: string) {
  return {
    /** POST /hotel/reviews */
    reviews(hotelId: string) {
      const hotel = model.hotels.get(hotelId);
      if (!hotel) throw notFound(`hotelId: no hotel with id ${hotelId}`);
      const r = rng(seed, 'reviews', hotel.id);
      const all = generateReviews(hotel, r, seededOn);
      const categoryList = CATEGORIES.flatMap(({ name, trip }) => {
        const list = trip ? all.filter((rv) => rv.trip_type === trip) : all;
        if (list.length === 0 && trip) return [];
        const shares = percentages(BANDS.map((_, b) => list.filter((rv) => rv.rating === 5 - b).length));
        const mean = list.reduce((s, rv) => s + rv.rating, 0) / Math.max(1, list.length);
        return [{
          categoryName: name,
          reviewSummary: BANDS.map((type, b) => ({ type, percentage: shares[b]! })),
          categoryReview: ASPECTS.map((type) => ({ type, averageRating: Math.round(Math.min(5, Math.max(1, mean + r.between(-0.4, 0.4))) * 10) / 10 })),
          reviewList: list,
        }];
      });
      const photos = Array.from({ length: r.int(3, 12) }, (_, n) => ({
        id: `${hotel.id}-p${n + 1}`,
        caption: r.pick(['Our room', 'View from the balcony', 'Breakfast spread', 'The lobby', 'Pool side', 'Evening at the hotel', 'Bathroom', 'Entrance']),
        images: { original: { url: reviewPhotoUrl(hotel.id, n) } },
      }));
      return { categoryList, photos };
    },
  };
}
export type ReviewService = ReturnType<typeof reviewService>;
