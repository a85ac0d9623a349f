/**
 * `npm run bench:filters`: the time to apply a filter and a sort to 1,000 generated hotels and
 * count every filter option, the work the results page does on each filter click (target: under
 * one frame, 16 ms).
 * Prints the median and the worst of many runs for a few typical filter sets.
 */
import { filterFacets } from '../../machines/rules/filterFacets';
import { filterHotels, NO_FILTERS, PROPERTY_TYPES, type FilterableHotel, type HotelFilters } from '../../machines/rules/hotelFilters';
import { sortHotels, type SortOption } from '../../machines/rules/hotelSort';

const AMENITIES = ['Free WiFi', 'Air Conditioning', 'Restaurant', 'Parking', 'Swimming Pool', 'Spa', 'Bar', 'Laundry', 'Garden', 'CCTV', 'Couple Friendly', 'Local ID Accepted'];
const MEALS = ['ROOM ONLY', 'BREAKFAST', 'HALF BOARD', 'FULL BOARD'];

/** A seeded generator so every run measures the same list. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function generate(n: number): FilterableHotel[] {
  const r = rng(42);
  return Array.from({ length: n }, (_, i) => ({
    id: String(100000 + i),
    name: `Hotel ${['Grand', 'Royal', 'Sea View', 'Palm', 'City'][i % 5]} ${i}`,
    rt: 3 + Math.floor(r() * 3),
    pt: PROPERTY_TYPES[Math.floor(r() * PROPERTY_TYPES.length)]!.toUpperCase(),
    fl: AMENITIES.filter(() => r() < 0.5),
    hotelRatings: { userRating: Math.round((3 + r() * 2) * 10) / 10 },
    pops: Array.from({ length: 1 + Math.floor(r() * 4) }, () => ({
      tpc: Math.round((1500 + r() * 20000) * 100) / 100,
      fc: [MEALS[Math.floor(r() * MEALS.length)]!, 'Free WiFi'],
    })),
    ops: [{ fcd: r() < 0.6 ? 1 + Math.floor(r() * 7) : null, pl: r() < 0.5 }],
  }));
}

/** Check-in two weeks after the moment the terms are read for. */
const CLOCK = { checkIn: '2031-03-15', now: Date.UTC(2031, 2, 1) };
const refine = (list: FilterableHotel[], f: HotelFilters, sort: SortOption) => {
  filterFacets(list, f, CLOCK);
  return sortHotels(filterHotels(list, f, CLOCK), sort);
};

const hotels = generate(1000);
const cases: Array<{ name: string; filters: HotelFilters; sort: SortOption }> = [
  { name: 'no filter, User Rating', filters: NO_FILTERS, sort: 'userRating' },
  { name: 'price band 3,000-5,000 + 4 star, Price Low to High', filters: { ...NO_FILTERS, priceBands: ['3000-5000'], stars: ['4'] }, sort: 'priceLowToHigh' },
  {
    name: 'every kind at once, Lowest Price & Best Rated',
    filters: { priceBands: ['0-3000', '8000-15000'], stars: ['special'], amenities: ['Free WiFi', 'Parking'], propertyTypes: ['Hotel', 'Resort'], terms: ['freeCancellation'], houseRules: ['coupleFriendly'], name: 'gr' },
    sort: 'lowestPriceBestRated',
  },
  { name: 'name contains "sea", Price High to Low', filters: { ...NO_FILTERS, name: 'sea' }, sort: 'priceHighToLow' },
];

const RUNS = 200;
let worstMedian = 0;
console.log(`filter + sort + option counts on ${hotels.length} hotels, ${RUNS} runs each (after 20 warm-up runs)`);
for (const c of cases) {
  for (let i = 0; i < 20; i++) refine(hotels, c.filters, c.sort);
  const times: number[] = [];
  let kept = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    kept = refine(hotels, c.filters, c.sort).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const worst = times[times.length - 1]!;
  worstMedian = Math.max(worstMedian, median);
  console.log(`  ${c.name}: ${kept} kept, median ${median.toFixed(3)} ms, worst ${worst.toFixed(3)} ms`);
}
// A cold first call, as on the very first click after the page loads (new process, no warm-up).
const cold = generate(1000);
const t0 = performance.now();
refine(cold, { ...NO_FILTERS, stars: ['5'] }, 'priceLowToHigh');
console.log(`  cold first call: ${(performance.now() - t0).toFixed(3)} ms`);
console.log(`${worstMedian < 16 ? 'PASS' : 'FAIL'}: slowest median ${worstMedian.toFixed(3)} ms (target < 16 ms)`);
