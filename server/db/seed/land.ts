/**
 * Keeping hotels and places on land. A coastal city has land sectors (content/coasts.ts): for
 * bearings from its centre, at what distances it is land. Other cities are land all round. Pure.
 */
import { LAND_SECTORS, type LandSector } from '../../reference/coasts';
import type { Rng } from '../../rules/seededRandom';
import { offsetPoint } from './offsetPoint';

export interface Centre {
  id: number;
  lat: number;
  lng: number;
}

export interface Point {
  lat: number;
  lng: number;
}

const TURN = 2 * Math.PI;

/** Degrees in [0, 360). */
function degrees(bearing: number): number {
  const d = ((bearing * 180) / Math.PI) % 360;
  return d < 0 ? d + 360 : d;
}

/** Is it land `km` from the city centre at `bearing` (radians from north, clockwise)? */
export function isLandAt(cityId: number, bearing: number, km: number): boolean {
  const sectors = LAND_SECTORS[cityId];
  if (!sectors) return true;
  const d = degrees(bearing);
  return sectors.some(([from, to, fromKm, toKm]) => d >= from && d < to && km >= fromKm && km <= toKm);
}

/** Distance (km, flat) and bearing (radians) of a point from the centre, as `offsetPoint` lays them out. */
export function polar(centre: Point, point: Point): { km: number; bearing: number } {
  const dy = (point.lat - centre.lat) * 111.32;
  const dx = (point.lng - centre.lng) * 111.32 * Math.cos((centre.lat * Math.PI) / 180);
  return { km: Math.hypot(dx, dy), bearing: Math.atan2(dx, dy) };
}

/** Is the point on the land side of the city's coast (always, inland)? */
export function onLand(city: Centre, point: Point): boolean {
  const { km, bearing } = polar(city, point);
  return isLandAt(city.id, bearing, km);
}

/**
 * A point `drawKm()` from the centre in a random direction, redrawn until it is on land; after
 * many misses (a city with little land), a direction inside its land sectors.
 */
export function landPoint(r: Rng, city: Centre, drawKm: () => number): Point & { km: number } {
  for (let attempt = 0; attempt < 24; attempt++) {
    const km = drawKm();
    const bearing = r.between(0, TURN);
    if (isLandAt(city.id, bearing, km)) return { ...offsetPoint(city.lat, city.lng, km, bearing), km };
  }
  const sectors = LAND_SECTORS[city.id] ?? [];
  if (sectors.length === 0) return { lat: city.lat, lng: city.lng, km: 0 };
  const weights = Object.fromEntries(sectors.map((s, i) => [String(i), (s[1] - s[0]) * (s[3] * s[3] - s[2] * s[2])]));
  const [from, to, fromKm, toKm] = sectors[Number(r.weighted(weights))]! as LandSector;
  const km = Math.max(fromKm, Math.min(toKm, drawKm()));
  return { ...offsetPoint(city.lat, city.lng, km, (r.between(from, to) * Math.PI) / 180), km };
}

/** Is the city on the coast (has land sectors), so that sea names may fit it at all? */
export const isCoastal = (cityId: number): boolean => LAND_SECTORS[cityId] !== undefined;

/**
 * Is the sea within `withinKm` of the point (a coastal city's point on its land side)? Looks 12
 * ways in half-kilometre steps; beyond the 15 km the sectors describe, nothing counts as sea.
 */
export function nearShore(city: Centre, point: Point, withinKm: number): boolean {
  if (!isCoastal(city.id)) return false;
  for (let step = 0.5; step <= withinKm; step += 0.5) {
    for (let k = 0; k < 12; k++) {
      const there = offsetPoint(point.lat, point.lng, step, (k * TURN) / 12);
      const { km, bearing } = polar(city, there);
      if (km <= 15 && !isLandAt(city.id, bearing, km)) return true;
    }
  }
  return false;
}
