/**
 * What a price covers, said one way wherever a stay's price is shown (results cards, the hotel
 * page, the review page): the total per night with its rooms, the taxes and fees it includes,
 * and the whole stay. Pure and browser-safe.
 */
import { formatRupees, toPaise, toRupees } from '../../domain/money';
import { perNightPaise } from '../../domain/pricing';

/** A stay's price as the server gives it, rupees: the total (taxes included) and the taxes in it. */
export interface StayAmounts {
  total: number;
  taxes: number;
}

/**
 * The nights and rooms that price is for, and whether the server said its nights cost different
 * amounts (a weekend night dearer): the figure per night is then their average.
 */
export interface PricedFor {
  nights: number;
  rooms: number;
  nightsDiffer?: boolean;
}

export interface PriceStatement {
  /** Rupees: the total per night (for every room), its taxes and fees, the whole stay's. */
  perNight: number;
  taxesPerNight: number;
  total: number;
  taxes: number;
  nights: number;
  rooms: number;
  /** `Rs 13,433.12` */
  amount: string;
  /** Whether the figure per night is an average of nights that cost different amounts. */
  averaged: boolean;
  /** `per night` for one room, `per night for 5 rooms`; `avg. per night` when the nights differ */
  basis: string;
  /** `incl. Rs 1,374.00 taxes & fees per night` */
  includes: string;
  /** `Rs 67,165.60 for 5 nights` */
  stay: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function priceStatement({ total, taxes }: StayAmounts, pricedFor: PricedFor): PriceStatement {
  const nights = Math.max(1, Math.floor(pricedFor.nights) || 1);
  const rooms = Math.max(1, Math.floor(pricedFor.rooms) || 1);
  const perNight = toRupees(perNightPaise(toPaise(total), nights));
  const taxesPerNight = toRupees(perNightPaise(toPaise(taxes), nights));
  // One night cannot differ from itself: only a stay of several nights has an average.
  const averaged = nights > 1 && pricedFor.nightsDiffer === true;
  const perNightWords = averaged ? 'avg. per night' : 'per night';
  return {
    perNight,
    taxesPerNight,
    total,
    taxes,
    nights,
    rooms,
    amount: formatRupees(perNight),
    averaged,
    basis: rooms === 1 ? perNightWords : `${perNightWords} for ${rooms} rooms`,
    includes: `incl. ${formatRupees(taxesPerNight)} taxes & fees per night`,
    stay: `${formatRupees(total)} for ${plural(nights, 'night')}`,
  };
}
