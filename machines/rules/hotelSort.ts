/**
 * Result sort: mutually exclusive options, User Rating by default.
 * A search near a place (an airport, a station, a landmark) also offers Distance, and opens on it.
 * Sorting is stable: hotels that compare equal keep the server's order. Pure and browser-safe.
 */
import type { FilterableHotel } from './hotelFilters';
import { nightlyPrice } from './hotelPrice';
import { VALUE_FOR_MONEY_HELP, valueForMoney } from './valueForMoney';

export const SORT_OPTIONS = [
  { id: 'priceLowToHigh', label: 'Price Low to High' },
  { id: 'priceHighToLow', label: 'Price High to Low' },
  { id: 'userRating', label: 'User Rating' },
  { id: 'lowestPriceBestRated', label: 'Lowest Price & Best Rated' },
] as const;
/** Offered only when the hotels were searched near a place: nearest first, by the distance the server gave. */
export const DISTANCE_SORT = { id: 'distance', label: 'Distance' } as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['id'] | typeof DISTANCE_SORT.id;

export const DEFAULT_SORT: SortOption = 'userRating';

/** The sort a search opens on: Distance near a place, else User Rating. */
export const defaultSortFor = (nearPlace: boolean): SortOption => (nearPlace ? DISTANCE_SORT.id : DEFAULT_SORT);

const NEAR_SORT_OPTIONS = [DISTANCE_SORT, ...SORT_OPTIONS] as const;

/** The options a search offers, in order: Distance first near a place (the same array each time). */
export function sortOptionsFor(nearPlace: boolean): ReadonlyArray<{ id: SortOption; label: string }> {
  return nearPlace ? NEAR_SORT_OPTIONS : SORT_OPTIONS;
}

/** A hotel as sorts read it: `km`, its distance from the searched place, when it was searched near one. */
type SortableHotel = FilterableHotel & { km?: number };

/** What a sort does, said next to the sort control; null when its label says it all. */
export function sortHelp(sort: SortOption): string | null {
  return sort === 'lowestPriceBestRated' ? VALUE_FOR_MONEY_HELP : null;
}

export function isSortOption(value: unknown): value is SortOption {
  return value === DISTANCE_SORT.id || SORT_OPTIONS.some((o) => o.id === value);
}

/** Hotels without a price sort after every priced hotel in both price orders. */
function priceKey(hotel: FilterableHotel): number {
  return nightlyPrice(hotel) ?? Number.POSITIVE_INFINITY;
}

/**
 * A new array in the chosen order:
 * - Price Low to High / High to Low: the per-night price of the cheapest option;
 * - User Rating: the guest score cards show (`hotelRatings.userRating`), best first;
 * - Lowest Price & Best Rated: value for money (valueForMoney.ts), best first; then the lower
 *   price, then the better score;
 * - Distance: nearest first (a hotel without a distance last).
 */
export function sortHotels<T extends SortableHotel>(hotels: readonly T[], sort: SortOption): T[] {
  // Decorate once: keys are read n times rather than n log n times.
  const rows = hotels.map((hotel, index) => {
    const price = priceKey(hotel);
    const rating = hotel.hotelRatings.userRating;
    return { hotel, index, price, rating, km: hotel.km ?? Number.POSITIVE_INFINITY, value: valueForMoney(rating, Number.isFinite(price) ? price : null) };
  });
  const byIndex = (a: (typeof rows)[number], b: (typeof rows)[number]) => a.index - b.index;
  const compare: Record<SortOption, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
    priceLowToHigh: (a, b) => a.price - b.price || byIndex(a, b),
    priceHighToLow: (a, b) =>
      (a.price === b.price ? 0 : !Number.isFinite(a.price) ? 1 : !Number.isFinite(b.price) ? -1 : b.price - a.price) || byIndex(a, b),
    userRating: (a, b) => b.rating - a.rating || byIndex(a, b),
    lowestPriceBestRated: (a, b) => b.value - a.value || a.price - b.price || b.rating - a.rating || byIndex(a, b),
    distance: (a, b) => (a.km === b.km ? 0 : a.km - b.km) || byIndex(a, b),
  };
  return rows.sort(compare[sort]).map((r) => r.hotel);
}
