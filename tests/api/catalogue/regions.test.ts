import { describe, expect, it } from 'vitest';
import { citySearchResponse } from '../../../contract/cities';
import { failureEnvelope } from '../../../contract/envelope';
import { hotelSearchResponse } from '../../../contract/search';
import { api, testServer } from '../support/testApp';
import { search, searchBody } from './support';

async function suggest(query: string) {
  const { status, body } = await api('GET', `/cities/search/${encodeURIComponent(query)}`);
  expect(status).toBe(200);
  return citySearchResponse.parse(body).response.cityResponseProjections;
}

/** The catalogue's hotels of the cities of a state (by state name), or of the given city ids. */
async function hotelIdsOf(where: { state: string } | { cityIds: number[] }): Promise<string[]> {
  const { db } = await testServer();
  const rows =
    'state' in where
      ? await db.rows<{ id: string }>('select h.id from hotels h join cities c on c.id = h.city_id where c.state_name = $1', [where.state])
      : await db.rows<{ id: string }>('select id from hotels where city_id = any($1::int[])', [where.cityIds]);
  return rows.map((r) => r.id).sort();
}

async function searchedHotelIds(placeId: number): Promise<string[]> {
  const { status, body } = await search(await searchBody({ city: placeId, ratings: [1, 2, 3, 4, 5] }));
  expect(status).toBe(200);
  return hotelSearchResponse.parse(body).response.searchResult.his.map((h) => h.id).sort();
}

describe('states and regions as destinations', () => {
  it('offers Goa as a state first for "Goa", with its hotel count, before its cities', async () => {
    const goa = await suggest('GOA');
    const hotels = await hotelIdsOf({ state: 'Goa' });
    expect(goa[0]).toEqual({ id: 110, cityName: 'Goa', fullRegionName: 'Goa, India', cities: [], kind: 'state', hotelCount: hotels.length, exactMatch: true });
    // South Goa's towns may have no hotels in the smaller test catalogue: a region without hotels is not offered.
    const regions = goa.filter((c) => c.kind === 'region');
    expect(regions.map((c) => c.cityName)).toContain('North Goa');
    for (const region of regions) expect(region.hotelCount).toBeGreaterThan(0);
    const firstCity = goa.findIndex((c) => c.kind === 'city');
    expect(goa.slice(firstCity).every((c) => c.kind === 'city' && !c.exactMatch)).toBe(true);
  });

  it('finds Kerala, Himachal (another name of Himachal Pradesh), Coorg and Rajasthan', async () => {
    expect((await suggest('KERALA'))[0]).toMatchObject({ cityName: 'Kerala', kind: 'state', exactMatch: true });
    expect((await suggest('HIMACHAL'))[0]).toMatchObject({ cityName: 'Himachal Pradesh', kind: 'state', exactMatch: true });
    expect((await suggest('COORG'))[0]).toMatchObject({ cityName: 'Coorg', kind: 'region', fullRegionName: 'Coorg, Karnataka, India', exactMatch: true });
    // Madikeri is in Coorg: found too, but the region is what "Coorg" names.
    expect((await suggest('COORG')).filter((c) => c.exactMatch).map((c) => c.cityName)).toEqual(['Coorg']);
    expect((await suggest('RAJ'))[0]).toMatchObject({ cityName: 'Rajasthan', kind: 'state', exactMatch: false });
    expect((await suggest('KERELA'))[0]).toMatchObject({ cityName: 'Kerala' });
  });

  it('leaves out a union territory named as its city: "Delhi" is the city', async () => {
    const delhi = await suggest('DELHI');
    expect(delhi[0]).toMatchObject({ cityName: 'Delhi', kind: 'city', exactMatch: true });
    expect(delhi.filter((c) => c.kind === 'state')).toEqual([]);
  });

  it("searches a state over all its cities' hotels, centred among them", async () => {
    const [goa] = await suggest('GOA');
    const expected = await hotelIdsOf({ state: 'Goa' });
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await search(await searchBody({ city: goa!.id, ratings: [1, 2, 3, 4, 5] }));
    const result = hotelSearchResponse.parse(body).response.searchResult;
    expect(result.his.map((h) => h.id).sort()).toEqual(expected);
    // Goa's centre lies within the state (between 14.9 and 15.8 N, 73.6 and 74.4 E).
    expect(Number(result.centre!.lt)).toBeGreaterThan(14.9);
    expect(Number(result.centre!.lt)).toBeLessThan(15.8);
    expect(Number(result.centre!.ln)).toBeGreaterThan(73.6);
    expect(Number(result.centre!.ln)).toBeLessThan(74.4);
  });

  it("searches a region over its towns' hotels: North Goa is Calangute and Candolim", async () => {
    const northGoa = (await suggest('NORTH GOA')).find((c) => c.cityName === 'North Goa')!;
    expect(await searchedHotelIds(northGoa.id)).toEqual(await hotelIdsOf({ cityIds: [1273858, 1274989, 1260607] }));
    expect(northGoa.hotelCount).toBe((await hotelIdsOf({ cityIds: [1273858, 1274989, 1260607] })).length);
  });

  it('answers 404 for an id in the regions range that names no region', async () => {
    const { status, body } = await search(await searchBody({ city: 999 }));
    expect(status).toBe(404);
    expect(failureEnvelope.parse(body).hotelFailureMsg).toContain('no city, place or region');
  });
});

describe('the hierarchy: area -> its city -> its state', () => {
  it("makes Panaji, Goa's capital, a city of Goa, not an area of Candolim", async () => {
    const panaji = (await suggest('PANAJI'))[0]!;
    expect(panaji).toMatchObject({ id: 1260607, cityName: 'Panaji', fullRegionName: 'Panaji, Goa, India', kind: 'city', exactMatch: true });
    for (const c of await suggest('GOA')) expect(c.cities.map((s) => s.id)).not.toContain(1260607);
  });

  it('never lists a city with hotels as an area of another (Navi Mumbai is not an area of Mumbai)', async () => {
    const { db } = await testServer();
    const withHotels = new Set((await db.rows<{ id: number }>('select id from cities where hotel_count > 0')).map((r) => r.id));
    for (const query of ['MUMBAI', 'NAVI MUMBAI', 'GOA', 'KERALA', 'DELHI', 'CHANDIGARH', 'THIRUVANANTHAPURAM']) {
      for (const suggestion of await suggest(query)) {
        for (const area of suggestion.cities) {
          expect(area.kind, `${query}: ${area.fullRegionName}`).toBe('area');
          expect(withHotels.has(area.id), `${query}: ${area.fullRegionName}`).toBe(false);
        }
      }
    }
  });
});
