/**
 * A hotel's guest reviews, generated from the catalogue seed and the hotel alone (the same hotel
 * always has the same reviews). The catalogue generator summarises them into the hotel's ratings
 * and the reviews call answers them, both through domain/ratingModel.ts, so the two agree.
 * Each review also scores the aspects (cleanliness, service...) the summary averages.
 */
import { REVIEW_ASPECTS, type ReviewAspect, type ScoredReview } from '../../../domain/ratingModel';
import { rng } from './random';

export type TripType = 'Family' | 'Couples' | 'Solo' | 'Business' | 'Friends';

export interface GeneratedReview extends ScoredReview {
  title: string;
  username: string;
  tripType: TripType;
  /** Days before the catalogue was seeded (1-700). */
  daysAgo: number;
  text: string;
}

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
const TRIP_TYPES: TripType[] = ['Family', 'Couples', 'Solo', 'Business', 'Friends'];

/** How good the hotel is underneath its reviews (3.0-4.9 stars): better stars, better reviews on average. */
function quality(hotelId: string, stars: number, seed: number): number {
  const r = rng(seed, 'quality', hotelId);
  return Math.min(4.9, Math.max(3, 3.3 + stars * 0.15 + r.between(0, 0.9)));
}

/**
 * The stars and aspect scores of a hotel's reviews, newest first: all the catalogue needs to
 * summarise them. Drawn from a stream of their own, so the texts (drawn after) never change them.
 */
export function reviewScores(hotel: { id: string; stars: number }, seed: number): ScoredReview[] {
  const r = rng(seed, 'review-scores', hotel.id);
  const base = quality(hotel.id, hotel.stars, seed);
  const count = r.int(8, 24);
  const scores: ScoredReview[] = [];
  for (let i = 0; i < count; i++) {
    const drift = r.next();
    const rating = Math.max(1, Math.min(5, Math.round(base + (drift < 0.1 ? -2 : drift < 0.3 ? -1 : drift > 0.8 ? 1 : 0) + r.between(-0.4, 0.4))));
    const aspects = {} as Record<ReviewAspect, number>;
    for (const a of REVIEW_ASPECTS) aspects[a] = Math.max(1, Math.min(5, Math.round(rating + r.between(-1.2, 1.2))));
    scores.push({ rating, aspects });
  }
  return scores;
}

/** The reviews whole: `reviewScores` in the same order, with their titles, guests, trip types, days and texts. */
export function generateReviews(hotel: { id: string; name: string; stars: number }, seed: number): GeneratedReview[] {
  const r = rng(seed, 'review-texts', hotel.id);
  const dated = reviewScores(hotel, seed).map(({ rating, aspects }) => {
    const sentences = r.sample(rating >= 4 ? GOOD : rating === 3 ? [...GOOD.slice(0, 4), ...BAD.slice(0, 3)] : BAD, r.int(1, 4));
    if (rating >= 3 && r.chance(0.3)) sentences.push(`We stayed at ${hotel.name} for ${r.int(1, 5)} nights and would book again.`);
    return {
      rating,
      aspects,
      title: r.pick(TITLES[rating]!),
      username: `${r.pick(NAMES)} ${String.fromCharCode(65 + r.int(0, 25))}.`,
      tripType: r.pick(TRIP_TYPES),
      daysAgo: r.int(1, REVIEW_SPAN_DAYS),
      text: sentences.join(' '),
    };
  });
  // Newest first; the same day keeps the generated order.
  return dated.map((rv, i) => ({ rv, i })).sort((a, b) => a.rv.daysAgo - b.rv.daysAgo || a.i - b.i).map(({ rv }) => rv);
}
