/** Laying generated points out around a centre: flat offsets, fine within a city's 15 km. Pure. */

/** A point `km` away from (lat, lng) at `bearing` radians. */
export function offsetPoint(lat: number, lng: number, km: number, bearing: number): { lat: number; lng: number } {
  const dLat = (km * Math.cos(bearing)) / 111.32;
  const dLng = (km * Math.sin(bearing)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return { lat: Math.round((lat + dLat) * 1e6) / 1e6, lng: Math.round((lng + dLng) * 1e6) / 1e6 };
}
