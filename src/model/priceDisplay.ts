/**
 * How a hotel's price is shown on cards and map pins (docs/product.md,
 * Results). The card says what its price covers as every page does (priceStatement.ts): the
 * total per night with its rooms, the real taxes and fees within it (`taf`), not a rate added on
 * top. Pure and browser-safe.
 */
import { formatRupees } from '../../domain/money';
import { priceStatement, type PricedFor, type PriceStatement } from '../../machines/rules/priceStatement';
import { displayedOption, type PricedHotel } from '../../machines/rules/hotelPrice';

/** `Rs 3,245.50`: the per-night price with 2 decimals, `Rs` prefix and en-IN grouping. */
export function formatNightlyPrice(price: number): string {
  return formatRupees(price);
}

/**
 * The card's price for the stay searched, or null when the hotel has no option. When the server
 * says the lead option's nights cost different amounts (`nightsDiffer`), the figure per night is
 * labelled an average.
 */
export function cardPrice(
  hotel: { pops: ReadonlyArray<{ tpc: number; tp: number; taf: number; fc: readonly string[] }>; nightsDiffer?: boolean },
  pricedFor: PricedFor,
): PriceStatement | null {
  const option = displayedOption(hotel);
  return option ? priceStatement({ total: option.tp, taxes: option.taf }, { ...pricedFor, nightsDiffer: hotel.nightsDiffer === true }) : null;
}

/**
 * A tile's price (trending hotels, the wishlist): the server prices them for the default stay
 * (today to tomorrow, 1 room, 1 adult), so per night for one room, taxes included.
 */
export function tilePrice(hotel: Parameters<typeof cardPrice>[0]): PriceStatement | null {
  return cardPrice(hotel, { nights: 1, rooms: 1 });
}

/** The label of a map pin: the price per night as every page says it, e.g. `Rs 3,245.50`. */
export function pinLabel(price: number | null): string {
  return price === null ? 'Sold out' : formatRupees(price);
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
