import { describe, expect, it } from 'vitest';
import { CURATED_CITY_IDS } from '../../../server/reference/collections';
import { LAND_SECTORS } from '../../../server/reference/coasts';
import { CURATED_LOCALITIES } from '../../../server/reference/localities';
import { generateCatalogue, type Catalogue } from '../../../server/db/seed/generate';
import { loadSource } from '../../../server/db/seed';
import { onLand } from '../../../server/db/seed/land';
import { METRO_FLOOR, MIN_PER_CITY, metrosOf, planHotelCities } from '../../../server/db/seed/plan';
import { NEARBY_CATEGORIES } from '../../../contract/nearby';
import { CITY_LANDMARKS } from '../../../server/reference/landmarks';

const CURATED_NAMES = new Set(Object.values(CITY_LANDMARKS).flatMap((list) => list.map(([, name]) => name)));
import { distanceKm, MUMBAI } from './support';

const DEFAULT_SIZE = 5400;
const PUNE = 1259229;
const everything = loadSource();
const source = everything.cities;
let full: Catalogue | undefined;
/** The default-size catalogue (made once: generating it takes a while). */
const defaultCatalogue = () => (full ??= generateCatalogue(everything, { hotels: DEFAULT_SIZE, seed: 20251 }));

describe('which cities get hotels, and how many', () => {
  it('gives every city over 100,000 people at least 6 hotels in the default size, and 150+ cities in all', () => {
    const plan = planHotelCities(source, { hotels: DEFAULT_SIZE });
    const big = source.filter((c) => c.population > 100_000);
    expect(big.length).toBeGreaterThan(400);
    const without = big.filter((c) => (plan.get(c.id) ?? 0) < MIN_PER_CITY).map((c) => c.name);
    expect(without).toEqual([]);
    expect(plan.size).toBeGreaterThanOrEqual(150);
    expect([...plan.values()].reduce((a, b) => a + b, 0)).toBe(DEFAULT_SIZE);
    expect(Math.min(...plan.values())).toBeGreaterThanOrEqual(MIN_PER_CITY);
  });

  it('sizes the metros by population: 150+ each, Mumbai more than Pune, larger never fewer', () => {
    const plan = planHotelCities(source, { hotels: DEFAULT_SIZE });
    const metros = metrosOf(source);
    expect(metros).toHaveLength(8);
    const counts = metros.map((m) => plan.get(m.id)!);
    for (const n of counts) expect(n).toBeGreaterThanOrEqual(METRO_FLOOR);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(plan.get(MUMBAI)!).toBeGreaterThan(plan.get(PUNE)! + 50);
    // No other city outgrows the smallest metro.
    const smallest = Math.min(...counts);
    for (const [id, n] of plan) if (!metros.some((m) => m.id === id)) expect(n).toBeLessThan(smallest);
  });

  it('keeps the size exact and every curated city in smaller catalogues, metros still by population', () => {
    for (const hotels of [1500, 2000, 8000]) {
      const plan = planHotelCities(source, { hotels });
      expect([...plan.values()].reduce((a, b) => a + b, 0)).toBe(hotels);
      for (const id of CURATED_CITY_IDS) expect(plan.get(id) ?? 0, `${id} at ${hotels}`).toBeGreaterThanOrEqual(MIN_PER_CITY);
      expect(plan.get(MUMBAI)!).toBeGreaterThan(plan.get(PUNE)!);
      // Cities are taken largest first after the curated ones: none left out is larger than one taken.
      const taken = source.filter((c) => plan.has(c.id) && !CURATED_CITY_IDS.includes(c.id));
      const left = source.filter((c) => !plan.has(c.id));
      expect(Math.max(...left.map((c) => c.population))).toBeLessThanOrEqual(Math.min(...taken.map((c) => c.population)));
    }
  });
});

