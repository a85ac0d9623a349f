import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filterFacets } from '../../machines/rules/filterFacets';
import { activeFilterCount, amenityOptions, filterHotels, NO_FILTERS, type HotelFilters } from '../../machines/rules/hotelFilters';
import { hasHouseRule, houseRulesOf, isHouseRuleFacility, withHouseRuleNames, withoutHouseRules } from '../../domain/houseRules';
import { hotelInput } from '../../server/db/import/format';
import { importedHotelRow } from '../../server/db/import/hotelRows';
import { generateCatalogue } from '../../server/db/seed/generate';
import { loadSource } from '../../server/db/seed/index';
import { hotel } from './support/hotels';

const CLOCK = { checkIn: '2031-03-15', now: Date.UTC(2031, 2, 1) };
const f = (over: Partial<HotelFilters>): HotelFilters => ({ ...NO_FILTERS, ...over });
const ids = (list: Array<{ id: string }>) => list.map((h) => h.id);
const counts = <T extends { id: string; count: number }>(options: T[]) => Object.fromEntries(options.map((o) => [o.id, o.count]));

const list = [
  hotel({ id: 'both', rt: 3, fl: ['Free WiFi', 'Couple Friendly', 'Local ID Accepted', 'Parking'] }),
  hotel({ id: 'couples', rt: 4, fl: ['Free WiFi', 'Couple Friendly'] }),
  hotel({ id: 'local', rt: 4, fl: ['Local ID Accepted', 'Parking'] }),
  hotel({ id: 'neither', rt: 5, fl: ['Free WiFi', 'Spa'] }),
];

describe('house rules a hotel keeps', () => {
  it('are read from its facilities, in one order, and only under their own names', () => {
    expect(houseRulesOf(list[0]!.fl).map((r) => r.label)).toEqual(['Couple friendly', 'Local ID accepted']);
    expect(houseRulesOf(['Local ID Accepted', 'Couple Friendly']).map((r) => r.id)).toEqual(['coupleFriendly', 'localId']);
    expect(houseRulesOf(['Free WiFi', 'Pet Friendly'])).toEqual([]);
    expect(hasHouseRule(['Couple Friendly'], 'coupleFriendly')).toBe(true);
    expect(hasHouseRule(['Couple Friendly'], 'localId')).toBe(false);
    expect(isHouseRuleFacility('Local ID Accepted')).toBe(true);
    expect(isHouseRuleFacility('Free WiFi')).toBe(false);
    expect(withoutHouseRules(list[0]!.fl)).toEqual(['Free WiFi', 'Parking']);
  });

  it("spell an imported hotel's rules the site's way, once, and leave every other facility as given", () => {
    expect(withHouseRuleNames(['couple-friendly', 'Free WiFi', 'LOCAL ID ACCEPTED', 'Couple Friendly', 'free wifi'])).toEqual([
      'Couple Friendly',
      'Free WiFi',
      'Local ID Accepted',
      'free wifi',
    ]);
    expect(withHouseRuleNames(['Couples welcome'])).toEqual(['Couples welcome']);
  });
});

