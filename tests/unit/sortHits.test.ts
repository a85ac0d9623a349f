import { describe, expect, it } from 'vitest';
import { sortHits } from '../../server/modules/search/answer';
import type { PricedHit } from '../../server/modules/search/serialize';

/** A hit with only what sorting reads. */
const hit = (idRank: number, ratingRank: number, tp: number) => ({ hotel: { idRank, ratingRank, id: String(idRank) }, lead: { option: 0, tp }, wishlisted: false }) as unknown as PricedHit;
const order = (hits: PricedHit[]) => hits.map((h) => h.hotel.idRank);

describe('search answer order', () => {
  it('puts the best rated first, then the cheapest, then by id', () => {
    const hits = [hit(5, 1, 300_000), hit(2, 0, 900_000), hit(9, 1, 300_000), hit(1, 1, 250_000), hit(7, 0, 900_000), hit(3, 2, 100)];
    expect(order(sortHits(hits))).toEqual([2, 7, 1, 5, 9, 3]);
  });

  it('orders like the plain comparison for many hits, and falls back to it past the packed key', () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const ranks = Array.from({ length: 3000 }, (_, i) => i).sort(() => random(3) - 1);
    const make = (huge: boolean) => ranks.map((rank) => hit(rank, random(40), huge && rank === 17 ? 2 ** 40 : 1000 * random(500)));
    const expected = (hits: PricedHit[]) =>
      order([...hits].sort((a, b) => a.hotel.ratingRank - b.hotel.ratingRank || a.lead.tp - b.lead.tp || a.hotel.idRank - b.hotel.idRank));
    for (const huge of [false, true]) {
      const hits = make(huge);
      const want = expected(hits);
      expect(order(sortHits(hits))).toEqual(want);
    }
  });
});
