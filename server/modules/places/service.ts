import { distanceKm } from '../../../domain/geo';
import { placeGrid, type NearbyPlace, type PlaceGrid } from './placeGrid';
import type { PlacesRepo } from './repo';

const MAX_RESULTS = 20;

/**
 * Nearby places from the generated catalogue, in the shape of a Places answer, nearest first.
 * The places are read once and kept by grid cell (placeGrid.ts): asking the database on every
 * search made nearby-search one of the slowest calls under load. The server reads them once it
 * is up (`warm`), so the first traveller to open a hotel's location does not wait for that read;
 * otherwise the first search does.
 */
export function placesService(repo: PlacesRepo) {
  let grid: Promise<PlaceGrid> | undefined;
  /** A failed read is not kept: the next search reads again. */
  const gridOf = () =>
    (grid ??= repo.all().then(placeGrid, (error: unknown) => {
      grid = undefined;
      throw error;
    }));

  return {
    /** Reads the places now, ahead of the first search; a failure is left for that search to meet (and retry). */
    warm(): void {
      gridOf().catch(() => undefined);
    },
    async nearby(input: { latitude: number; longitude: number; radius: number; type?: string | undefined }): Promise<NearbyPlace[]> {
      const km = input.radius / 1000;
      const latSpan = km / 110.5;
      const lngSpan = km / (111.32 * Math.max(0.01, Math.cos((input.latitude * Math.PI) / 180)));
      const box = { south: input.latitude - latSpan, north: input.latitude + latSpan, west: input.longitude - lngSpan, east: input.longitude + lngSpan };
      const at = { lat: input.latitude, lng: input.longitude };
      return (await gridOf())
        .inBox(box, input.type)
        .map((place) => ({ place, d: distanceKm(at, place) }))
        .filter(({ d }) => d <= km)
        .sort((a, b) => a.d - b.d || (a.place.answer.place_id < b.place.answer.place_id ? -1 : 1))
        .slice(0, MAX_RESULTS)
        .map(({ place }) => place.answer);
    },
  };
}
export type PlacesService = ReturnType<typeof placesService>;
