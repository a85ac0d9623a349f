import { describe, expect, it } from 'vitest';
import { ratingSummary } from '../../server/rules/ratingModel';
import { generateCatalogue } from '../../server/db/seed/generate';
import { loadSource } from '../../server/db/seed/index';
import { generateReviews, reviewScores } from '../../server/modules/reviews/generatedReviews';

/** The catalogue the e2e server seeds (2,000 hotels), and every hotel's reviews. */
const catalogue = generateCatalogue(loadSource(), { hotels: 2000, seed: 20251 });
const reviewed = catalogue.hotels.map((hotel) => ({ hotel, reviews: generateReviews(hotel, 20251) }));
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

describe('generated reviews spread as real ones do', () => {
  it('most hotels score 3.6 to 4.6, some lower, few higher; each has 1 to 5-star reviews, with 2s and 3s', () => {
    const scores = catalogue.hotels.map((h) => ratingSummary(reviewScores(h, 20251)));
    const share = (test: (s: (typeof scores)[number]) => boolean) => scores.filter(test).length / scores.length;
    expect(share((s) => s.score >= 3.6 && s.score <= 4.6)).toBeGreaterThan(0.75);
    expect(share((s) => s.score < 3.6)).toBeGreaterThan(0.05);
    expect(share((s) => s.score > 4.6)).toBeLessThan(0.1);
    // The breakdown shows Good, Average and Poor for most hotels, not Excellent alone.
    const band = (s: (typeof scores)[number], type: string) => s.bands.find((b) => b.type === type)!.percentage;
    expect(share((s) => band(s, 'Good') > 0)).toBeGreaterThan(0.75);
    expect(share((s) => band(s, 'Average') > 0)).toBeGreaterThan(0.5);
    expect(share((s) => band(s, 'Poor') > 0)).toBeGreaterThan(0.5);
    const stars = catalogue.hotels.flatMap((h) => reviewScores(h, 20251).map((r) => r.rating));
    for (const n of [1, 2, 3]) expect(stars.filter((s) => s === n).length / stars.length, `${n}-star share`).toBeGreaterThan(0.03);
    // Aspects differ within a hotel (a good location, a weaker kitchen), not all one number.
    const flat = scores.filter((s) => new Set(s.aspects.map((a) => a.averageRating)).size === 1).length;
    expect(flat / scores.length).toBeLessThan(0.05);
  });
});

describe('generated review texts read like real ones', () => {
  it('never say a sentence twice in one hotel\'s reviews', () => {
    const problems: string[] = [];
    for (const { hotel, reviews } of reviewed) {
      const seen = new Set<string>();
      for (const sentence of reviews.flatMap((r) => sentencesOf(r.text))) {
        if (seen.has(sentence)) problems.push(`${hotel.id}: ${sentence}`);
        seen.add(sentence);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Today's example: the breakfast sentence said twice in one hotel's first four.
    expect(reviewed.every(({ reviews }) => reviews.filter((r) => r.text.includes('Breakfast had a good spread')).length <= 1)).toBe(true);
  });

  it('count in good English: "1 night", "3 nights", never "1 nights" or "1 rooms"', () => {
    const texts = [
      ...reviewed.flatMap(({ reviews }) => reviews.flatMap((r) => [r.title, r.text])),
      ...catalogue.hotels.flatMap((h) => [h.description, ...h.instructions.map((i) => i.msg)]),
    ];
    const wrong = texts.filter((t) => /\b1 (nights|rooms|room types|reviews|guests|adults|days|kilometres)\b/.test(t));
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(texts.some((t) => /\bfor 1 night and\b/.test(t)), 'a one-night stay is told').toBe(true);
    expect(texts.some((t) => /\bfor [2-5] nights and\b/.test(t)), 'a longer stay is told').toBe(true);
  });
});
