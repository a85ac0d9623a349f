/**
 * The places a traveller may search near besides cities: India's airports (OpenFlights, as the
 * catalogue's seed reads them), its railway stations (the catalogue's stations list) and the
 * best-known landmarks of the busiest cities (the catalogue's landmark lists). Each has an id a
 * search names it by, its point, the names and codes it is found by, and the city it belongs to:
 * a landmark's own city; for an airport or station, the city it serves.
 */
import { loadAirports } from '../../reference/airports';
import { CITY_LANDMARKS } from '../../reference/landmarks';
import { railwayStations } from '../../reference/travel';
import type { NearPlaceKind } from '../../../contract/searchQuery';
import { normaliseDestination } from '../../../domain/destinations';
import { distanceKm } from '../../../domain/geo';
import type { City, Places } from '../catalogue/store/places';
import { AIRPORT_ALIASES, AIRPORT_NAMES, NEWER_AIRPORTS, STATION_NAMES } from './travelNames';

export interface NamedPlace {
  kind: NearPlaceKind;
  /** `BOM`; `chhatrapati-shivaji-maharaj-terminus`; `1275339-gateway-of-india`. */
  id: string;
  /** As cards and the suggestions name it: `Chhatrapati Shivaji Maharaj International Airport`, `Howrah railway station`. */
  name: string;
  /** An airport's IATA code, a station's first railway code. */
  code?: string;
  lat: number;
  lng: number;
  /** The city it is in or serves (the suggestion's id: a client that knows only cities searches it). */
  city: City;
  /** The state it stands in (an airport in Goa serves Goa, whichever town is nearest). */
  stateCode: string;
  /** Its names, normalised. */
  keys: readonly string[];
  /** Its codes, normalised: found only when typed whole. */
  codes: readonly string[];
}

export interface NamedPlaces {
  list: readonly NamedPlace[];
  find(kind: NearPlaceKind, id: string): NamedPlace | undefined;
}

/** A city serves the places within this distance that it outweighs (people over the squared distance). */
const SERVE_KM = 45;
/** Cities that can serve a place: those that are suggested for their size or hotels. */
const SERVING_POPULATION = 100_000;

let airports: ReturnType<typeof loadAirports> | undefined;
/** OpenFlights' list, read once (a few MB of JSON). */
const allAirports = () => (airports ??= loadAirports());

const built = new WeakMap<Places, NamedPlaces>();

/** The named places of the catalogue's places, worked out once per places. */
export function namedPlacesOf(model: Places): NamedPlaces {
  let named = built.get(model);
  if (!named) {
    named = buildNamedPlaces(model);
    built.set(model, named);
  }
  return named;
}

/** `Sir M. Visvesvaraya Terminal` -> `sir-m-visvesvaraya-terminal`. */
export const slugOf = (name: string): string => normaliseDestination(name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function buildNamedPlaces(model: Places): NamedPlaces {
  const serving = model.citiesByPopulation.filter((c) => c.population >= SERVING_POPULATION || c.hotelCount > 0);
  const everyCity = model.citiesByPopulation;
  const list: NamedPlace[] = [];
  const ids = new Set<string>();
  const add = (place: Omit<NamedPlace, 'keys' | 'codes' | 'stateCode'> & { names: readonly string[]; codes?: readonly string[] }) => {
    const key = `${place.kind}:${place.id}`;
    if (ids.has(key)) return;
    ids.add(key);
    const { names, codes = [], ...rest } = place;
    const stateCode = nearest(everyCity, rest)?.stateCode ?? rest.city.stateCode;
    list.push({ ...rest, stateCode, keys: unique([rest.name, ...names].map(normaliseDestination)), codes: unique(codes.map(normaliseDestination)) });
  };

  const airportsListed: ReadonlyArray<{ code: string; name: string; lat: number; lng: number; cityId?: number }> = [...allAirports(), ...NEWER_AIRPORTS];
  for (const airport of airportsListed) {
    const given = airport.cityId !== undefined ? model.cities.get(airport.cityId) : undefined;
    const city = given ?? servedBy(serving, airport) ?? nearest(everyCity, airport);
    if (!city) continue;
    const own = airport.name.replace(/\bAirport Airport\b/, 'Airport');
    const name = AIRPORT_NAMES[airport.code] ?? own;
    add({ kind: 'airport', id: airport.code, name, code: airport.code, lat: airport.lat, lng: airport.lng, city, names: [own, ...(AIRPORT_ALIASES[airport.code] ?? [])], codes: [airport.code] });
  }

  const towns = [...model.cities.values()];
  const stationIds = new Set<string>();
  for (const station of railwayStations(towns)) {
    const id = slugOf(station.name);
    if (!id) continue;
    // The stations list names each station once; a town's own station may share a name with a listed one.
    if (stationIds.has(id)) continue;
    stationIds.add(id);
    const city = servedBy(serving, station) ?? nearest(everyCity, station);
    if (!city) continue;
    const known = STATION_NAMES[station.name] ?? [];
    const codes = known.filter((n) => /^[A-Z]{3,5}$/.test(n));
    const name = /\b(Terminus|Terminal)\b/.test(station.name) ? station.name : `${station.name} railway station`;
    add({ kind: 'station', id, name, ...(codes[0] ? { code: codes[0] } : {}), lat: station.lat, lng: station.lng, city, names: [station.name, ...known.filter((n) => !codes.includes(n))], codes });
  }

  for (const [cityId, landmarks] of Object.entries(CITY_LANDMARKS)) {
    const city = model.cities.get(Number(cityId));
    if (!city) continue;
    for (const [, name, lat, lng] of landmarks) add({ kind: 'landmark', id: `${city.id}-${slugOf(name)}`, name, lat, lng, city, names: [] });
  }

  const byKey = new Map(list.map((p) => [`${p.kind}:${p.id}`, p]));
  return { list, find: (kind, id) => byKey.get(`${kind}:${id}`) };
}

const unique = (items: readonly string[]) => [...new Set(items.filter(Boolean))];

/**
 * The city a place serves: of the cities within SERVE_KM, the one with most people over the
 * squared distance (plus 5 km). So Bengaluru's airport, 30 km out, is Bengaluru's and not the
 * small town beside it, and Delhi's is Delhi's, not Gurugram's.
 */
function servedBy(cities: readonly City[], at: { lat: number; lng: number }): City | null {
  let best: City | null = null;
  let bestWeight = 0;
  for (const city of cities) {
    if (Math.abs(city.lat - at.lat) > 0.5 || Math.abs(city.lng - at.lng) > 0.5) continue;
    const km = distanceKm(city, at);
    if (km > SERVE_KM) continue;
    const weight = city.population / (km + 5) ** 2;
    if (weight > bestWeight) {
      best = city;
      bestWeight = weight;
    }
  }
  return best;
}

function nearest(cities: readonly City[], at: { lat: number; lng: number }): City | null {
  let best: City | null = null;
  let bestKm = Infinity;
  for (const city of cities) {
    if (best && Math.abs(city.lat - at.lat) * 111 > bestKm) continue;
    const km = distanceKm(city, at);
    if (km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return best;
}
