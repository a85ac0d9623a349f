/**
 * Nearby places of the location section: four categories within 3,000 m, each
 * place with its distance from the hotel, nearest first. Pure.
 */
import { distanceMetres, formatDistance, type LatLng } from './distance';
import { plainText } from './plainText';

export const NEARBY_RADIUS_M = 3000;

export interface PlaceLike {
  place_id: string;
  name: string;
  vicinity?: string;
  geometry: { location: { lat: number; lng: number } };
}

export interface NearbyRow {
  id: string;
  name: string;
  vicinity: string;
  metres: number;
  distance: string;
}

export function nearbyRows(places: readonly PlaceLike[], hotel: LatLng, radius = NEARBY_RADIUS_M): NearbyRow[] {
  const seen = new Set<string>();
  const rows: NearbyRow[] = [];
  for (const p of places) {
    if (seen.has(p.place_id)) continue;
    const loc = p.geometry?.location;
    if (!loc || !Number.isFinite(loc.lat) || !Number.isFinite(loc.lng)) continue;
    const metres = distanceMetres(hotel, loc);
    if (metres > radius) continue;
    seen.add(p.place_id);
    rows.push({ id: p.place_id, name: plainText(p.name), vicinity: plainText(p.vicinity ?? ''), metres, distance: formatDistance(metres) });
  }
  return rows.sort((a, b) => a.metres - b.metres);
}

/** A category the server answered with no place within the radius. */
export const noPlacesText = (category: string) => `No places found for ${category}`;

/** The nearby call failed (after the client's one retry): not the same as an empty category. */
export const nearbyFailedText = (category: string) => `Could not load places for ${category}. Please try again.`;

/** What one category tab shows: loading, the failure (with the loader's retry), the empty text, or the places. */
export type NearbyTabView =
  | { kind: 'loading' }
  | { kind: 'failed'; text: string; retry: () => void }
  | { kind: 'empty'; text: string }
  | { kind: 'places'; rows: NearbyRow[] };

/** The nearby call as a view reads it: pending, then its places or its failure, and a retry. */
export type NearbyAnswerState = (
  | { isPending: true; data: undefined; error: null }
  | { isPending: false; data: readonly PlaceLike[]; error: null }
  | { isPending: false; data: undefined; error: Error }
) & { retry: () => void };

export function nearbyTabView(answer: NearbyAnswerState, category: string, hotel: LatLng): NearbyTabView {
  if (answer.isPending) return { kind: 'loading' };
  if (answer.error) return { kind: 'failed', text: nearbyFailedText(category), retry: answer.retry };
  const rows = nearbyRows(answer.data, hotel);
  return rows.length ? { kind: 'places', rows } : { kind: 'empty', text: noPlacesText(category) };
}
