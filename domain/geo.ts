/** A point on Earth, the distance between two, and where a map with nothing to show rests: the New Delhi area. Pure. */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A place with a name: a searched state's or region's town (cards measure from the nearest). */
export interface NamedPoint extends LatLng {
  name: string;
}

export const NEW_DELHI: LatLng = { lat: 28.6139, lng: 77.209 };

/** Mean radius of the Earth in km, as the catalogue's generator places hotels with it. */
const EARTH_RADIUS_KM = 6_371;

/**
 * Great-circle distance in km between two points (haversine), the one distance of the product:
 * what a search near a place sorts hotels by, what cards and the nearby places state, and what
 * the catalogue's generator places hotels by, so a hotel placed within 15 km of a point is found
 * within 15 km of it.
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as cards state it: km with one decimal (`2.1`). */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;
