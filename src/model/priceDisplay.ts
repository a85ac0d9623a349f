/**
 * How a hotel's price is shown on cards and map pins (spec 000 §9 Price display, Hotel card
 * badges). The card says what its price covers as every page does (priceStatement.ts): the
 * total per night with its rooms, the real taxes and fees within it (`taf`), not a rate added on
 * top. Pure and browser-safe.
 */
import { formatRupees } from '../../domain/money';
import { grouped } from '../../domain/localeFormat';
import { priceStatement, type PricedFor, type PriceStatement } from '../../domain/priceStatement';
import { displayedOption, type PricedHotel } from '../../domain/hotelPrice';

/** `Rs 3,245.50`: the per-night price with 2 decimals, `Rs` prefix and en-IN grouping. */
export function formatNightlyPrice(price: number): string {
  return formatRupees(price);
}

/** The card's price for the stay searched, or null when the hotel has no option. */
export function cardPrice(hotel: { pops: ReadonlyArray<{ tpc: number; tp: number; taf: number; fc: readonly string[] }> }, pricedFor: PricedFor): PriceStatement | null {
  const option = displayedOption(hotel);
  return option ? priceStatement({ total: option.tp, taxes: option.taf }, pricedFor) : null;
}

/** The short label of a map pin: whole rupees, e.g. `Rs 3,246`. */
export function pinLabel(price: number | null): string {
  return price === null ? 'Sold out' : `Rs ${grouped(Math.round(price))}`;
}

export const BADGES = {
  mealUpgrade: 'Complimentary Meal Upgrade',
  breakfast: 'Breakfast Included',
} as const;
export type Badge = (typeof BADGES)[keyof typeof BADGES];

/**
 * Card badges from the facilities of the shown (cheapest) option: 'Complimentary Meal Upgrade'
 * when a facility contains HALF BOARD, 'Breakfast Included' when one contains BREAKFAST.
 */
export function cardBadges(hotel: PricedHotel): Badge[] {
  const facilities = displayedOption(hotel)?.fc ?? [];
  const badges: Badge[] = [];
  if (facilities.some((f) => f.includes('HALF BOARD'))) badges.push(BADGES.mealUpgrade);
  if (facilities.some((f) => f.includes('BREAKFAST'))) badges.push(BADGES.breakfast);
  return badges;
}