describe('the House rules filter', () => {
  it('keeps only the hotels that keep every ticked rule', () => {
    expect(ids(filterHotels(list, f({ houseRules: ['coupleFriendly'] }), CLOCK))).toEqual(['both', 'couples']);
    expect(ids(filterHotels(list, f({ houseRules: ['localId'] }), CLOCK))).toEqual(['both', 'local']);
    expect(ids(filterHotels(list, f({ houseRules: ['coupleFriendly', 'localId'] }), CLOCK))).toEqual(['both']);
    expect(ids(filterHotels(list, f({ houseRules: ['coupleFriendly'], stars: ['4'] }), CLOCK))).toEqual(['couples']);
    expect(activeFilterCount(f({ houseRules: ['coupleFriendly', 'localId'], stars: ['4'] }))).toBe(3);
  });

  it('counts what ticking each rule would show, with the other filters as they are', () => {
    const none = filterFacets(list, NO_FILTERS, CLOCK);
    expect(counts(none.houseRules)).toEqual({ coupleFriendly: 2, localId: 2 });
    expect(none.houseRules.map((r) => r.label)).toEqual(['Couple friendly', 'Local ID accepted']);
    // Rules are all required: with Couple friendly ticked, Local ID accepted would show the one hotel keeping both.
    expect(counts(filterFacets(list, f({ houseRules: ['coupleFriendly'] }), CLOCK).houseRules)).toEqual({ coupleFriendly: 2, localId: 1 });
    // Another group narrows the count: of the 4-star hotels one is couple friendly, one takes a local ID.
    expect(counts(filterFacets(list, f({ stars: ['4'] }), CLOCK).houseRules)).toEqual({ coupleFriendly: 1, localId: 1 });
    // A ticked rule narrows the other groups' counts.
    expect(counts(filterFacets(list, f({ houseRules: ['localId'] }), CLOCK).stars)).toEqual({ '3': 1, '4': 1, '5': 0, special: 1 });
  });

  it('matches the list the filter shows for every choice of rules', () => {
    for (const ticked of [[], ['coupleFriendly'], ['localId'], ['coupleFriendly', 'localId']] as HotelFilters['houseRules'][]) {
      const facets = filterFacets(list, f({ houseRules: ticked }), CLOCK);
      for (const option of facets.houseRules) {
        const shown = filterHotels(list, f({ houseRules: [...new Set([...ticked, option.id])] }), CLOCK);
        expect(option.count, `${option.id} with ${ticked.join('+')}`).toBe(shown.length);
      }
    }
  });

  it('is offered only where some but not all hotels keep a rule, unless it is ticked', () => {
    const allCouples = [hotel({ id: 'x', fl: ['Couple Friendly'] }), hotel({ id: 'y', fl: ['Couple Friendly'] })];
    expect(filterFacets(allCouples, NO_FILTERS, CLOCK).houseRules).toEqual([]);
    expect(counts(filterFacets(allCouples, f({ houseRules: ['localId'] }), CLOCK).houseRules)).toEqual({ localId: 0 });
  });

  it('leaves the rules out of the Amenities options, so they do not show twice', () => {
    expect(amenityOptions(list)).toEqual(['Free WiFi', 'Parking', 'Spa']);
    expect(filterFacets(list, NO_FILTERS, CLOCK).amenities.map((a) => a.id)).not.toContain('Couple Friendly');
  });
});

describe('the generated catalogue', () => {
  const catalogue = generateCatalogue(loadSource(), { hotels: 400, seed: 20251 });
  const policies = (h: (typeof catalogue.hotels)[number]) => h.instructions.find((i) => i.type === 'POLICIES')!.msg;

  it('lists a house rule among the facilities exactly when its policies say so', () => {
    let couples = 0;
    let local = 0;
    for (const h of catalogue.hotels) {
      const welcome = policies(h).includes('Unmarried couples are welcome.');
      expect(welcome || policies(h).includes('Unmarried couples are not allowed.'), h.id).toBe(true);
      expect(hasHouseRule(h.facilities, 'coupleFriendly'), h.id).toBe(welcome);
      const accepted = policies(h).includes('Guests with a local ID are accepted.');
      expect(accepted || policies(h).includes('Guests with a local ID are not accepted.'), h.id).toBe(true);
      expect(hasHouseRule(h.facilities, 'localId'), h.id).toBe(accepted);
      if (welcome) couples++;
      if (accepted) local++;
    }
    // Both kinds of hotel exist, so the filter has something to filter.
    expect(couples).toBeGreaterThan(0);
    expect(couples).toBeLessThan(catalogue.hotels.length);
    expect(local).toBeGreaterThan(0);
    expect(local).toBeLessThan(catalogue.hotels.length);
  });
});

describe('an imported hotel', () => {
  const example = JSON.parse(readFileSync('docs/catalogue-example/catalogue.json', 'utf8')).hotels[0];
  const kasauli = { id: 1267605, name: 'Kasauli', stateCode: 'HP', stateName: 'Himachal Pradesh', lat: 30.9, lng: 76.965 };
  const rowOf = (facilities: string[]) => importedHotelRow(hotelInput.parse({ ...example, facilities }), kasauli, [], []);

  it('keeps the house rules its file lists, in any capitals, spaces or hyphens, as the filters and badges name them', () => {
    const row = rowOf(['Free WiFi', 'couple-friendly', 'Local ID accepted']);
    expect(row.facilities).toEqual(['Free WiFi', 'Couple Friendly', 'Local ID Accepted']);
    expect(houseRulesOf(row.facilities).map((r) => r.label)).toEqual(['Couple friendly', 'Local ID accepted']);
  });

  it('keeps no house rule its file does not list', () => {
    expect(houseRulesOf(rowOf(['Free WiFi', 'Garden']).facilities)).toEqual([]);
  });
});
