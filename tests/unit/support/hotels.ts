import type { FilterableHotel } from '../../../machines/rules/hotelFilters';

/** A small hotel for filter and sort tests: only what the domain reads. */
export function hotel(over: Partial<FilterableHotel> & { price?: number | null; rating?: number } = {}): FilterableHotel {
  const { price = 2500, rating = 4, ...rest } = over;
  return {
    id: rest.id ?? 'h1',
    name: rest.name ?? 'Hotel One',
    rt: rest.rt ?? 3,
    pt: rest.pt ?? 'HOTEL',
    fl: rest.fl ?? ['Free WiFi'],
    hotelRatings: rest.hotelRatings ?? { userRating: rating },
    pops: rest.pops ?? (price === null ? [] : [{ tpc: price, fc: ['ROOM ONLY'] }]),
    ops: rest.ops ?? [{ fcd: null, pl: false }],
  };
}
