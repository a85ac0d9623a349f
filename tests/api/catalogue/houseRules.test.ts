import { describe, expect, it } from 'vitest';
import { hotelDetailResponse } from '../../../contract/detail';
import { hotelSearchResponse } from '../../../contract/search';
import { hasHouseRule, houseRulesOf } from '../../../domain/houseRules';
import { api } from '../support/testApp';
import { search, searchBody } from './support';

/** What the hotel's policies text says of couples and local IDs. */
function statedRules(policies: string): { couples: boolean; localId: boolean } {
  const couples = policies.includes('Unmarried couples are welcome.');
  const localId = policies.includes('Guests with a local ID are accepted.');
  // The text says one or the other: a hotel that says neither would make the check below meaningless.
  expect(couples || policies.includes('Unmarried couples are not allowed.')).toBe(true);
  expect(localId || policies.includes('Guests with a local ID are not accepted.')).toBe(true);
  return { couples, localId };
}

describe('house rules in the search answer and the hotel detail', () => {
  it("carry Couple Friendly and Local ID Accepted among a hotel's facilities exactly as its policies say", async () => {
    const body = await searchBody();
    const res = await search(body);
    expect(res.status).toBe(200);
    const { searchResult } = hotelSearchResponse.parse(res.body).response;
    const hits = searchResult.his;
    const couples = hits.filter((h) => hasHouseRule(h.fl, 'coupleFriendly')).length;
    const localIds = hits.filter((h) => hasHouseRule(h.fl, 'localId')).length;
    // Some hotels of a city keep each rule and some do not: there is something to filter.
    expect(couples).toBeGreaterThan(0);
    expect(couples).toBeLessThan(hits.length);
    expect(localIds).toBeGreaterThan(0);
    expect(localIds).toBeLessThan(hits.length);

    // Each of a few hotels, one of each kind where the city has them: its page says what its card says.
    const sample = [
      hits.find((h) => hasHouseRule(h.fl, 'coupleFriendly') && hasHouseRule(h.fl, 'localId')),
      hits.find((h) => !hasHouseRule(h.fl, 'coupleFriendly') && !hasHouseRule(h.fl, 'localId')),
      hits.find((h) => hasHouseRule(h.fl, 'coupleFriendly') !== hasHouseRule(h.fl, 'localId')),
    ].filter((h) => h !== undefined);
    expect(sample.length).toBeGreaterThanOrEqual(2);
    for (const hit of sample) {
      const detail = await api('POST', '/search-by-hotel-id', { body: { searchQuery: body.searchQuery, sync: true, hotelId: hit.id } });
      expect(detail.status).toBe(200);
      const { hotel } = hotelDetailResponse.parse(detail.body).response;
      expect(houseRulesOf(hotel.fl)).toEqual(houseRulesOf(hit.fl));
      const stated = statedRules(hotel.inst.find((i) => i.type === 'POLICIES')!.msg);
      expect({ couples: hasHouseRule(hotel.fl, 'coupleFriendly'), localId: hasHouseRule(hotel.fl, 'localId') }, hit.id).toEqual(stated);
    }
  });
});
