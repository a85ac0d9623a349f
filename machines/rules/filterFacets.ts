/**
 * The filter panel's options for a result list, each with how many hotels it would show: an
 * option of a group of alternatives (price band, stars, property type) counts the hotels that pass
 * every other group and match it; an option of a group that requires all its choices (amenities,
 * booking terms, house rules) counts the hotels that pass every filter and have it too, so the count is what
 * ticking it would show. Options no hotel of the search matches, and options every hotel matches,
 * are left out (they would show nothing, or filter nothing) unless they are ticked. Pure.
 */
import {
  amenityOptions,
  inPriceBand,
  matchesPropertyType,
  matchesStar,
  PRICE_BANDS,
  PROPERTY_TYPES,
  STAR_OPTIONS,
  TERM_OPTIONS,
  type FilterableHotel,
  type HotelFilters,
  type PriceBandId,
  type PropertyTypeLabel,
  type StarOptionId,
  type TermOptionId,
} from './hotelFilters';
import { leadTerms, type LeadTerms, type TermsClock } from './leadTerms';
import { nightlyPrice } from './hotelPrice';
import { hasHouseRule, HOUSE_RULES, type HouseRuleId } from '../../domain/houseRules';

export interface FacetOption<Id extends string = string> {
  id: Id;
  label: string;
  /** What the option means, where its label does not say (Special Category). */
  hint?: string;
  /** Hotels shown with this option ticked (and the other filters as they are). */
  count: number;
}

export interface FilterFacets {
  priceBands: FacetOption<PriceBandId>[];
  stars: FacetOption<StarOptionId>[];
  amenities: FacetOption[];
  propertyTypes: FacetOption<PropertyTypeLabel>[];
  terms: FacetOption<TermOptionId>[];
  houseRules: FacetOption<HouseRuleId>[];
}

/** The filter groups that are alternatives within themselves: an option's count ignores the group's own choices. */
type Group = 'price' | 'stars' | 'types' | 'amenities' | 'terms' | 'rules' | 'name';
const GROUPS: readonly Group[] = ['price', 'stars', 'types', 'amenities', 'terms', 'rules', 'name'];

interface Row {
  hotel: FilterableHotel;
  price: number | null;
  terms: LeadTerms;
  /** Bit per group the hotel fails under the current filters. */
  fails: number;
}

const bit = (g: Group) => 1 << GROUPS.indexOf(g);

function rowsOf(hotels: readonly FilterableHotel[], f: HotelFilters, clock: TermsClock): Row[] {
  const name = f.name.trim().toLowerCase();
  return hotels.map((hotel) => {
    const price = nightlyPrice(hotel);
    const terms = leadTerms(hotel.ops[0], clock);
    let fails = 0;
    if (f.priceBands.length && (price === null || !f.priceBands.some((b) => inPriceBand(price, b)))) fails |= bit('price');
    if (f.stars.length && !f.stars.some((s) => matchesStar(hotel.rt, s))) fails |= bit('stars');
    if (f.propertyTypes.length && !f.propertyTypes.some((t) => matchesPropertyType(hotel.pt, t))) fails |= bit('types');
    if (f.amenities.length && !f.amenities.every((a) => hotel.fl.includes(a))) fails |= bit('amenities');
    if (f.terms.length && !f.terms.every((t) => terms[t])) fails |= bit('terms');
    if (f.houseRules.length && !f.houseRules.every((r) => hasHouseRule(hotel.fl, r))) fails |= bit('rules');
    if (name && !hotel.name.toLowerCase().includes(name)) fails |= bit('name');
    return { hotel, price, terms, fails };
  });
}

/**
 * One group's options: those some but not every hotel of the search matches, or that are ticked,
 * each counted over the hotels that pass the filters `ignoring` leaves in force.
 */
function facet<Id extends string>(
  rows: readonly Row[],
  options: ReadonlyArray<{ id: Id; label: string; hint?: string }>,
  ticked: readonly string[],
  ignoring: number,
  matches: (row: Row, id: Id) => boolean,
): FacetOption<Id>[] {
  const out: FacetOption<Id>[] = [];
  for (const { id, label, hint } of options) {
    let anywhere = 0;
    let count = 0;
    for (const row of rows) {
      if (!matches(row, id)) continue;
      anywhere++;
      if ((row.fails & ~ignoring) === 0) count++;
    }
    if (ticked.includes(id) || (anywhere > 0 && anywhere < rows.length)) out.push({ id, label, count, ...(hint ? { hint } : {}) });
  }
  return out;
}

/** Every group's options with their counts for the full result list `hotels` under filters `f`. */
export function filterFacets(hotels: readonly FilterableHotel[], f: HotelFilters, clock: TermsClock): FilterFacets {
  const rows = rowsOf(hotels, f, clock);
  const common = amenityOptions(hotels);
  const amenityIds = [...common, ...f.amenities.filter((a) => !common.includes(a))];
  return {
    priceBands: facet(rows, PRICE_BANDS, f.priceBands, bit('price'), (r, id) => r.price !== null && inPriceBand(r.price, id)),
    stars: facet(rows, STAR_OPTIONS, f.stars, bit('stars'), (r, id) => matchesStar(r.hotel.rt, id)),
    amenities: facet(rows, amenityIds.map((a) => ({ id: a, label: a })), f.amenities, 0, (r, id) => r.hotel.fl.includes(id)),
    propertyTypes: facet(rows, PROPERTY_TYPES.map((t) => ({ id: t, label: t })), f.propertyTypes, bit('types'), (r, id) => matchesPropertyType(r.hotel.pt, id)),
    terms: facet(rows, TERM_OPTIONS, f.terms, 0, (r, id) => r.terms[id]),
    houseRules: facet(rows, HOUSE_RULES, f.houseRules, 0, (r, id) => hasHouseRule(r.hotel.fl, id)),
  };
}
