import { describe, expect, it } from 'vitest';
import { filterFacets } from '../../machines/rules/filterFacets';
import { filterHotels, NO_FILTERS, type HotelFilters } from '../../machines/rules/hotelFilters';
import { hotel } from './support/hotels';

/** Check-in 14 days after now: a plan free until 1-7 days before is still free. */
const CLOCK = { checkIn: '2031-03-15', now: Date.UTC(2031, 2, 1) };
const f = (over: Partial<HotelFilters>): HotelFilters => ({ ...NO_FILTERS, ...over });

const list = [
  hotel({ id: 'a', rt: 3, price: 2000, pt: 'HOTEL', fl: ['Free WiFi', 'Parking'], ops: [{ fcd: 2, pl: true }] }),
  hotel({ id: 'b', rt: 4, price: 4000, pt: 'HOTEL', fl: ['Free WiFi', 'Pool'], ops: [{ fcd: 2, pl: false }] }),
  hotel({ id: 'c', rt: 5, price: 4500, pt: 'RESORT', fl: ['Free WiFi', 'Pool', 'Spa'], ops: [{ fcd: null, pl: true }] }),
  hotel({ id: 'd', rt: 5, price: 9000, pt: 'HOTEL', fl: ['Free WiFi'], ops: [{ fcd: null, pl: false }] }),
];
const counts = <T extends { id: string; count: number }>(options: T[]) => Object.fromEntries(options.map((o) => [o.id, o.count]));

describe('filter options with their counts', () => {
  it('count each option over the whole list with no filter on', () => {
    const facets = filterFacets(list, NO_FILTERS, CLOCK);
    expect(counts(facets.priceBands)).toEqual({ '0-3000': 1, '3000-5000': 2, '8000-15000': 1 });
    expect(counts(facets.stars)).toEqual({ '5': 2, '4': 1, '3': 1, special: 3 });
    expect(counts(facets.propertyTypes)).toEqual({ Hotel: 3, Resort: 1 });
    expect(counts(facets.terms)).toEqual({ freeCancellation: 2, payLater: 1 });
    expect(facets.terms.map((t) => t.label)).toEqual(['Free cancellation', 'Pay later available']);
  });

  it('leave out options no hotel matches and options every hotel matches', () => {
    const facets = filterFacets(list, NO_FILTERS, CLOCK);
    // No hotel above Rs 15,000 or between 5,000 and 8,000; every hotel has Free WiFi.
    expect(facets.priceBands.map((b) => b.id)).not.toContain('15000+');
    expect(facets.priceBands.map((b) => b.id)).not.toContain('5000-8000');
    expect(facets.propertyTypes.map((t) => t.id)).not.toContain('Villa');
    expect(facets.amenities.map((a) => a.id)).toEqual(['Pool', 'Parking', 'Spa']);
    const allFive = filterFacets([hotel({ id: 'x', rt: 5 }), hotel({ id: 'y', rt: 5 })], NO_FILTERS, CLOCK);
    expect(allFive.stars).toEqual([]);
  });

  it('keep a ticked option even when it matches nothing (it must be possible to untick it)', () => {
    const facets = filterFacets(list, f({ priceBands: ['15000+'], amenities: ['Sauna'] }), CLOCK);
    expect(facets.priceBands.find((b) => b.id === '15000+')).toEqual({ id: '15000+', label: 'Above Rs 15,000', count: 0 });
    expect(facets.amenities.find((a) => a.id === 'Sauna')).toEqual({ id: 'Sauna', label: 'Sauna', count: 0 });
  });

  it("count an alternative group's options under the other groups, not its own choices", () => {
    const facets = filterFacets(list, f({ stars: ['5'] }), CLOCK);
    // Other star options still count what picking them would add.
    expect(counts(facets.stars)).toEqual({ '5': 2, '4': 1, '3': 1, special: 3 });
    // Other groups count within 5 stars.
    expect(counts(facets.priceBands)).toEqual({ '0-3000': 0, '3000-5000': 1, '8000-15000': 1 });
    expect(counts(facets.propertyTypes)).toEqual({ Hotel: 1, Resort: 1 });
    expect(counts(facets.terms)).toEqual({ freeCancellation: 0, payLater: 0 });
  });

  it('count a required option (amenity, booking term) as what ticking it would show', () => {
    const filters = f({ amenities: ['Pool'] });
    const facets = filterFacets(list, filters, CLOCK);
    expect(counts(facets.amenities)).toEqual({ Pool: 2, Parking: 0, Spa: 1 });
    for (const option of facets.amenities) {
      const ticked = filters.amenities.includes(option.id) ? filters : f({ amenities: [...filters.amenities, option.id] });
      expect(filterHotels(list, ticked, CLOCK)).toHaveLength(option.count);
    }
    expect(counts(facets.terms)).toEqual({ freeCancellation: 1, payLater: 0 });
  });

  it('the name filter narrows every count', () => {
    const facets = filterFacets(list, f({ name: 'nobody' }), CLOCK);
    for (const group of Object.values(facets)) for (const option of group) expect(option.count).toBe(0);
  });

  it('terms depend on the clock: past every deadline, nothing is free to cancel', () => {
    const late = { checkIn: '2031-03-15', now: Date.UTC(2031, 2, 15) };
    expect(filterFacets(list, NO_FILTERS, late).terms).toEqual([]);
    expect(filterHotels(list, f({ terms: ['freeCancellation'] }), late)).toEqual([]);
    expect(filterHotels(list, f({ terms: ['freeCancellation'] }), CLOCK).map((h) => h.id)).toEqual(['a', 'b']);
    expect(filterHotels(list, f({ terms: ['freeCancellation', 'payLater'] }), CLOCK).map((h) => h.id)).toEqual(['a']);
  });
});
