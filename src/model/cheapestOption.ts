/**
 * Which of a hotel's bookable options is the cheapest (the hotel info's "From"
 * price, the map pin, and the rooms list, cheapest first). Options compare by their price for the
 * whole stay (`tp`); equal prices keep the order the server sent. Pure.
 */
import type { HotelOption } from '../../contract/hotel';

type Priced = Pick<HotelOption, 'tp'>;

/** The options, cheapest first (a new array). */
export function cheapestFirst<O extends Priced>(options: readonly O[]): O[] {
  return [...options].sort((a, b) => a.tp - b.tp);
}

/** The cheapest option, or null when there is none. */
export function cheapestOption<O extends Priced>(options: readonly O[]): O | null {
  return cheapestFirst(options)[0] ?? null;
}
