/**
 * Nearby places of a city: a few of each kind at its centre, an airport for a large city, and
 * then, hotel by hotel, a place of every kind that the hotel lacks within 2.5 km, put near it
 * (on land) and named after the neighbourhood it is in. So every hotel has at least one place of
 * each of the four categories within the 3,000 m of the detail page (spec 001 §9). Pure.
 */
import type { AreaNamer } from './areas';
import { AREA_PLACES, CENTRAL_PLACES, METRO_TRANSIT, PLACE_TYPES, type PlaceType } from './content/placeNames';
import { landPoint, onLand, type Point } from './land';
import { distanceKm, offsetPoint, rng, type Rng } from './random';

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

export interface PlaceCity {
  id: number;
  name: string;
  lat: number;
  lng: number;
  population: number;
  tier: number;
}

/** A hotel has a place of each kind at most this far (the detail page asks for 3 km). */
export const COVER_KM = 2.5;
const AIRPORT_POPULATION = 300_000;

export function generatePlaces(city: PlaceCity, hotels: readonly Point[], areaOf: AreaNamer, seed: number): PlaceRow[] {
  const r = rng(seed, 'places', city.id);
  const rows: PlaceRow[] = [];
  const names = new Set<string>();
  const byType = new Map<PlaceType, PlaceRow[]>(PLACE_TYPES.map((t) => [t, []]));

  const add = (type: PlaceType, name: string, point: Point) => {
    names.add(name);
    const row: PlaceRow = {
      id: `pl_${city.id}_${rows.length + 1}`,
      cityId: city.id,
      name,
      primaryType: type,
      types: [type, ...specificTypes(type, name), 'point_of_interest', 'establishment'].filter((t, i, a) => a.indexOf(t) === i),
      lat: point.lat,
      lng: point.lng,
      vicinity: `${areaOf(point)}, ${city.name}`,
    };
    rows.push(row);
    byType.get(type)!.push(row);
  };

  // The centre: the station, the main bus stand, the clock tower, the museum...
  const perType = city.tier === 1 ? 3 : city.population >= 100_000 ? 2 : 1;
  for (const type of PLACE_TYPES) {
    for (const pattern of r.sample(CENTRAL_PLACES[type], perType)) {
      const point = landPoint(r, city, () => 0.1 + 2.4 * r.next() ** 1.5);
      add(type, pattern.replace('{city}', city.name), point);
    }
  }
  if (city.population > AIRPORT_POPULATION) add('transit_station', `${city.name} Airport`, landPoint(r, city, () => r.between(8, 14.5)));

  // Then every hotel: a place of each kind within COVER_KM, added near it where missing.
  const transit = city.tier === 1 ? [...AREA_PLACES.transit_station, ...METRO_TRANSIT] : AREA_PLACES.transit_station;
  for (const hotel of hotels) {
    for (const type of PLACE_TYPES) {
      if (byType.get(type)!.some((p) => distanceKm(hotel.lat, hotel.lng, p.lat, p.lng) <= COVER_KM)) continue;
      const point = near(r, city, hotel);
      const area = areaOf(point);
      const patterns = type === 'transit_station' ? transit : AREA_PLACES[type];
      add(type, uniqueName(r, patterns, area, names), point);
    }
  }
  return rows;
}

/** A point 0.2-1.5 km from the hotel on land; failing that, a few steps from it (or the hotel's own spot). */
function near(r: Rng, city: PlaceCity, hotel: Point): Point {
  for (let attempt = 0; attempt < 12; attempt++) {
    const point = offsetPoint(hotel.lat, hotel.lng, attempt < 8 ? r.between(0.2, 1.5) : r.between(0.05, 0.2), r.between(0, 2 * Math.PI));
    if (onLand(city, point) && distanceKm(hotel.lat, hotel.lng, point.lat, point.lng) <= COVER_KM) return point;
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
  if (name.endsWith(' Airport')) return ['airport'];
  if (name.includes('Railway') || name.includes('Train')) return ['train_station'];
  if (name.includes('Metro')) return ['subway_station'];
  if (name.includes('Bus')) return ['bus_station'];
  return ['taxi_stand'];
}
