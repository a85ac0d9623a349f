/**
 * Stars and room rates that fit a property and its town. Pure.
 *
 * - Stars follow how India classifies stays (server/rules/propertyTypes.ts says which each kind of
 *   property may have; homestays, under the Incredible India bed-and-breakfast scheme, have Silver
 *   and Gold, not stars). Five-star hotels are rare outside the metros and large cities.
 * - A standard room's nightly rate (before season, weekend and tax) lies in its stars' band for
 *   the city's tier, scaled by the kind of property: a 3-star in a small town is Rs 1,300-2,200,
 *   a 5-star in a metro Rs 7,500-11,000. Larger room types cost a set factor more.
 */
import { STARS_OF_TYPE, type PropertyType } from '../../rules/propertyTypes';

/** How often each star rating comes up in a city of each tier (1 metro, 2 large or tourist city, 3 other). */
export const STAR_WEIGHTS: Record<number, Readonly<Record<3 | 4 | 5, number>>> = {
  1: { 3: 45, 4: 38, 5: 17 },
  2: { 3: 55, 4: 34, 5: 11 },
  3: { 3: 72, 4: 25, 5: 3 },
};

/** The weights of the stars a property type may have, in a city of `tier`. */
export function starWeights(type: PropertyType, tier: number): Partial<Record<'3' | '4' | '5', number>> {
  const weights = STAR_WEIGHTS[tier] ?? STAR_WEIGHTS[3]!;
  return Object.fromEntries(STARS_OF_TYPE[type].map((s) => [String(s), weights[s as 3 | 4 | 5]]));
}

/** A standard room's nightly rate, rupees, [lowest, highest], by stars then tier. */
export const STANDARD_RATE_RUPEES: Record<number, Record<number, readonly [number, number]>> = {
  3: { 1: [2_400, 3_600], 2: [1_800, 2_800], 3: [1_300, 2_200] },
  4: { 1: [4_000, 6_000], 2: [3_000, 4_600], 3: [2_300, 3_500] },
  5: { 1: [7_500, 11_000], 2: [5_500, 8_500], 3: [4_500, 6_500] },
};

/** How much more (or less) a kind of property asks than a hotel of its stars. */
export const TYPE_RATE_FACTOR: Record<PropertyType, number> = {
  HOTEL: 1, INN: 0.85, GUESTHOUSE: 0.75, LODGE: 0.75, RESORT: 1.2, RESIDENCE: 0.95, APARTMENT: 1, APARTHOTEL: 1, VILLA: 1.3, PALACE: 1.4,
};

/** Beach, hill and heritage towns ask a little more: travellers come for them. */
export const DESTINATION_RATE_FACTOR = 1.1;

/** The band a standard room's rate is drawn from, in rupees. */
export function standardRateBand(stars: number, tier: number, type: PropertyType, destination: boolean): [number, number] {
  const [low, high] = STANDARD_RATE_RUPEES[stars]?.[tier] ?? STANDARD_RATE_RUPEES[3]![3]!;
  const factor = TYPE_RATE_FACTOR[type] * (destination ? DESTINATION_RATE_FACTOR : 1);
  return [low * factor, high * factor];
}
