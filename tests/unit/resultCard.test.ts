import { describe, expect, it } from 'vitest';
import { cardRating, distanceText, leadOffers } from '../../src/model/resultCard';

describe('result card signals', () => {
  it('score with its label and review count, as the hotel page says it', () => {
    expect(cardRating({ hotelRatings: { userRating: 4.2, reviewCount: 18 } })).toEqual({ score: '4.2', label: 'Very Good', reviews: '18 reviews' });
    expect(cardRating({ hotelRatings: { userRating: 4.5, reviewCount: 1 } })).toEqual({ score: '4.5', label: 'Excellent', reviews: '1 review' });
    expect(cardRating({ hotelRatings: { userRating: 0, reviewCount: 0 } })).toBeNull();
  });

  it('free cancellation and pay later only when the lead option still offers them when the answer came', () => {
    // Check-in 2026-12-10 at 2 PM India time is 08:30 UTC; free until 2 days before.
    const clock = { checkIn: '2026-12-10', now: Date.parse('2026-12-08T08:00:00Z') };
    const free = (hotel: Parameters<typeof leadOffers>[0], at: typeof clock | null) => leadOffers(hotel, at).freeCancellation;
    expect(free({ ops: [{ fcd: 2 }] }, clock)).toBe(true);
    expect(free({ ops: [{ fcd: 2 }] }, { ...clock, now: Date.parse('2026-12-08T09:00:00Z') })).toBe(false);
    expect(free({ ops: [{ fcd: null }] }, clock)).toBe(false);
    expect(free({ ops: [] }, clock)).toBe(false);
    expect(free({ ops: [{ fcd: 2 }] }, null)).toBe(false);
    // Pay later: the hotel and plan allow it, and free cancellation lasts 48 hours more.
    const early = { ...clock, now: Date.parse('2026-12-01T08:00:00Z') };
    expect(leadOffers({ ops: [{ fcd: 2, pl: true }] }, early)).toEqual({ freeCancellation: true, payLater: true });
    expect(leadOffers({ ops: [{ fcd: 2, pl: false }] }, early)).toEqual({ freeCancellation: true, payLater: false });
    expect(leadOffers({ ops: [{ fcd: 2, pl: true }] }, clock)).toEqual({ freeCancellation: true, payLater: false });
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
