import { describe, expect, it } from 'vitest';
import { cardRating, distanceText, hasFreeCancellation } from '../../src/model/resultCard';

describe('result card signals', () => {
  it('score with its label and review count, as the hotel page says it', () => {
    expect(cardRating({ hotelRatings: { userRating: 4.2, reviewCount: 18 } })).toEqual({ score: '4.2', label: 'Very Good', reviews: '18 reviews' });
    expect(cardRating({ hotelRatings: { userRating: 4.5, reviewCount: 1 } })).toEqual({ score: '4.5', label: 'Excellent', reviews: '1 review' });
    expect(cardRating({ hotelRatings: { userRating: 0, reviewCount: 0 } })).toBeNull();
  });

  it('free cancellation only when the lead option still has it when the answer came', () => {
    // Check-in 2026-12-10 at 2 PM India time is 08:30 UTC; free until 2 days before.
    const clock = { checkIn: '2026-12-10', now: Date.parse('2026-12-08T08:00:00Z') };
    expect(hasFreeCancellation({ ops: [{ fcd: 2 }] }, clock)).toBe(true);
    expect(hasFreeCancellation({ ops: [{ fcd: 2 }] }, { ...clock, now: Date.parse('2026-12-08T09:00:00Z') })).toBe(false);
    expect(hasFreeCancellation({ ops: [{ fcd: null }] }, clock)).toBe(false);
    expect(hasFreeCancellation({ ops: [] }, clock)).toBe(false);
    expect(hasFreeCancellation({ ops: [{ fcd: 2 }] }, null)).toBe(false);
  });

  it('distance from the searched place in km with one decimal', () => {
    const centre = { lat: 19.076, lng: 72.8777, name: 'Mumbai' };
    // 0.01 degree of latitude is about 1.1 km.
    expect(distanceText({ lt: '19.086000', ln: '72.877700' }, centre)).toBe('1.1 km from Mumbai centre');
    expect(distanceText({ lt: '19.076000', ln: '72.877700' }, { ...centre, name: 'Colaba, Mumbai' })).toBe('0.0 km from Colaba centre');
    expect(distanceText({ lt: '19.1', ln: '72.9' }, null)).toBeNull();
    expect(distanceText({ lt: 'x', ln: '72.9' }, centre)).toBeNull();
  });
});
