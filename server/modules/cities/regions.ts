import { normaliseDestination } from '../../../domain/destinations';
import { MAX_REGION_ID, STATE_ALIASES, STATE_REGION_IDS, WELL_KNOWN_REGIONS } from '../../reference/regions';
import { STATES } from '../../reference/states';
import type { City, Places } from '../catalogue/store/places';
import { STATE_NAMES } from './cityNames';

/** A name as other names are compared: normalised, without spaces ("naini tal" is "nainital", "मध्य प्रदेश" "मध्यप्रदेश"). */
export const compactName = (name: string): string => normaliseDestination(name).replace(/ /g, '');

/**
 * A state or well-known region as a destination. It reads as a place (its centre is where its
 * hotels are), so a search for it is answered as a city's is, over the hotels of all its cities.
 */
export interface Region extends City {
  kind: 'state' | 'region';
  /** Its cities with hotels, most hotels first. */
  cityIds: readonly number[];
  /** Its other names (Himachal, Kodagu, हिमाचल प्रदेश), as `compactName` writes them. */
  aliasKeys: readonly string[];
}

export interface Regions {
  list: readonly Region[];
  byId: ReadonlyMap<number, Region>;
}

const built = new WeakMap<Places, Regions>();

/** The regions of the catalogue's places (those with at least one hotel), worked out once per places. */
export function regionsOf(model: Places): Regions {
  let regions = built.get(model);
  if (!regions) {
    regions = buildRegions(model);
    built.set(model, regions);
  }
  return regions;
}

/** Is this id a region's rather than a place's? */
export const isRegionId = (id: number): boolean => id > 0 && id <= MAX_REGION_ID;

function buildRegions(model: Places): Regions {
  const cityKeys = new Set([...model.cities.values()].map((c) => c.key));
  const list: Region[] = [];
  for (const [code, id] of Object.entries(STATE_REGION_IDS)) {
    const state = STATES[code]!;
    // Delhi, Chandigarh, Puducherry: a traveller naming one means the city, offered already.
    if (cityKeys.has(normaliseDestination(state.name))) continue;
    const cities = [...model.cities.values()].filter((c) => c.stateCode === code && c.hotelCount > 0);
    const aliases = [...Object.entries(STATE_ALIASES).filter(([, c]) => c === code).map(([alias]) => alias), ...(STATE_NAMES[code] ?? [])];
    const region = regionOf(id, state.name, 'state', state.name, cities, aliases, `${state.name}, India`);
    if (region) list.push(region);
  }
  for (const known of WELL_KNOWN_REGIONS) {
    const cities = known.cityIds.flatMap((id) => model.cities.get(id) ?? []).filter((c) => c.hotelCount > 0);
    const stateName = STATES[known.stateCode]!.name;
    const region = regionOf(known.id, known.name, 'region', stateName, cities, known.aliases ?? [], `${known.name}, ${stateName}, India`);
    if (region) list.push(region);
  }
  return { list, byId: new Map(list.map((r) => [r.id, r])) };
}

function regionOf(
  id: number,
  name: string,
  kind: Region['kind'],
  stateName: string,
  cities: readonly City[],
  aliases: readonly string[],
  fullRegionName: string,
): Region | null {
  if (cities.length === 0) return null;
  const ordered = [...cities].sort((a, b) => b.hotelCount - a.hotelCount || b.population - a.population || a.id - b.id);
  const hotelCount = ordered.reduce((sum, c) => sum + c.hotelCount, 0);
  // Its centre: the middle of its hotels, each city weighed by its hotels.
  const lat = ordered.reduce((sum, c) => sum + c.lat * c.hotelCount, 0) / hotelCount;
  const lng = ordered.reduce((sum, c) => sum + c.lng * c.hotelCount, 0) / hotelCount;
  const lead = ordered[0]!;
  return {
    id,
    name,
    kind,
    stateCode: lead.stateCode,
    stateName,
    lat,
    lng,
    population: ordered.reduce((sum, c) => sum + c.population, 0),
    tier: Math.min(...ordered.map((c) => c.tier)),
    hotelCount,
    season: lead.season,
    fullRegionName,
    key: normaliseDestination(name),
    cityIds: ordered.map((c) => c.id),
    aliasKeys: aliases.map(compactName),
  };
}
