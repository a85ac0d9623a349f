/**
 * The hotels around a point: those within the search radius (15 km, the map's radius), each
 * with its distance. A sub-place's search and a search near an airport, station or landmark both
 * read them; the suggestions count them per place.
 */
import { CITY_RADIUS_KM } from '../../rules/cityRadius';
import { distanceKm, type LatLng } from '../../../domain/geo';
import type { CatalogueView } from '../catalogue/store/sharedCatalogue';

/** The search radius around a point, in km. */
export const NEAR_RADIUS_KM = CITY_RADIUS_KM;

/** A hotel's slot and its distance from the point, in km. */
export interface NearHotel {
  slot: number;
  km: number;
}

/** The spans of latitude and longitude, in degrees, that hold every point within `km` of `at`. */
function spans(at: LatLng, km: number): { lat: number; lng: number } {
  const lat = km / 111;
  return { lat, lng: lat / Math.max(0.01, Math.cos((at.lat * Math.PI) / 180)) };
}

/** The hotels within NEAR_RADIUS_KM of a point, in slot order, each with its distance. */
export function hotelsWithin(view: CatalogueView, at: LatLng): NearHotel[] {
  const span = spans(at, NEAR_RADIUS_KM);
  const { coords } = view;
  const near: NearHotel[] = [];
  for (let slot = 0, count = view.slotCount; slot < count; slot++) {
    if (view.recordOf(slot) < 0) continue;
    const lat = coords[slot * 2]!;
    const lng = coords[slot * 2 + 1]!;
    if (Math.abs(lat - at.lat) > span.lat || Math.abs(lng - at.lng) > span.lng) continue;
    const km = distanceKm(at, { lat, lng });
    if (km <= NEAR_RADIUS_KM) near.push({ slot, km });
  }
  return near;
}

/** About 11 km of latitude: a point's 15 km reach touches at most 3 x 3 (or a few more, far north) cells. */
const CELL_DEGREES = 0.1;
const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);

/**
 * Counts the hotels within NEAR_RADIUS_KM of many points: the hotels are put in grid cells once,
 * and each point looks only at the cells its reach touches.
 */
export function nearCounter(view: CatalogueView): (at: LatLng) => number {
  const cells = new Map<string, Array<[number, number]>>();
  const { coords } = view;
  for (let slot = 0, count = view.slotCount; slot < count; slot++) {
    if (view.recordOf(slot) < 0) continue;
    const lat = coords[slot * 2]!;
    const lng = coords[slot * 2 + 1]!;
    const key = `${cellOf(lat)}:${cellOf(lng)}`;
    const cell = cells.get(key);
    if (cell) cell.push([lat, lng]);
    else cells.set(key, [[lat, lng]]);
  }
  return (at) => {
    const span = spans(at, NEAR_RADIUS_KM);
    let n = 0;
    for (let latCell = cellOf(at.lat - span.lat); latCell <= cellOf(at.lat + span.lat); latCell++) {
      for (let lngCell = cellOf(at.lng - span.lng); lngCell <= cellOf(at.lng + span.lng); lngCell++) {
        for (const [lat, lng] of cells.get(`${latCell}:${lngCell}`) ?? []) if (distanceKm(at, { lat, lng }) <= NEAR_RADIUS_KM) n++;
      }
    }
    return n;
  };
}
