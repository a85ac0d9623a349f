import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../machines/rules/hotelFilters';
import { readResultsQuery } from '../../src/model/resultsQuery';
import { readRefinement, roomsFromParam, roomsParam, withRefinement } from '../../src/model/resultsUrl';
import { DEFAULT_REFINEMENT, type ResultsRefinement } from '../../machines/results.machine';

const QUERY = 'place=1275339&destination=Mumbai&checkIn=2031-03-10&checkOut=2031-03-11';
const oneAdult = [{ id: 1, adults: 1, children: 0, childAges: [] }];
const family = [
  { id: 1, adults: 2, children: 2, childAges: [4, 9] },
  { id: 2, adults: 1, children: 0, childAges: [] },
];
const everything: ResultsRefinement = {
  sort: 'priceLowToHigh',
  view: 'map',
  filters: {
    priceBands: ['0-3000', '15000+'],
    stars: ['5', 'special'],
    amenities: ['Free WiFi', 'Pool, heated & covered'],
    propertyTypes: ['Hotel', 'Guesthouse'],
    terms: ['freeCancellation', 'payLater'],
    houseRules: ['coupleFriendly', 'localId'],
    name: 'Sea View #2',
  },
};

describe('results choices in the URL', () => {
  it('a URL without them gives the defaults', () => {
    expect(readRefinement(QUERY)).toEqual(DEFAULT_REFINEMENT);
    expect(readRefinement('')).toEqual(DEFAULT_REFINEMENT);
  });

  it('round-trips every choice, keeping the query as it is', () => {
    const search = withRefinement(QUERY, family, everything);
    expect(search.startsWith(`${QUERY}&rooms=2-4.9_1&`)).toBe(true);
    expect(readRefinement(search)).toEqual(everything);
    expect(roomsFromParam(new URLSearchParams(search).get('rooms'))).toEqual(family);
    expect(readResultsQuery(search, null, null)).toMatchObject({ place: '1275339', destination: 'Mumbai', rooms: family });
  });

  it('leaves the defaults out and replaces what was there', () => {
    const first = withRefinement(QUERY, family, everything);
    expect(withRefinement(first, oneAdult, DEFAULT_REFINEMENT)).toBe(QUERY);
    expect(withRefinement(QUERY, family, DEFAULT_REFINEMENT)).toBe(`${QUERY}&rooms=2-4.9_1`);
  });

  it('ignores values that mean nothing here, keeping the rest', () => {
    const r = readRefinement('sort=cheapest&view=globe&price=0-3000&price=1-2&price=0-3000&stars=6&stars=4&type=Castle&type=Inn&terms=free&terms=payLater&amenity=%20&amenity=Spa&rules=couples&rules=localId&rules=localId');
    expect(r).toEqual({
      sort: 'userRating',
      view: 'list',
      filters: { ...NO_FILTERS, priceBands: ['0-3000'], stars: ['4'], propertyTypes: ['Inn'], terms: ['payLater'], amenities: ['Spa'], houseRules: ['localId'] },
    });
  });

  it('writes each ticked house rule as its own `rules` parameter', () => {
    const search = withRefinement(QUERY, oneAdult, { ...DEFAULT_REFINEMENT, filters: { ...NO_FILTERS, houseRules: ['coupleFriendly'] } });
    expect(search).toBe(`${QUERY}&rules=coupleFriendly`);
    expect(readRefinement(search).filters.houseRules).toEqual(['coupleFriendly']);
  });

  it('bounds free text a crafted link may hold', () => {
    const many = Array.from({ length: 50 }, (_, i) => `amenity=a${i}`).join('&');
    const r = readRefinement(`${many}&amenity=${'x'.repeat(500)}&name=${'n'.repeat(500)}`);
    expect(r.filters.amenities).toHaveLength(20);
    expect(r.filters.name).toHaveLength(100);
  });

  it('reads rooms the search panel could have produced, and nothing else', () => {
    expect(roomsParam(family)).toBe('2-4.9_1');
    expect(roomsFromParam('1')).toEqual(oneAdult);
    for (const bad of ['', '0', '3', '1-13', '1-4.4.4', '1_1_1_1_1_1', '1-', 'x', '1--2', '2-4.9_']) expect(roomsFromParam(bad)).toBeNull();
  });

  it("the URL's rooms win over the navigation state's and the stored ones; bad rooms fall back", () => {
    const state = { roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }] };
    expect(readResultsQuery(`${QUERY}&rooms=1`, state, null).rooms).toEqual(oneAdult);
    expect(readResultsQuery(`${QUERY}&rooms=9`, state, null).rooms).toEqual([{ id: 1, adults: 2, children: 0, childAges: [] }]);
    expect(readResultsQuery(`${QUERY}&rooms=9`, null, null).rooms).toEqual(oneAdult);
  });
});
