/**
 * Nearby places of a city: its real places first (the railway stations and airports in it, and
 * for the busiest cities their best-known landmarks and sights, content/landmarks.ts), a few
 * generic ones of each kind at its centre where it has no curated list, and then, hotel by hotel,
 * a place of every kind that the hotel lacks within 2.5 km, put near it (on land) and named after
 * the neighbourhood it is in. So every hotel has at least one place of each of the four
 * categories within the 3,000 m the detail page lists places in. Pure.
 */
import type { AreaNamer } from './areas';
import { areaPlaces, CENTRAL_PLACES, METRO_TRANSIT, PLACE_TYPES, type PlaceType } from '../../reference/placeNames';
import { landPoint, onLand, type Point } from './land';
import { distanceKm } from '../../../domain/geo';
import { rng, type Rng } from '../../rules/seededRandom';
import { offsetPoint } from './offsetPoint';

export interface PlaceRow {
  id: string;
  cityId: number;
  name: string;
  primaryType: PlaceType;
  types: string[];
  lat: number;
  lng: number;
  vicinity: string;
}

/** A real place the city has: a station, an airport, a landmark. */
export interface FixedPlace extends Point {
  type: PlaceType;
  name: string;
  /** Its own Places type besides the category (`train_station`, `airport`). */
  kind?: string;
}

export interface PlaceCity {
  id: number;
  name: string;
  stateCode: string;
  lat: number;
  lng: number;
  population: number;
  tier: number;
}

/** A hotel has a place of each kind at most this far (the detail page asks for 3 km). */
export const COVER_KM = 2.5;
export function generatePlaces(city: PlaceCity, hotels: readonly Point[], areaOf: AreaNamer, seed: number, fixed: readonly FixedPlace[] = []): PlaceRow[] {
  const r = rng(seed, 'places', city.id);
  const rows: PlaceRow[] = [];
  const names = new Set<string>();
  const byType = new Map<PlaceType, PlaceRow[]>(PLACE_TYPES.map((t) => [t, []]));

  const add = (type: PlaceType, name: string, point: Point, kind?: string) => {
    names.add(name);
    const row: PlaceRow = {
      id: `pl_${city.id}_${rows.length + 1}`,
      cityId: city.id,
      name,
      primaryType: type,
      types: [type, ...(kind ? [kind] : specificTypes(type, name)), 'point_of_interest', 'establishment'].filter((t, i, a) => a.indexOf(t) === i),
      lat: point.lat,
      lng: point.lng,
      vicinity: `${areaOf(point)}, ${city.name}`,
    };
    rows.push(row);
    byType.get(type)!.push(row);
  };

  // The real places, then the centre: the main bus stand, the clock tower, the museum... (the
  // curated cities' own landmarks and sights stand in for the generic ones).
  for (const place of fixed) add(place.type, place.name, place, place.kind);
  const curated = new Set(fixed.filter((p) => p.type === 'landmark' || p.type === 'tourist_attraction').map((p) => p.type));
  const perType = city.tier === 1 ? 3 : city.population >= 100_000 ? 2 : 1;
  for (const type of PLACE_TYPES) {
    if (curated.has(type)) continue;
    for (const pattern of r.sample(CENTRAL_PLACES[type], perType)) {
      const point = landPoint(r, city, () => 0.1 + 2.4 * r.next() ** 1.5);
      const name = pattern.replace('{city}', city.name);
      if (!names.has(name)) add(type, name, point);
    }
  }

  // Then every hotel: a place of each kind within COVER_KM, added near it where missing.
  const ofArea = areaPlaces(city.stateCode);
  const transit = city.tier === 1 ? [...ofArea.transit_station, ...METRO_TRANSIT] : ofArea.transit_station;
  for (const hotel of hotels) {
    for (const type of PLACE_TYPES) {
      if (byType.get(type)!.some((p) => distanceKm(hotel, p) <= COVER_KM)) continue;
      const point = near(r, city, hotel);
      const area = areaOf(point);
      const patterns = type === 'transit_station' ? transit : ofArea[type];
      add(type, uniqueName(r, patterns, area, names), point);
    }
  }
  return rows;
}

/** A point 0.2-1.5 km from the hotel on land; failing that, a few steps from it (or the hotel's own spot). */
function near(r: Rng, city: PlaceCity, hotel: Point): Point {
  for (let attempt = 0; attempt < 12; attempt++) {
    const point = offsetPoint(hotel.lat, hotel.lng, attempt < 8 ? r.between(0.2, 1.5) : r.between(0.05, 0.2), r.between(0, 2 * Math.PI));
    if (onLand(city, point) && distanceKm(hotel, point) <= COVER_KM) return point;
  }
  return { lat: hotel.lat, lng: hotel.lng };
}

function uniqueName(r: Rng, patterns: readonly string[], area: string, names: Set<string>): string {
  for (const pattern of r.sample(patterns, patterns.length)) {
    const name = pattern.replace('{area}', area);
    if (!names.has(name)) return name;
  }
  for (let n = 2; ; n++) {
    const name = `${r.pick(patterns).replace('{area}', area)} ${n}`;
    if (!names.has(name)) return name;
  }
}

function specificTypes(type: PlaceType, name: string): string[] {
  if (type !== 'transit_station') return [];
  if (name.includes('Metro')) return ['subway_station'];
  if (name.includes('Bus')) return ['bus_station'];
  return ['taxi_stand'];
}
