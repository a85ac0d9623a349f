import { distanceKm } from '../../db/seed/random';
import { placeIconUrl } from '../media/urls';
import type { PlacesRepo } from './repo';

const MAX_RESULTS = 20;

/** Nearby places from the generated catalogue, in the shape of a Places answer, nearest first. */
export function placesService(repo: PlacesRepo) {
  return {
    async nearby(input: { latitude: number; longitude: number; radius: number; type?: string | undefined }) {
      const km = input.radius / 1000;
      const latSpan = km / 110.5;
      const lngSpan = km / (111.32 * Math.max(0.01, Math.cos((input.latitude * Math.PI) / 180)));
      const rows = await repo.inBox(
        { south: input.latitude - latSpan, north: input.latitude + latSpan, west: input.longitude - lngSpan, east: input.longitude + lngSpan },
        input.type,
      );
      return rows
        .map((p) => ({ p, d: distanceKm(input.latitude, input.longitude, p.latitude, p.longitude) }))
        .filter(({ d }) => d <= km)
        .sort((a, b) => a.d - b.d || (a.p.id < b.p.id ? -1 : 1))
        .slice(0, MAX_RESULTS)
        .map(({ p }) => ({
          place_id: p.id,
          name: p.name,
          icon: placeIconUrl(p.primary_type),
          types: typeof p.types === 'string' ? (JSON.parse(p.types) as string[]) : p.types,
          vicinity: p.vicinity,
          geometry: { location: { lat: p.latitude, lng: p.longitude } },
        }));
    },
  };
}
export type PlacesService = ReturnType<typeof placesService>;
