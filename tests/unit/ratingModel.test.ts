import { describe, expect, it } from 'vitest';
import { bandOf, hotelRatingsOf, ratingSummary, REVIEW_ASPECTS, wholePercentages, type ScoredReview } from '../../server/rules/ratingModel';
import { generateReviews, REVIEWS_PER_HOTEL, reviewScores } from '../../server/modules/reviews/generatedReviews';

const review = (rating: number, aspect = rating): ScoredReview => ({
  rating,
  aspects: Object.fromEntries(REVIEW_ASPECTS.map((a) => [a, aspect])) as ScoredReview['aspects'],
});

describe('one rating model', () => {
  it('bands: 5 Excellent, 4 Very Good, 3 Good, 2 Average, 1 Poor', () => {
    expect([5, 4, 3, 2, 1].map(bandOf)).toEqual(['Excellent', 'Very Good', 'Good', 'Average', 'Poor']);
  });

  it('whole percentages add up to 100 and follow the counts', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([2, 1, 1, 0, 0])).toEqual([50, 25, 25, 0, 0]);
    expect(wholePercentages([0, 0])).toEqual([0, 0]);
  });

  it('score, count, shares and aspects come from the same reviews', () => {
    const reviews = [review(5, 4), review(4, 4), review(4, 5), review(2, 3)];
    const summary = ratingSummary(reviews);
    expect(summary.score).toBe(3.8);
    expect(summary.count).toBe(4);
    expect(summary.bands).toEqual([
      { type: 'Excellent', percentage: 25 },
      { type: 'Very Good', percentage: 50 },
      { type: 'Good', percentage: 0 },
      { type: 'Average', percentage: 25 },
      { type: 'Poor', percentage: 0 },
    ]);
    expect(summary.aspects.map((a) => a.averageRating)).toEqual(REVIEW_ASPECTS.map(() => 4));
    // 4 reviews can only make shares in steps of 25.
    for (const b of summary.bands) expect(b.percentage % 25).toBe(0);
  });

  it('no reviews: score 0, count 0, no aspects', () => {
    expect(ratingSummary([])).toEqual({ score: 0, count: 0, bands: expect.any(Array), aspects: [] });
  });

  it("a hotel's ratings are its summary: userRating the score, out of 10 doubled, aspects mapped", () => {
    const ratings = hotelRatingsOf(ratingSummary([review(5, 5), review(4, 3)]));
    expect(ratings).toMatchObject({ userRating: 4.5, reviewCount: 2, overallStay: 4.5, ratingScore: 9, service: 4, valueForMoney: 4, foodQuality: 4 });
  });

  it('generated reviews are the same for the same hotel, 10 to 30 of them, newest first', () => {
    const hotel = { id: '1275339001', name: 'Hotel One', stars: 4 };
    const a = generateReviews(hotel, 20251);
    expect(generateReviews(hotel, 20251)).toEqual(a);
    expect(REVIEWS_PER_HOTEL).toEqual([10, 30]);
    expect(a.length).toBeGreaterThanOrEqual(10);
    expect(a.length).toBeLessThanOrEqual(30);
    for (let i = 1; i < a.length; i++) expect(a[i]!.daysAgo).toBeGreaterThanOrEqual(a[i - 1]!.daysAgo);
    const summary = ratingSummary(a);
    // The catalogue summarises the scores alone: the same summary as the reviews the call answers.
    expect(ratingSummary(reviewScores(hotel, 20251))).toEqual(summary);
    expect(summary.score).toBeGreaterThanOrEqual(1);
    expect(summary.score).toBeLessThanOrEqual(5);
  });
});
