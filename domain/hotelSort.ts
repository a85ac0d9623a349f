/**
 * Result sort (spec 000 §4, §9 Sort options): mutually exclusive options, User Rating by default.
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
export type SortOption = (typeof SORT_OPTIONS)[number]['id'];

export const DEFAULT_SORT: SortOption = 'userRating';

/** What a sort does, said next to the sort control; null when its label says it all. */
export function sortHelp(sort: SortOption): string | null {
  return sort === 'lowestPriceBestRated' ? VALUE_FOR_MONEY_HELP : null;
}

export function isSortOption(value: unknown): value is SortOption {
  return SORT_OPTIONS.some((o) => o.id === value);
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
 *   price, then the better score.
 */
export function sortHotels<T extends FilterableHotel>(hotels: readonly T[], sort: SortOption): T[] {
  // Decorate once: keys are read n times rather than n log n times.
  const rows = hotels.map((hotel, index) => {
    const price = priceKey(hotel);
    const rating = hotel.hotelRatings.userRating;
    return { hotel, index, price, rating, value: valueForMoney(rating, Number.isFinite(price) ? price : null) };
  });
  const byIndex = (a: (typeof rows)[number], b: (typeof rows)[number]) => a.index - b.index;
  const compare: Record<SortOption, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
    priceLowToHigh: (a, b) => a.price - b.price || byIndex(a, b),
    priceHighToLow: (a, b) =>
      (a.price === b.price ? 0 : !Number.isFinite(a.price) ? 1 : !Number.isFinite(b.price) ? -1 : b.price - a.price) || byIndex(a, b),
    userRating: (a, b) => b.rating - a.rating || byIndex(a, b),
    lowestPriceBestRated: (a, b) => b.value - a.value || a.price - b.price || b.rating - a.rating || byIndex(a, b),
  };
  return rows.sort(compare[sort]).map((r) => r.hotel);
}
