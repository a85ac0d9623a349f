import { describe, expect, it } from 'vitest';
import { hotelDetailResponse } from '../../../contract/detail';
import { failureEnvelope } from '../../../contract/envelope';
import { hotelSearchResponse } from '../../../contract/search';
import { dayNumber, weekdayOfDay } from '../../../domain/dates';
import { api, testServer } from '../support/testApp';
import { day, distanceKm, MUMBAI, search, searchBody } from './support';

/** Chhatrapati Shivaji Maharaj International Airport, as OpenFlights places it. */
const BOM = { lat: 19.0886993408, lng: 72.8678970337 };

/** A search near a place, with or without its city. */
async function nearBody(near: unknown, opts: Parameters<typeof searchBody>[0] & { withoutCity?: boolean } = {}) {
  const body = await searchBody(opts);
  const { city: _city, ...criteria } = body.searchQuery.searchCriteria;
  return { ...body, searchQuery: { ...body.searchQuery, searchCriteria: { ...(opts.withoutCity ? criteria : body.searchQuery.searchCriteria), near } } };
}

async function searchNear(near: unknown, opts: Parameters<typeof nearBody>[1] = {}) {
  const res = await search(await nearBody(near, opts));
  expect(res.status).toBe(200);
  const parsed = hotelSearchResponse.parse(res.body);
  return parsed.response;
}

describe('POST /hotel-search-v2 near an airport, station or landmark', () => {
  it("lists the hotels within 15 km of Mumbai's airport, nearest first, each with its distance from it", async () => {
    const { searchResult } = await searchNear({ kind: 'airport', id: 'BOM' });
    expect(searchResult.near).toMatchObject({ kind: 'airport', id: 'BOM', name: 'Chhatrapati Shivaji Maharaj International Airport' });
    expect(searchResult.centre).toEqual({ lt: searchResult.near!.lt, ln: searchResult.near!.ln });
    const his = searchResult.his;
    expect(his.length).toBeGreaterThan(10);
    const kms = his.map((h) => h.km!);
    expect(kms.every((km) => typeof km === 'number' && km <= 15)).toBe(true);
    expect([...kms].sort((a, b) => a - b)).toEqual(kms);
    // Each distance is the hotel's own, to the tenth of a km.
    for (const h of his) expect(Math.abs(distanceKm(BOM.lat, BOM.lng, Number(h.gl.lt), Number(h.gl.ln)) - h.km!)).toBeLessThanOrEqual(0.06);
    // Every hotel of the catalogue within 15 km and of the stars asked for is there, whatever its city.
    const { db } = await testServer();
    const rows = await db.rows<{ id: string; latitude: number; longitude: number; stars: number }>('select id, latitude, longitude, stars from hotels');
    const within = rows.filter((r) => r.stars >= 3 && distanceKm(BOM.lat, BOM.lng, r.latitude, r.longitude) <= 15).map((r) => r.id);
    expect(his.length).toBeGreaterThanOrEqual(Math.floor(within.length * 0.9));
    expect(within).toEqual(expect.arrayContaining(his.map((h) => h.id)));
  });

  it('needs no city: the place names its own; a station and a landmark are searched around the same way', async () => {
    const alone = await searchNear({ kind: 'airport', id: 'BOM' }, { withoutCity: true });
    expect(alone.searchResult.his.length).toBeGreaterThan(10);
    const station = await searchNear({ kind: 'station', id: 'howrah' }, { withoutCity: true });
    expect(station.searchResult.near?.name).toBe('Howrah railway station');
    expect(station.searchResult.his.length).toBeGreaterThan(0);
    const landmark = await searchNear({ kind: 'landmark', id: `${MUMBAI}-gateway-of-india` });
    expect(landmark.searchResult.near?.name).toBe('Gateway of India');
    const kms = landmark.searchResult.his.map((h) => h.km!);
    expect(kms.length).toBeGreaterThan(0);
    expect([...kms].sort((a, b) => a - b)).toEqual(kms);
  });

  it('a city search carries no distances and no place', async () => {
    const res = await search(await searchBody());
    const { searchResult } = hotelSearchResponse.parse(res.body).response;
    expect(searchResult.near).toBeUndefined();
    expect(searchResult.his.every((h) => h.km === undefined)).toBe(true);
  });

  it.each([
    [{ kind: 'airport', id: 'ZZZ' }, 'body.searchQuery.searchCriteria.near.id: no airport has the id "ZZZ"'],
    [{ kind: 'museum', id: 'BOM' }, 'body.searchQuery.searchCriteria.near.kind'],
    [{ kind: 'airport', id: 'B O M' }, 'body.searchQuery.searchCriteria.near.id'],
    [{ kind: 'airport', id: 'x'.repeat(81) }, 'body.searchQuery.searchCriteria.near.id'],
    [{ kind: 'airport' }, 'body.searchQuery.searchCriteria.near.id'],
    ['BOM', 'body.searchQuery.searchCriteria.near'],
  ])('refuses %j with a 400 that names the field', async (near, message) => {
    const res = await search(await nearBody(near));
    expect(res.status).toBe(400);
    const failure = failureEnvelope.parse(res.body);
    expect(failure.hotelFailureMsg).toContain(message);
  });
});

describe('POST /hotel-search-v2: whether a stay’s nights cost different amounts', () => {
  /** Days from today to the next Thursday at least 10 days ahead: Thursday and Friday nights (a Friday night costs more). */
  async function nextThursday(): Promise<number> {
    for (let offset = 10; ; offset++) if (weekdayOfDay(dayNumber(await day(offset))) === 4) return offset;
  }

  it('flags a hotel whose lead option costs more on one night, as its hotel page prices the nights; a one-night stay never', async () => {
    const thursday = await nextThursday();
    const body = await searchBody({ checkin: thursday, nights: 2 });
    const res = await search(body);
    const { his } = hotelSearchResponse.parse(res.body).response.searchResult;
    const flagged = his.filter((h) => h.nightsDiffer === true);
    expect(flagged.length).toBeGreaterThan(his.length / 2);
    for (const hit of [...flagged.slice(0, 3), ...his.filter((h) => !h.nightsDiffer).slice(0, 3)]) {
      const detail = await api('POST', '/search-by-hotel-id', { body: { searchQuery: body.searchQuery, sync: true, hotelId: hit.id } });
      const option = hotelDetailResponse.parse(detail.body).response.hotel.ops[0]!;
      const nights = option.ris[0]!.pis.map((p) => p.fc.TF);
      expect(nights).toHaveLength(2);
      expect(nights[0] !== nights[1]).toBe(hit.nightsDiffer === true);
    }
    const oneNight = hotelSearchResponse.parse((await search(await searchBody({ checkin: thursday, nights: 1 }))).body).response.searchResult.his;
    expect(oneNight.length).toBeGreaterThan(0);
    expect(oneNight.some((h) => h.nightsDiffer !== undefined)).toBe(false);
  });
});
