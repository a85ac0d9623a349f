/**
 * One rating model: a hotel's overall score, its review count, the band shares and the aspect
 * scores all come from the same reviews. The catalogue stores what this gives for a hotel's
 * reviews (cards, sorts, the hotel page's header); the reviews call answers what it gives for
 * each trip type's reviews. Pure.
 */
export const REVIEW_ASPECTS = ['Cleanliness', 'Service', 'Location', 'Value for money', 'Rooms', 'Food'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

export const RATING_BANDS = ['Excellent', 'Very Good', 'Good', 'Average', 'Poor'] as const;
export type RatingBand = (typeof RATING_BANDS)[number];

/** A review's stars (1-5) and its 1-5 score for each aspect. */
export interface ScoredReview {
  rating: number;
  aspects: Readonly<Record<ReviewAspect, number>>;
}

export interface RatingSummary {
  /** Mean of the reviews' stars to one decimal; 0 without reviews. */
  score: number;
  count: number;
  /** Whole percentages of reviews per band (5 stars Excellent ... 1 star Poor) adding up to 100; all 0 without reviews. */
  bands: Array<{ type: RatingBand; percentage: number }>;
  /** Mean of each aspect to one decimal, in `REVIEW_ASPECTS` order; empty without reviews. */
  aspects: Array<{ type: ReviewAspect; averageRating: number }>;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The band of a review's stars: 5 Excellent, 4 Very Good, 3 Good, 2 Average, 1 Poor. */
export function bandOf(rating: number): RatingBand {
  const stars = Math.min(5, Math.max(1, Math.round(rating)));
  return RATING_BANDS[5 - stars]!;
}

/** Whole percentages that add up to 100 (largest remainder, earlier entries first on ties). */
export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const raw = counts.map((c) => (c * 100) / total);
  const out = raw.map(Math.floor);
  let left = 100 - out.reduce((a, b) => a + b, 0);
  const byRemainder = raw.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left-- <= 0) break;
    out[i]!++;
  }
  return out;
}

export function ratingSummary(reviews: readonly ScoredReview[]): RatingSummary {
  const count = reviews.length;
  const counts = RATING_BANDS.map((band) => reviews.filter((r) => bandOf(r.rating) === band).length);
  const shares = wholePercentages(counts);
  const mean = (values: number[]) => round1(values.reduce((a, b) => a + b, 0) / values.length);
  return {
    score: count ? mean(reviews.map((r) => r.rating)) : 0,
    count,
    bands: RATING_BANDS.map((type, i) => ({ type, percentage: shares[i]! })),
    aspects: count ? REVIEW_ASPECTS.map((type) => ({ type, averageRating: mean(reviews.map((r) => r.aspects[type])) })) : [],
  };
}

/** A hotel's `hotelRatings` (contract/hotel.ts) from the summary of all its reviews. */
export function hotelRatingsOf(summary: RatingSummary) {
  const aspect = (type: ReviewAspect) => summary.aspects.find((a) => a.type === type)?.averageRating ?? 0;
  return {
    userRating: summary.score,
    reviewCount: summary.count,
    overallStay: summary.score,
    foodQuality: aspect('Food'),
    amenities: aspect('Rooms'),
    maintenanceStatus: aspect('Cleanliness'),
    service: aspect('Service'),
    location: aspect('Location'),
    valueForMoney: aspect('Value for money'),
    ratingScore: round1(summary.score * 2),
  };
}
