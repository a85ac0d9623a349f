import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  amenityOptions,
  filterHotels,
  inPriceBand,
  NO_FILTERS,
  PRICE_BANDS,
  PROPERTY_TYPES,
  toggled,
  type HotelFilters,
} from '../../machines/rules/hotelFilters';
import { hotel } from './support/hotels';

/** A check-in far ahead of now: the terms tests are in leadTerms.test.ts and filterFacets.test.ts. */
const CLOCK = { checkIn: '2031-03-15', now: Date.UTC(2031, 2, 1) };
const f = (over: Partial<HotelFilters>): HotelFilters => ({ ...NO_FILTERS, ...over });
const ids = (list: { id: string }[]) => list.map((h) => h.id);

describe('price bands', () => {
  it('are the spec bands', () => {
    expect(PRICE_BANDS.map((b) => [b.min, b.max])).toEqual([
      [0, 3000],
      [3000, 5000],
      [5000, 8000],
      [8000, 15000],
      [15000, null],
    ]);
  });

  it('hold their upper edge, not their lower one; the first holds 0', () => {
    expect(inPriceBand(0, '0-3000')).toBe(true);
    expect(inPriceBand(3000, '0-3000')).toBe(true);
    expect(inPriceBand(3000, '3000-5000')).toBe(false);
    expect(inPriceBand(3000.01, '3000-5000')).toBe(true);
    expect(inPriceBand(5000, '3000-5000')).toBe(true);
    expect(inPriceBand(5000.01, '5000-8000')).toBe(true);
    expect(inPriceBand(8000, '5000-8000')).toBe(true);
    expect(inPriceBand(8000, '8000-15000')).toBe(false);
    expect(inPriceBand(15000, '8000-15000')).toBe(true);
    expect(inPriceBand(15000, '15000+')).toBe(false);
    expect(inPriceBand(15000.01, '15000+')).toBe(true);
  });

  it('filter on the per-night price; several bands are alternatives', () => {
    const list = [hotel({ id: 'a', price: 2999 }), hotel({ id: 'b', price: 4000 }), hotel({ id: 'c', price: 20000 }), hotel({ id: 'd', price: null })];
    expect(ids(filterHotels(list, f({ priceBands: ['0-3000'] }), CLOCK))).toEqual(['a']);
    expect(ids(filterHotels(list, f({ priceBands: ['0-3000', '15000+'] }), CLOCK))).toEqual(['a', 'c']);
  });
});

describe('star filters', () => {
  const list = [hotel({ id: 'three', rt: 3 }), hotel({ id: 'four', rt: 4 }), hotel({ id: 'five', rt: 5 })];
  it('match 5, 4 and 3 exactly', () => {
    expect(ids(filterHotels(list, f({ stars: ['5'] }), CLOCK))).toEqual(['five']);
    expect(ids(filterHotels(list, f({ stars: ['4'] }), CLOCK))).toEqual(['four']);
    expect(ids(filterHotels(list, f({ stars: ['3'] }), CLOCK))).toEqual(['three']);
    expect(ids(filterHotels(list, f({ stars: ['3', '5'] }), CLOCK))).toEqual(['three', 'five']);
  });
  it("'Special Category' is a rating above 3", () => {
    expect(ids(filterHotels(list, f({ stars: ['special'] }), CLOCK))).toEqual(['four', 'five']);
  });
});

describe('amenities', () => {
  const list = [
    hotel({ id: 'wifi', fl: ['Free WiFi'] }),
    hotel({ id: 'both', fl: ['Free WiFi', 'Swimming Pool'] }),
    hotel({ id: 'pool', fl: ['Swimming Pool', 'Spa'] }),
  ];
  it('require every selected amenity', () => {
    expect(ids(filterHotels(list, f({ amenities: ['Free WiFi'] }), CLOCK))).toEqual(['wifi', 'both']);
    expect(ids(filterHotels(list, f({ amenities: ['Free WiFi', 'Swimming Pool'] }), CLOCK))).toEqual(['both']);
    expect(ids(filterHotels(list, f({ amenities: ['Free WiFi', 'Spa'] }), CLOCK))).toEqual([]);
  });
  it('offer the facilities of the list, most common first', () => {
    expect(amenityOptions(list)).toEqual(['Free WiFi', 'Swimming Pool', 'Spa']);
    expect(amenityOptions(list, 1)).toEqual(['Free WiFi']);
  });
});

describe('property types', () => {
  it('are the spec list', () => {
    expect(PROPERTY_TYPES).toEqual(['Hotel', 'Inn', 'Apartment', 'Villa', 'Guesthouse', 'Resort', 'Palace', 'Residence']);
  });
  it('match the server type whatever its case; several are alternatives', () => {
    const list = PROPERTY_TYPES.map((t) => hotel({ id: t, pt: t.toUpperCase() }));
    for (const t of PROPERTY_TYPES) expect(ids(filterHotels(list, f({ propertyTypes: [t] }), CLOCK))).toEqual([t]);
    expect(ids(filterHotels(list, f({ propertyTypes: ['Villa', 'Inn'] }), CLOCK))).toEqual(['Inn', 'Villa']);
    expect(filterHotels([hotel({ pt: 'LODGE' })], f({ propertyTypes: ['Hotel'] }), CLOCK)).toEqual([]);
  });
});

describe('hotel name', () => {
  const list = [hotel({ id: 'a', name: 'The Grand Palace' }), hotel({ id: 'b', name: 'Sea View Inn' })];
  it("is a case-insensitive 'contains'", () => {
    expect(ids(filterHotels(list, f({ name: 'grand' }), CLOCK))).toEqual(['a']);
    expect(ids(filterHotels(list, f({ name: 'VIEW' }), CLOCK))).toEqual(['b']);
    expect(ids(filterHotels(list, f({ name: '  ' }), CLOCK))).toEqual(['a', 'b']);
    expect(ids(filterHotels(list, f({ name: 'zzz' }), CLOCK))).toEqual([]);
  });
});

describe('filters together', () => {
  it('combine groups with AND and are recomputed from the full list', () => {
    const list = [
      hotel({ id: 'a', rt: 5, price: 16000, fl: ['Spa'], name: 'Alpha' }),
      hotel({ id: 'b', rt: 5, price: 2000, fl: ['Spa'], name: 'Beta' }),
      hotel({ id: 'c', rt: 4, price: 16000, fl: [], name: 'Alpha Two' }),
    ];
    const narrow = f({ stars: ['5'], priceBands: ['15000+'], amenities: ['Spa'], name: 'alp' });
    expect(ids(filterHotels(list, narrow, CLOCK))).toEqual(['a']);
    expect(ids(filterHotels(list, f({ name: 'alp' }), CLOCK))).toEqual(['a', 'c']);
    expect(filterHotels(list, NO_FILTERS, CLOCK)).not.toBe(list);
    expect(ids(filterHotels(list, NO_FILTERS, CLOCK))).toEqual(['a', 'b', 'c']);
    expect(activeFilterCount(narrow)).toBe(4);
  });
  it('toggle a choice in and out', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});
