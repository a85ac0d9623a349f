/**
 * The price a hotel of a result list is known by: its cheapest option
 * per night. The filters' price bands, the sort by price and the cards all read it. Pure.
 */

/** The part of a hotel a price is read from: its price options (`pops`, cheapest first). */
export interface PricedHotel {
  pops: ReadonlyArray<{ tpc: number; fc: readonly string[] }>;
}

/** The option a card shows: the cheapest by total per night (`pops` is cheapest first; we do not rely on it). */
export function displayedOption<T extends PricedHotel>(hotel: T): T['pops'][number] | undefined {
  let best: T['pops'][number] | undefined;
  for (const option of hotel.pops) if (!best || option.tpc < best.tpc) best = option;
  return best;
}

/** The total per night of the cheapest option in rupees, or null when the hotel has no option. */
export function nightlyPrice(hotel: PricedHotel): number | null {
  const option = displayedOption(hotel);
  return option ? option.tpc : null;
}
