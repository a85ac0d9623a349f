import { describe, expect, it } from 'vitest';
import type { NormalisedSearchQuery } from '../../contract/searchQuery';
import { normaliseQuery } from '../../server/modules/search/query';
import { storedSearchOf, storedSearchText } from '../../server/modules/catalogue/storedSearch';

const NOW = new Date('2026-11-24T06:00:00Z');
const EXPIRES = NOW.getTime() + 30 * 60_000;

/** Queries as search normalises them: every optional part there and not, one room and several, children. */
function queries(): NormalisedSearchQuery[] {
  const rooms = [
    [{ numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] }],
    [{ numberOfRooms: 2, numberOfAdults: 2, numberOfChild: 2, childAge: [0, 17] }],
    [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 1, childAge: [7] }, { numberOfRooms: 3, numberOfAdults: 1, numberOfChild: 0, childAge: [] }],
  ];
  const out: NormalisedSearchQuery[] = [];
  for (const roomInfo of rooms) {
    for (const city of [undefined, 1275339]) {
      for (const preferences of [{}, { ratings: [5, 3, 3], fsc: false }, { hids: ['1275339001', '1275339042'] }]) {
        out.push(normaliseQuery({
          checkinDate: '2026-12-01', checkoutDate: '2026-12-04', roomInfo,
          searchCriteria: { ...(city === undefined ? {} : { city }), nationality: '91', currency: 'INR' },
          searchPreferences: preferences,
        }, NOW));
      }
    }
  }
  return out;
}

describe('a stored search as text', () => {
  it('gives back the same query and expiry, whatever parts the query has', () => {
    const all = queries();
    expect(all).toHaveLength(18);
    for (const query of all) {
      const text = storedSearchText(query, EXPIRES);
      const back = storedSearchOf(JSON.parse(text));
      expect(back).toEqual({ query, expiresAt: EXPIRES });
      // The same JSON, field order included: detail answers echo the query.
      expect(JSON.stringify(back!.query)).toBe(JSON.stringify(query));
    }
  });

  it('is a third of the bytes of the query and its ISO expiry as JSON', () => {
    const [query] = queries().slice(-3);
    const before = JSON.stringify({ query, expiresAt: new Date(EXPIRES).toISOString() });
    expect(storedSearchText(query!, EXPIRES).length * 3).toBeLessThan(before.length);
  });

  it('reads nothing from a value that is not a whole stored search', () => {
    const text = storedSearchText(queries()[4]!, EXPIRES);
    const value = JSON.parse(text) as unknown[];
    const spoilt: unknown[] = [
      null, 'text', {}, [], value.slice(0, 8), [...value, 1],
      ['soon', ...value.slice(1)],
      value.map((v, i) => (i === 1 ? '2026-13-01' : v)),
      value.map((v, i) => (i === 3 ? 'rooms' : v)),
      value.map((v, i) => (i === 3 ? [[1, 'two', 0, []]] : v)),
      value.map((v, i) => (i === 4 ? 'Mumbai' : v)),
      value.map((v, i) => (i === 6 ? null : v)),
      value.map((v, i) => (i === 7 ? 'yes' : v)),
      value.map((v, i) => (i === 8 ? [42] : v)),
    ];
    for (const v of spoilt) expect(storedSearchOf(v)).toBeUndefined();
    expect(storedSearchOf(value)).toBeDefined();
  });
});
