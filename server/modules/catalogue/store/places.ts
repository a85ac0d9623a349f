/**
 * The cities and smaller places of the catalogue, as both threads hold them: a few thousand, so
 * each thread builds its own from the same JSON text (placesJson), in the same order; a city's
 * index in that order is where the shared catalogue keeps its hotel list.
 */
import { normaliseDestination } from '../../../../domain/destinations';
import type { Database } from '../../../db/database';
import { seasonOf } from '../../../reference/seasons';
import type { Season } from '../../supply/generatedRates';

export interface City {
  id: number;
  name: string;
  stateCode: string;
  stateName: string;
  lat: number;
  lng: number;
  population: number;
  tier: number;
  hotelCount: number;
  /** When it is in demand (its generated calendars follow its season). */
  season: Season;
  /** `Mumbai, Maharashtra, India` */
  fullRegionName: string;
  /** Normalised name (lower case, no diacritics) for matching. */
  key: string;
}

export interface Places {
  cities: Map<number, City>;
  /** Every place, largest first (sub-places and suggestions draw from it). */
  citiesByPopulation: City[];
  /** A city's index in id order: where its hotel list is kept. */
  indexOf: Map<number, number>;
  /** The JSON text they were built from. */
  json: string;
}

type CityTuple = [number, string, string, string, number, number, number, number, number];

/** Every city's row as one JSON text, in id order. */
export async function readPlacesJson(db: Database): Promise<string> {
  const [row] = await db.rows<{ j: string | null }>(
    `select json_agg(json_build_array(id, name, state_code, state_name, latitude, longitude, population, tier, hotel_count) order by id)::text as j from cities`,
  );
  return row?.j ?? '[]';
}

export function placesOf(json: string): Places {
  const cities = new Map<number, City>();
  const indexOf = new Map<number, number>();
  (JSON.parse(json) as CityTuple[]).forEach(([id, name, stateCode, stateName, lat, lng, population, tier, hotelCount], index) => {
    cities.set(id, {
      id, name, stateCode, stateName, lat, lng, population, tier, hotelCount, season: seasonOf(id, stateCode), fullRegionName: `${name}, ${stateName}, India`, key: normaliseDestination(name),
    });
    indexOf.set(id, index);
  });
  return {
    cities,
    citiesByPopulation: [...cities.values()].sort((a, b) => b.population - a.population || a.id - b.id),
    indexOf,
    json,
  };
}
