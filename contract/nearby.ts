import { z } from 'zod';
import { successEnvelope } from './envelope';

export { NEARBY_CATEGORIES } from './nearbyCategories';
export const nearbyType = z.enum(['landmark', 'tourist_attraction', 'transit_station', 'point_of_interest']);

const coordinate = (min: number, max: number) =>
  z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a number').transform(Number)]).pipe(
    z.number().min(min, `must be ${min} to ${max}`).max(max, `must be ${min} to ${max}`),
  );

/** POST /nearby-search (needs a device token): places of `type` (their primary type) within `radius` metres. */
export const nearbyRequest = z.object({
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  radius: z.number().int().min(1, 'must be 1 to 50000 metres').max(50_000, 'must be 1 to 50000 metres').default(3000),
  type: nearbyType.optional(),
});

/** In the shape of a Places answer, nearest first, at most 20. */
export const nearbyPlace = z.object({
  place_id: z.string(),
  name: z.string(),
  icon: z.string(),
  types: z.array(z.string()),
  vicinity: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
});
export const nearbyResponse = successEnvelope(z.object({ results: z.array(nearbyPlace) }));
