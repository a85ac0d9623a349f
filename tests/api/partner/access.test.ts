import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_BASE } from '../../../contract/partner';
import { PARTNER_BURST } from '../../../server/modules/partner/partnerAuth';
import { partnerKeys } from '../../../server/modules/partner/keys';
import { guestToken, testServer } from '../support/testApp';
import { keyFor, night, partnerCall, partnerHotels, type PartnerHotel } from './support';
import { partnerRoutes } from '../authorization/matrix';

let hotels: PartnerHotel[];
let own: string;
let revoked: string;

beforeAll(async () => {
  hotels = await partnerHotels();
  own = await keyFor([hotels[30]!.code]);
  revoked = await keyFor([hotels[30]!.code], 'A key since revoked');
  const { db } = await testServer();
  const keys = partnerKeys(db);
  const id = (await keys.list()).find((k) => k.name === 'A key since revoked')!.id;
  expect(await keys.revoke(id)).toBe(true);
  expect(await keys.revoke(id)).toBe(false);
});

/** Each partner route, called with a key for `hotel` (its valid request). */
async function calls(hotel: PartnerHotel) {
  const from = await night(90);
  const ari = `?hotelCode=${hotel.code}&from=${from}&to=${from}`;
  return [
    { method: 'POST' as const, path: '/ari', body: { updates: [{ hotelCode: hotel.code, roomCode: hotel.rooms[0]!.code, from, to: from, rooms: 2 }] } },
    { method: 'GET' as const, path: `/ari${ari}` },
    { method: 'GET' as const, path: `/bookings?hotelCode=${hotel.code}&since=2026-01-01T00:00:00Z` },
  ];
}

describe('who may call the partner API', () => {
  it('lists every partner route here (the route table test reads the same list)', () => {
    expect(partnerRoutes.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${PARTNER_BASE}/ari`, `GET ${PARTNER_BASE}/ari`, `GET ${PARTNER_BASE}/bookings`]);
  });

  it('answers a key for the hotel; 401 without a key, with a guest token, a wrong, malformed or revoked key; 403 for a hotel the key does not name', async () => {
    for (const call of await calls(hotels[30]!)) {
      expect((await partnerCall(call.method, call.path, { key: own, body: call.body })).status, call.path).toBe(200);
      for (const authorization of [undefined, await guestToken(), `Bearer ${await guestToken()}`, 'Bearer pdv_0000000000000000000000000000000A', 'Bearer nonsense', `Bearer ${revoked}`, own]) {
        const res = await partnerCall(call.method, call.path, { body: call.body, headers: authorization ? { authorization } : {} });
        expect(res.status, `${call.path} ${authorization}`).toBe(401);
        expect(res.body).toMatchObject({ hotelStatus: 'FAILURE', hotelFailureCode: 4010 });
        expect(res.body.hotelFailureMsg).toMatch(/Authorization: Bearer pdv_/);
      }
    }
    // Another hotel's code: refused whole, whichever route.
    for (const call of await calls(hotels[31]!)) {
      const res = await partnerCall(call.method, call.path, { key: own, body: call.body });
      expect(res.status, call.path).toBe(403);
      expect(res.body.hotelFailureMsg).toContain(hotels[31]!.code);
    }
    // A batch that names one of its own hotels and another's changes neither.
    const from = await night(91);
    const mixed = await partnerCall('POST', '/ari', {
      key: own,
      body: { updates: [hotels[30]!, hotels[31]!].map((h) => ({ hotelCode: h.code, roomCode: h.rooms[0]!.code, from, to: from, stopSell: true })) },
    });
    expect(mixed.status).toBe(403);
    const back = await partnerCall('GET', `/ari?hotelCode=${hotels[30]!.code}&from=${from}&to=${from}`, { key: own });
    expect(back.body.response.roomTypes[0].plans[0].nights[0].stopSell).toBe(false);
  });

  it('limits each key to its own rate: past its burst, 429 with retry-after; another key is not held up', async () => {
    const busy = await keyFor([hotels[32]!.code], 'A busy key');
    const [, read] = await calls(hotels[32]!);
    const answers: number[] = [];
    for (let n = 0; n < PARTNER_BURST + 5; n++) answers.push((await partnerCall('GET', read!.path, { key: busy })).status);
    expect(answers.slice(0, PARTNER_BURST - 2).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const limited = await partnerCall('GET', read!.path, { key: busy });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const [, mine] = await calls(hotels[30]!);
    expect((await partnerCall('GET', mine!.path, { key: own })).status).toBe(200);
  });

  it('publishes its OpenAPI document to anyone, generated from the schemas the routes check with', async () => {
    const res = await partnerCall('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(['/ari', '/bookings', '/openapi.json']);
    const update = doc.components.schemas.AriBatch.properties.updates.items;
    expect(update.required).toEqual(['hotelCode', 'roomCode', 'from', 'to']);
    expect(update.additionalProperties).toBe(false);
    expect(update.properties.ratePaise).toMatchObject({ type: 'integer', minimum: 30_000, maximum: 50_000_000 });
    expect(update.properties.sequence.description).toMatch(/counter/);
    expect(doc.paths['/bookings'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['hotelCode', 'since', 'cursor']);
  });
});