describe('nearby places', () => {
  it('gives every hotel of the default catalogue a place of each of the four categories within 3,000 m', () => {
    const { hotels, places } = defaultCatalogue();
    const cell = (lat: number, lng: number) => `${Math.floor(lat / 0.05)}:${Math.floor(lng / 0.05)}`;
    const grid = new Map<string, typeof places>();
    for (const p of places) {
      const key = cell(p.lat, p.lng);
      grid.set(key, [...(grid.get(key) ?? []), p]);
    }
    const lacking: string[] = [];
    for (const h of hotels) {
      const [a, b] = [Math.floor(h.lat / 0.05), Math.floor(h.lng / 0.05)];
      const found = new Set<string>();
      for (let i = -1; i <= 1; i++) {
        for (let j = -1; j <= 1; j++) {
          for (const p of grid.get(`${a + i}:${b + j}`) ?? []) if (distanceKm(h.lat, h.lng, p.lat, p.lng) <= 3) found.add(p.primaryType);
        }
      }
      for (const { type } of NEARBY_CATEGORIES) if (!found.has(type)) lacking.push(`${h.id} ${type}`);
    }
    expect(lacking).toEqual([]);
  });

  it('names places plausibly and uniquely within a city', () => {
    const { places } = defaultCatalogue();
    const seen = new Set<string>();
    for (const p of places) {
      const key = `${p.cityId}|${p.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(p.name).not.toMatch(/\{|undefined/);
      expect(p.vicinity).toMatch(/, [A-Z]/);
    }
    const transport = places.filter((p) => p.cityId === MUMBAI && p.primaryType === 'transit_station').map((p) => p.name);
    expect(transport.some((n) => / (Bus Stand|Bus Stop|Bus Depot)$/.test(n))).toBe(true);
    // Its airport and railway stations are the real ones, with their names (no "Mumbai Airport" made up).
    expect(transport).toContain('Chhatrapati Shivaji International Airport (BOM)');
    expect(transport).toContain('Andheri railway station');
  });
});

describe('coasts', () => {
  /** Boxes that are open sea (checked against OpenStreetMap's coastline), next to coastal cities. */
  const SEA: Array<[string, number, number, number, number]> = [
    ['off Marina Beach, Chennai', 13.0, 13.09, 80.3, 80.45],
    ['west of Juhu and Versova, Mumbai', 19.0, 19.25, 72.6, 72.77],
    ['Mumbai harbour', 18.91, 18.97, 72.865, 72.89],
    ['west of Calangute and Baga', 15.5, 15.6, 73.6, 73.73],
    ['west of Fort Kochi', 9.94, 9.99, 76.1, 76.215],
    ['south of Puri', 19.6, 19.78, 85.82, 86.0],
    ['east of Visakhapatnam', 17.66, 17.71, 83.35, 83.45],
    ['east of Puducherry', 11.9, 11.97, 79.86, 79.95],
  ];

  it('puts no hotel and no place in the sea off the known coasts', () => {
    const { hotels, places } = defaultCatalogue();
    for (const [where, south, north, west, east] of SEA) {
      const inside = (p: { lat: number; lng: number }) => p.lat >= south && p.lat <= north && p.lng >= west && p.lng <= east;
      expect(hotels.filter(inside).map((h) => h.id), where).toEqual([]);
      expect(places.filter(inside).map((p) => p.name), where).toEqual([]);
    }
  });

  it('keeps every hotel and place of a coastal city on its land side, and still reaches the shore', () => {
    const { cities, hotels, places } = defaultCatalogue();
    const byId = new Map(cities.map((c) => [c.id, c]));
    const coastal = cities.filter((c) => c.hotelCount > 0 && LAND_SECTORS[c.id]);
    expect(coastal.length).toBeGreaterThan(50);
    for (const h of hotels) if (LAND_SECTORS[h.cityId]) expect(onLand(byId.get(h.cityId)!, h), h.id).toBe(true);
    // Real places (stations, airports, landmarks such as Marina Beach) stand where they are, if need be
    // within the 300 m of the water that the land sectors leave out; every generated place is on land.
    const real = (p: (typeof places)[number]) => p.types.includes('train_station') || p.types.includes('airport') || CURATED_NAMES.has(p.name);
    for (const p of places) if (LAND_SECTORS[p.cityId] && !real(p)) expect(onLand(byId.get(p.cityId)!, p), p.id).toBe(true);
    // Chennai's hotels go as far east as the beach roads (the shore is about 80.28-80.30 E there).
    const chennai = hotels.filter((h) => h.cityId === 1264527);
    expect(chennai.some((h) => h.lng > 80.26)).toBe(true);
  });
});

describe('city names', () => {
  it('shows every place in Latin letters, without diacritics, leaving out GeoNames entries named in another script', () => {
    const { cities } = defaultCatalogue();
    // GeoNames 8690167 is "Kalimpong, Крукети" (no population); Kalimpong itself (1268403) stays.
    expect(source.some((c) => c.id === 8690167)).toBe(true);
    expect(cities.some((c) => c.id === 8690167)).toBe(false);
    expect(cities.find((c) => c.id === 1268403)?.name).toBe('Kalimpong');
    const unreadable = cities.filter((c) => !/^[A-Za-z0-9 .,'()&-]+$/.test(c.name)).map((c) => `${c.id} ${c.name}`);
    expect(unreadable).toEqual([]);
  });
});

describe('curated localities', () => {
  it('have fixed ids apart from GeoNames ids, and lie within 15 km of their city', () => {
    const geonames = new Set(source.map((c) => c.id));
    const byId = new Map(source.map((c) => [c.id, c]));
    const ids = CURATED_LOCALITIES.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of CURATED_LOCALITIES) {
      expect(geonames.has(l.id)).toBe(false);
      expect(l.id).toBeGreaterThan(900_000_000);
      const city = byId.get(l.cityId)!;
      expect(distanceKm(city.lat, city.lng, l.lat, l.lng), l.name).toBeLessThanOrEqual(15);
    }
    // The 8 metros each have several.
    for (const m of metrosOf(source)) expect(CURATED_LOCALITIES.filter((l) => l.cityId === m.id).length, String(m.id)).toBeGreaterThanOrEqual(8);
  });
});
