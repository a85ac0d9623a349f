import { describe, expect, it } from 'vitest';
import { sortHits } from '../../server/modules/search/answer';
import type { PricedHit } from '../../server/modules/search/serialize';

/** A hit with only what sorting reads. */
const hit = (idRank: number, ratingRank: number, tp: number) => ({ hotel: { idRank, ratingRank, id: String(idRank) }, lead: { option: 0, price: { tp } }, wishlisted: false }) as unknown as PricedHit;
const order = (hits: PricedHit[]) => hits.map((h) => h.hotel.idRank);
const plainOrder = (hits: PricedHit[]) =>
  order([...hits].sort((a, b) => a.hotel.ratingRank - b.hotel.ratingRank || a.lead.price.tp - b.lead.price.tp || a.hotel.idRank - b.hotel.idRank));

describe('search answer order', () => {
  it('puts the best rated first, then the cheapest, then by id', () => {
    const hits = [hit(5, 1, 300_000), hit(2, 0, 900_000), hit(9, 1, 300_000), hit(1, 1, 250_000), hit(7, 0, 900_000), hit(3, 2, 100)];
    expect(order(sortHits(hits))).toEqual([2, 7, 1, 5, 9, 3]);
  });

  it('orders like the plain comparison for many hits, given in rating order (as the read model lists them), nearly by price, or in any other', () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const shuffled = Array.from({ length: 3000 }, (_, i) => hit(i, random(40), 1000 * random(500))).sort(() => random(3) - 1);
    // Array.prototype.sort is stable: within a rating, these keep the shuffled order.
    const inRatingOrder = [...shuffled].sort((a, b) => a.hotel.ratingRank - b.hotel.ratingRank);
    const nearlyByPrice = [...shuffled].sort((a, b) => a.hotel.ratingRank - b.hotel.ratingRank || Math.round(a.lead.price.tp / 50_000) - Math.round(b.lead.price.tp / 50_000));
    for (const hits of [shuffled, inRatingOrder, nearlyByPrice]) {
      const want = plainOrder(hits);
      expect(order(sortHits(hits))).toEqual(want);
    }
    // Equal prices within a rating end in id order, whatever order they came in.
    const ties = [hit(6, 0, 500), hit(1, 0, 500), hit(8, 0, 400), hit(4, 0, 400), hit(2, 1, 100)];
    expect(order(sortHits(ties))).toEqual([4, 8, 1, 6, 2]);
  });
});
