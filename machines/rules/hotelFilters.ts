/**
 * Result filters (price bands, stars, property types and the rest). Every call filters the
 * FULL result list, never the previous filtered list. Within one group the choices are
 * alternatives (any selected price band, any selected star option, any selected property type);
 * amenities are all required; the name is a case-insensitive 'contains'. Pure and browser-safe.
 */
import { leadTerms, type OptionTerms, type TermsClock } from './leadTerms';
import { nightlyPrice, type PricedHotel } from './hotelPrice';
import { hasHouseRule, isHouseRuleFacility, type HouseRuleId } from '../../domain/houseRules';

/** The fields a filter reads. `HotelHit` of the search answer has all of them. */
export interface FilterableHotel extends PricedHotel {
  id: string;
  name: string;
  /** Star rating. */
  rt: number;
  /** Property type as the server spells it (HOTEL, INN, ...). */
  pt: string;
  /** Hotel facilities (amenities). */
  fl: readonly string[];
  hotelRatings: { userRating: number };
  /** The lead option first, with its cancellation and pay-later terms. */
  ops: readonly OptionTerms[];
}

/**
 * Price bands on the per-night price, in rupees: 0-3,000; 3,000-5,000; 5,000-8,000;
 * 8,000-15,000; above 15,000. A band holds its upper edge and not its lower one (so 3,000 is in
 * 0-3,000 and 15,000 in 8,000-15,000, and 'above 15,000' means more than 15,000); the first band
 * holds 0 too.
 */
export const PRICE_BANDS = [
  { id: '0-3000', label: 'Rs 0 - Rs 3,000', min: 0, max: 3000 },
  { id: '3000-5000', label: 'Rs 3,000 - Rs 5,000', min: 3000, max: 5000 },
  { id: '5000-8000', label: 'Rs 5,000 - Rs 8,000', min: 5000, max: 8000 },
  { id: '8000-15000', label: 'Rs 8,000 - Rs 15,000', min: 8000, max: 15000 },
  { id: '15000+', label: 'Above Rs 15,000', min: 15000, max: null },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];

/**
 * Star options: 5, 4 and 3 match exactly; 'Special Category' is any rating above 3, which its
 * hint says, since the name alone tells a traveller nothing.
 */
export const STAR_OPTIONS: ReadonlyArray<{ id: '5' | '4' | '3' | 'special'; label: string; hint?: string }> = [
  { id: '5', label: '5 Star' },
  { id: '4', label: '4 Star' },
  { id: '3', label: '3 Star' },
  { id: 'special', label: 'Special Category', hint: 'Rated above 3 stars: every 4 and 5 star stay' },
];
export type StarOptionId = '5' | '4' | '3' | 'special';

/** Property types offered as filters, as shown. */
export const PROPERTY_TYPES = ['Hotel', 'Inn', 'Apartment', 'Villa', 'Guesthouse', 'Resort', 'Palace', 'Residence'] as const;
export type PropertyTypeLabel = (typeof PROPERTY_TYPES)[number];

/** Booking terms of the lead option; each ticked one is required. */
export const TERM_OPTIONS = [
  { id: 'freeCancellation', label: 'Free cancellation' },
  { id: 'payLater', label: 'Pay later available' },
] as const;
export type TermOptionId = (typeof TERM_OPTIONS)[number]['id'];

export interface HotelFilters {
  priceBands: PriceBandId[];
  stars: StarOptionId[];
  amenities: string[];
  propertyTypes: PropertyTypeLabel[];
  terms: TermOptionId[];
  /** House rules (couple friendly, local ID accepted); each ticked one is required. */
  houseRules: HouseRuleId[];
  name: string;
}

export const NO_FILTERS: HotelFilters = { priceBands: [], stars: [], amenities: [], propertyTypes: [], terms: [], houseRules: [], name: '' };

export function inPriceBand(price: number, band: PriceBandId): boolean {
  const b = PRICE_BANDS.find((x) => x.id === band);
  if (!b) return false;
  const aboveMin = b.min === 0 ? price >= 0 : price > b.min;
  return aboveMin && (b.max === null || price <= b.max);
}

export function matchesStar(rating: number, option: StarOptionId): boolean {
  return option === 'special' ? rating > 3 : rating === Number(option);
}

/** Number of active choices, for the 'Filters (n)' button. */
export function activeFilterCount(f: HotelFilters): number {
  return f.priceBands.length + f.stars.length + f.amenities.length + f.propertyTypes.length + f.terms.length + f.houseRules.length + (f.name.trim() ? 1 : 0);
}

export function isUnfiltered(f: HotelFilters): boolean {
  return activeFilterCount(f) === 0;
}

export const matchesPropertyType = (pt: string, type: PropertyTypeLabel) => pt.toUpperCase() === type.toUpperCase();

/** The test for one hotel, with the filter prepared once (lower-cased name, amenity set). */
export function hotelPredicate(f: HotelFilters, clock: TermsClock): (hotel: FilterableHotel) => boolean {
  const name = f.name.trim().toLowerCase();
  const bands = f.priceBands;
  const stars = f.stars;
  const types = f.propertyTypes.map((t) => t.toUpperCase());
  const amenities = f.amenities;
  const terms = f.terms;
  const rules = f.houseRules;
  return (hotel) => {
    if (bands.length) {
      const price = nightlyPrice(hotel);
      if (price === null || !bands.some((b) => inPriceBand(price, b))) return false;
    }
    if (stars.length && !stars.some((s) => matchesStar(hotel.rt, s))) return false;
    if (types.length && !types.includes(hotel.pt.toUpperCase())) return false;
    if (amenities.length && !amenities.every((a) => hotel.fl.includes(a))) return false;
    if (terms.length) {
      const lead = leadTerms(hotel.ops[0], clock);
      if (!terms.every((t) => lead[t])) return false;
    }
    if (rules.length && !rules.every((r) => hasHouseRule(hotel.fl, r))) return false;
    if (name && !hotel.name.toLowerCase().includes(name)) return false;
    return true;
  };
}

/**
 * The hotels of the full list that pass every filter, in their original order. `clock` (the
 * stay's check-in and now) decides the lead option's terms.
 */
export function filterHotels<T extends FilterableHotel>(hotels: readonly T[], f: HotelFilters, clock: TermsClock): T[] {
  if (isUnfiltered(f)) return hotels.slice();
  return hotels.filter(hotelPredicate(f, clock));
}

/**
 * Amenity choices for a result list: the facilities its hotels have, most common first (ties in
 * alphabetical order), at most `limit`. A facility every hotel has is left out: ticking it would
 * filter nothing. House rules are left out too: they are a group of their own.
 */
export function amenityOptions(hotels: readonly FilterableHotel[], limit = 12): string[] {
  const counts = new Map<string, number>();
  for (const h of hotels) for (const a of h.fl) if (!isHouseRuleFacility(a)) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, n]) => n < hotels.length)
    // Plain code-unit order for ties: the names are English, and `localeCompare` builds a
    // collator per call (a whole result list's worth is slow on a phone).
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, limit)
    .map(([a]) => a);
}

/** Adds or removes one value of a multi-choice group. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
