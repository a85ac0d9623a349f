/**
 * What may stop a rate plan selling a stay, night by night. Each night has one restriction byte:
 * the minimum stay in its low five bits (0 or 1: none), then stop-sell, closed to arrival and
 * closed to departure. Channel managers send these as ARI (docs/partner-api.md).
 *
 * - stop-sell: no stay that includes the night;
 * - closed to arrival: no stay that starts that night;
 * - closed to departure: no stay that ends (checks out) on that day;
 * - minimum stay: a stay that includes the night lasts at least that many nights ("through").
 */
export const MIN_STAY_BITS = 0b11111;
export const STOP_SELL = 32;
export const CLOSED_TO_ARRIVAL = 64;
export const CLOSED_TO_DEPARTURE = 128;

export const minStayOf = (restriction: number) => restriction & MIN_STAY_BITS;

/** The restriction byte with these parts. */
export function restrictionByte(parts: { minStay: number; stopSell: boolean; closedToArrival: boolean; closedToDeparture: boolean }): number {
  return (
    (parts.minStay <= 1 ? 0 : parts.minStay) |
    (parts.stopSell ? STOP_SELL : 0) |
    (parts.closedToArrival ? CLOSED_TO_ARRIVAL : 0) |
    (parts.closedToDeparture ? CLOSED_TO_DEPARTURE : 0)
  );
}

/** Why a plan does not sell a stay; `night` counts from the stay's first night (0). */
export type SupplyBreak =
  | { kind: 'noRate'; night: number }
  | { kind: 'stopSell'; night: number }
  | { kind: 'closedToArrival' }
  | { kind: 'closedToDeparture' }
  | { kind: 'minStay'; nights: number };

/**
 * The first rule a stay of `nightCount` nights breaks, or null when the plan sells it. `rates[i]`
 * and `restrictions[i]` are night i's; `restrictions[nightCount]` is the check-out day's (0 when
 * the calendar ends before it).
 */
export function supplyBreak(rates: ArrayLike<number>, restrictions: ArrayLike<number>, nightCount: number): SupplyBreak | null {
  let minStay = 0;
  for (let night = 0; night < nightCount; night++) {
    if (rates[night]! <= 0) return { kind: 'noRate', night };
    const restriction = restrictions[night]!;
    if (restriction === 0) continue;
    if (restriction & STOP_SELL) return { kind: 'stopSell', night };
    if (night === 0 && restriction & CLOSED_TO_ARRIVAL) return { kind: 'closedToArrival' };
    minStay = Math.max(minStay, restriction & MIN_STAY_BITS);
  }
  if (restrictions[nightCount]! & CLOSED_TO_DEPARTURE) return { kind: 'closedToDeparture' };
  if (minStay > nightCount) return { kind: 'minStay', nights: minStay };
  return null;
}
