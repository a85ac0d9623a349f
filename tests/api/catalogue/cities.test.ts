import { describe, expect, it } from 'vitest';
import { allCitiesResponse, citiesByThemeResponse, citySearchResponse, themesResponse } from '../../../contract/cities';
import { failureEnvelope } from '../../../contract/envelope';
import { hotelSearchResponse } from '../../../contract/search';
import { COLLECTIONS, CURATED_CITY_IDS } from '../../../server/reference/collections';
import { CURATED_LOCALITIES } from '../../../server/reference/localities';
import { bestDestinations, popularDestinations, templeCities } from '../../../src/content/collections';
import { api, testServer } from '../support/testApp';
import { distanceKm, MUMBAI, search, searchBody } from './support';

const SPEC_THEMES = ['Heritage Getaways', 'Romantic Hideaways', 'Luxury Heavens', 'Beachside Stays', 'Mountain Escapes', 'Party Hotspots', 'Wellness Retreats', 'Family Stays', 'Adventure Abodes'];

async function suggest(query: string) {
  const { status, body } = await api('GET', `/cities/search/${encodeURIComponent(query)}`);
  expect(status).toBe(200);
  const parsed = citySearchResponse.parse(body);
  expect(parsed).toEqual(body);
  return parsed.response.cityResponseProjections;
}

async function cityRow(id: number) {
  const { db } = await testServer();
  const [row] = await db.rows<{ name: string; latitude: number; longitude: number; population: number; hotel_count: number; state_name: string }>(
    'select name, latitude, longitude, population, hotel_count, state_name from cities where id = $1',
    [id],
  );
  return row!;
}

