import { describe, expect, it } from 'vitest';
import { sortHits } from '../../server/modules/search/answer';
import type { PricedHit } from '../../server/modules/search/serialize';

/** A hit with only what sorting reads: its rating (x 100, higher first), price and place by id. */
const hit = (idRank: number, rating: number, tp: number) => ({ slot: idRank, record: 0, idRank, rating, lead: { option: 0, tp, taf: 0 }, wishlisted: false }) as PricedHit;
const order = (hits: PricedHit[]) => hits.map((h) => h.idRank);
const plainOrder = (hits: PricedHit[]) => order([...hits].sort((a, b) => b.rating - a.rating || a.lead.tp - b.lead.tp || a.idRank - b.idRank));

describe('search answer order', () => {
  it('puts the best rated first, then the cheapest, then by id', () => {
    const hits = [hit(5, 440, 300_000), hit(2, 450, 900_000), hit(9, 440, 300_000), hit(1, 440, 250_000), hit(7, 450, 900_000), hit(3, 430, 100)];
    expect(order(sortHits(hits))).toEqual([2, 7, 1, 5, 9, 3]);
  });

  it('orders like the plain comparison for many hits, given in rating order (as a city lists them), nearly by price, or in any other', () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const shuffled = Array.from({ length: 3000 }, (_, i) => hit(i, 500 - random(40), 1000 * random(500))).sort(() => random(3) - 1);
    // Array.prototype.sort is stable: within a rating, these keep the shuffled order.
    const inRatingOrder = [...shuffled].sort((a, b) => b.rating - a.rating);
    const nearlyByPrice = [...shuffled].sort((a, b) => b.rating - a.rating || Math.round(a.lead.tp / 50_000) - Math.round(b.lead.tp / 50_000));
    for (const hits of [shuffled, inRatingOrder, nearlyByPrice]) {
      const want = plainOrder(hits);
      expect(order(sortHits(hits))).toEqual(want);
    }
    // Equal prices within a rating end in id order, whatever order they came in.
    const ties = [hit(6, 500, 500), hit(1, 500, 500), hit(8, 500, 400), hit(4, 500, 400), hit(2, 490, 100)];
    expect(order(sortHits(ties))).toEqual([4, 8, 1, 6, 2]);
  });
});