describe('themes and themed cities', () => {
  it('lists the 9 themes with served images', async () => {
    const { status, body } = await api('GET', '/retrieve-themes');
    expect(status).toBe(200);
    const themes = themesResponse.parse(body).response;
    expect(themes.map((t) => t.name)).toEqual(SPEC_THEMES);
    const { app } = await testServer();
    const image = await app.inject({ method: 'GET', url: themes[0]!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers every (theme, city) tile without authorization, at least 6 cities per theme, all with hotels', async () => {
    const { status, body } = await api('GET', '/retrieve-all-cities');
    expect(status).toBe(200);
    const tiles = allCitiesResponse.parse(body).response;
    for (let themeId = 1; themeId <= 9; themeId++) expect(tiles.filter((t) => t.themeId === themeId).length).toBeGreaterThanOrEqual(6);
    for (const tile of tiles) {
      expect(tile.videoUrl).toBe(`/media/cities/${tile.cityId}.svg`);
      expect((await cityRow(tile.cityId)).hotel_count).toBeGreaterThan(0);
    }
  });

  it('lists the cities of a theme that fit it', async () => {
    const { body } = await api('GET', '/retrieve-cities-by-theme/4');
    const names = citiesByThemeResponse.parse(body).response.map((c) => c.cityName);
    expect(names).toEqual(expect.arrayContaining(['Calangute', 'Varkala', 'Kovalam', 'Puducherry', 'Gokarna', 'Puri']));
    const hills = citiesByThemeResponse.parse((await api('GET', '/retrieve-cities-by-theme/5')).body).response.map((c) => c.cityName);
    expect(hills).toEqual(expect.arrayContaining(['Manali', 'Shimla', 'Darjeeling', 'Mussoorie', 'Nainital', 'Leh']));
  });

  it('answers 404 for an unknown theme and 400 for a malformed one', async () => {
    const unknown = await api('GET', '/retrieve-cities-by-theme/99');
    expect(unknown.status).toBe(404);
    expect(failureEnvelope.parse(unknown.body).hotelFailureMsg).toContain('vibeId');
    const malformed = await api('GET', '/retrieve-cities-by-theme/beach');
    expect(malformed.status).toBe(400);
    expect(failureEnvelope.parse(malformed.body).hotelFailureMsg).toMatch(/^params\.vibeId: /);
  });

  it('keeps the curated collections fixed: 15, 10 and 15 cities, all with hotels', async () => {
    expect(COLLECTIONS.map((c) => [c.id, c.cities.length])).toEqual([
      ['popular-destinations', 15],
      ['iconic-temple-cities', 10],
      ['best-destinations', 15],
    ]);
    for (const id of CURATED_CITY_IDS) expect((await cityRow(id)).hotel_count).toBeGreaterThan(0);
  });

  it('shows the home page the same collections the server keeps, named as the catalogue names them', async () => {
    // One content file: what the browser shows is what the server gives hotels to.
    expect([popularDestinations, templeCities, bestDestinations]).toEqual(COLLECTIONS.map((c) => c.cities));
    for (const city of COLLECTIONS.flatMap((c) => c.cities)) {
      const row = await cityRow(city.cityId);
      expect(city.cityName).toBe(row.name);
      expect(city.region).toBe(`${row.name}, ${row.state_name}, India`);
    }
  });
});

describe('GET /cities/search/{QUERY}', () => {
  it('puts the exact city first, with its region and sub-places within 15 km', async () => {
    const [first] = await suggest('MUMBAI');
    expect(first).toMatchObject({ id: MUMBAI, cityName: 'Mumbai', fullRegionName: 'Mumbai, Maharashtra, India' });
    expect(first!.cities.length).toBeGreaterThan(0);
    const centre = await cityRow(MUMBAI);
    for (const sub of first!.cities) {
      expect(sub.fullRegionName).toMatch(/, Mumbai, Maharashtra, India$/);
      const place = await cityRow(sub.id);
      expect(distanceKm(centre.latitude, centre.longitude, place.latitude, place.longitude)).toBeLessThanOrEqual(15);
    }
  });

  it('is case-insensitive and ranks exact, then prefix, then by population', async () => {
    expect(await suggest('mumbai')).toEqual(await suggest('MUMBAI'));
    const delhi = await suggest('DELHI');
    expect(delhi[0]!.cityName).toBe('Delhi');
    expect(delhi.map((c) => c.cityName)).toContain('New Delhi');
    const prefix = await suggest('NAG');
    expect(prefix[0]!.cityName).toBe('Nagpur');
    const populations = await Promise.all(prefix.filter((c) => c.kind === 'city' && c.cityName.toLowerCase().startsWith('nag')).map((c) => cityRow(c.id)));
    expect(populations.map((p) => p.population)).toEqual([...populations.map((p) => p.population)].sort((a, b) => b - a));
  });

  it('matches words of the name and the region', async () => {
    expect((await suggest('DELHI')).map((c) => c.cityName)).toContain('New Delhi');
    const goa = await suggest('GOA');
    expect(goa.length).toBeGreaterThan(1);
    for (const c of goa) expect(c.fullRegionName).toContain('Goa');
    expect(goa.map((c) => c.cityName)).toContain('Calangute');
  });

  it('knows the names travellers still use', async () => {
    expect((await suggest('BANGALORE'))[0]!.cityName).toBe('Bengaluru');
    expect((await suggest('BOMBAY'))[0]!.cityName).toBe('Mumbai');
  });

  it('forgives one wrong letter when nothing else matches, but not two', async () => {
    expect((await suggest('MUMBAJ'))[0]!.cityName).toBe('Mumbai');
    expect((await suggest('HYDERABED'))[0]!.cityName).toBe('Hyderabad');
    expect((await suggest('JIAPUR'))[0]!.cityName).toBe('Jaipur');
    expect(await suggest('MXMBAJ')).toEqual([]);
    expect(await suggest('QQQQ')).toEqual([]);
  });

  it('can suggest every city over 100,000 people, with or without hotels', async () => {
    const { db } = await testServer();
    const rows = await db.rows<{ id: number; name: string; hotel_count: number }>(
      'select id, name, hotel_count from cities where population > 100000 order by population desc',
    );
    expect(rows.length).toBe(440);
    // The test catalogue is smaller than the default: some of them have no hotels of their own here.
    expect(rows.some((r) => r.hotel_count === 0)).toBe(true);
    const missed: string[] = [];
    for (const row of rows) if (!(await suggest(row.name)).some((c) => c.id === row.id)) missed.push(row.name);
    expect(missed).toEqual([]);
  });

  it("names a sub-place's own state; a town with hotels next to a city is a city of its own under its state", async () => {
    const [chandigarh] = await suggest('CHANDIGARH');
    expect(chandigarh).toMatchObject({ cityName: 'Chandigarh', fullRegionName: 'Chandigarh, Chandigarh, India' });
    const areas = chandigarh!.cities.map((s) => s.fullRegionName);
    expect(areas.filter((a) => a.startsWith('Mohali') || a.startsWith('Panchkula'))).toEqual([]);
    expect((await suggest('MOHALI'))[0]).toMatchObject({ cityName: 'Mohali', fullRegionName: 'Mohali, Punjab, India', kind: 'city' });
    for (const query of ['CHANDIGARH', 'DELHI', 'MUMBAI', 'KOLKATA', 'HYDERABAD', 'GOA']) {
      for (const suggestion of await suggest(query)) {
        for (const sub of suggestion.cities) {
          const row = await cityRow(sub.id);
          expect(sub.fullRegionName).toBe(`${row.name}, ${suggestion.cityName}, ${row.state_name}, India`);
        }
      }
    }
  });

  it('lists the curated localities of a city first, with their fixed ids', async () => {
    for (const [query, cityId] of [['BENGALURU', 1277333], ['MUMBAI', MUMBAI], ['DELHI', 1273294], ['JAIPUR', 1269515], ['CALANGUTE', 1273858]] as const) {
      const [first] = await suggest(query);
      expect(first!.id).toBe(cityId);
      const own = CURATED_LOCALITIES.filter((l) => l.cityId === cityId);
      expect(own.length).toBeGreaterThan(0);
      expect(first!.cities.slice(0, own.length).map((s) => s.id)).toEqual(own.map((l) => l.id));
    }
    // New Delhi is a city of its own, not an area of Delhi.
    const delhiAnswer = await suggest('DELHI');
    expect(delhiAnswer[0]!.cities.map((s) => s.fullRegionName)).not.toContain('New Delhi, Delhi, Delhi, India');
    expect(delhiAnswer.find((c) => c.cityName === 'New Delhi')).toMatchObject({ fullRegionName: 'New Delhi, Delhi, India', kind: 'city' });
    const [bengaluru] = await suggest('BENGALURU');
    expect(bengaluru!.cities.map((s) => s.fullRegionName)).toEqual(
      expect.arrayContaining(['Koramangala, Bengaluru, Karnataka, India', 'Indiranagar, Bengaluru, Karnataka, India']),
    );
  });

  it('finds a locality by its name under its city, and searches around its point', async () => {
    const koramangala = CURATED_LOCALITIES.find((l) => l.name === 'Koramangala')!;
    const [hit] = await suggest('KORAMANGALA');
    expect(hit!.cityName).toBe('Bengaluru');
    expect(hit!.cities[0]).toEqual({ id: koramangala.id, fullRegionName: 'Koramangala, Bengaluru, Karnataka, India', kind: 'area' });
    const { status, body } = await search(await searchBody({ city: koramangala.id }));
    expect(status).toBe(200);
    const his = hotelSearchResponse.parse(body).response.searchResult.his;
    expect(his.length).toBeGreaterThan(10);
    for (const h of his) expect(distanceKm(koramangala.lat, koramangala.lng, Number(h.gl.lt), Number(h.gl.ln))).toBeLessThanOrEqual(15);
    // Bengaluru's hotels near Koramangala are found; those across the city are not.
    const { db } = await testServer();
    const inRange = await db.rows<{ id: string; latitude: number; longitude: number }>('select id, latitude, longitude from hotels where city_id = 1277333');
    const near = inRange.filter((h) => distanceKm(koramangala.lat, koramangala.lng, h.latitude, h.longitude) <= 15).map((h) => h.id);
    expect(his.map((h) => h.id)).toEqual(expect.arrayContaining(near.slice(0, 5)));
  });

  it('lists a place under one city only: no answer repeats an area id, and every answer puts it under the same city', async () => {
    // Goa's towns lie within 15 km of each other: a place near several was listed under each.
    const queries = ['GOA', 'PANAJI', 'MARGAO', 'VASCO', 'CALANGUTE', 'DELHI', 'NOIDA', 'MUMBAI', 'THANE', 'CHANDIGARH', 'KOLKATA', 'HOWRAH', 'HYDERABAD'];
    for (const c of COLLECTIONS.flatMap((collection) => collection.cities)) queries.push(c.cityName.toUpperCase());
    const cityOf = new Map<number, number>();
    for (const query of queries) {
      const answer = await suggest(query);
      const areaIds = answer.flatMap((c) => c.cities.map((s) => s.id));
      expect(areaIds.filter((id, i) => areaIds.indexOf(id) !== i), query).toEqual([]);
      for (const city of answer) {
        for (const area of city.cities) {
          expect(area.id, query).not.toBe(city.id);
          expect(cityOf.get(area.id) ?? city.id, `${query}: ${area.fullRegionName}`).toBe(city.id);
          cityOf.set(area.id, city.id);
        }
      }
    }
    expect(cityOf.size).toBeGreaterThan(100);
  });

  it('an area belongs to the nearest suggested city within 15 km (a curated locality to its own city)', async () => {
    const goa = (await suggest('GOA')).filter((c) => c.kind === 'city');
    const listed = goa.flatMap((c) => c.cities.map((s) => ({ area: s.id, city: c.id })));
    const cityIds = goa.map((c) => c.id);
    for (const { area, city } of listed) {
      const locality = CURATED_LOCALITIES.find((l) => l.id === area);
      if (locality) {
        expect(city).toBe(locality.cityId);
        continue;
      }
      const place = await cityRow(area);
      const distanceTo = async (id: number) => {
        const row = await cityRow(id);
        return distanceKm(place.latitude, place.longitude, row.latitude, row.longitude);
      };
      const own = await distanceTo(city);
      expect(own).toBeLessThanOrEqual(15);
      // No other suggested city of the answer (none that it outranks itself) is nearer.
      for (const other of cityIds) {
        if (other === city || other === area) continue;
        const otherRow = await cityRow(other);
        if (otherRow.population <= place.population) continue;
        expect(await distanceTo(other), `${area} under ${city}, not ${other}`).toBeGreaterThanOrEqual(own);
      }
    }
  });

  it('rejects a query over 60 characters', async () => {
    const { status, body } = await api('GET', `/cities/search/${'A'.repeat(61)}`);
    expect(status).toBe(400);
    expect(failureEnvelope.parse(body).hotelFailureMsg).toMatch(/^params\.query: /);
  });

  it('searches around a sub-place: every hotel within 15 km of its point', async () => {
    const [mumbai] = await suggest('MUMBAI');
    const { db } = await testServer();
    let subId: number | undefined;
    for (const sub of mumbai!.cities) if ((await cityRow(sub.id)).hotel_count === 0) subId ??= sub.id;
    expect(subId).toBeDefined();
    const point = await cityRow(subId!);
    const { status, body } = await search(await searchBody({ city: String(subId) }));
    expect(status).toBe(200);
    const his = hotelSearchResponse.parse(body).response.searchResult.his;
    expect(his.length).toBeGreaterThan(0);
    for (const h of his) expect(distanceKm(point.latitude, point.longitude, Number(h.gl.lt), Number(h.gl.ln))).toBeLessThanOrEqual(15);
    void db;
  });
});
