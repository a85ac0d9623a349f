import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { PARTNER_BASE, type AriUpdate } from '../../../contract/partner';
import { addDays, todayInIndia } from '../../../domain/dates';
import { partnerKeys } from '../../../server/modules/partner/keys';
import { testServer } from '../support/testApp';

/** The partner tests' city: no other API test searches, books or sets rooms there. */
export const HYDERABAD = 1269843;

/** A day from today (India), by the test server's clock. */
export async function night(offset: number): Promise<string> {
  return addDays(todayInIndia((await testServer()).clock.now()), offset);
}

export interface PartnerHotel {
  id: string;
  code: string;
  rooms: Array<{ id: string; code: string; capacity: number; plans: Array<{ code: string; partnerCode: string; meal: string; refundable: boolean }> }>;
}

/** The city's hotels with their codes, in id order. */
export async function partnerHotels(): Promise<PartnerHotel[]> {
  const { db } = await testServer();
  const rows = await db.rows<{ id: string; code: string; rooms: PartnerHotel['rooms'] }>(
    `select h.id, h.code, json_agg(json_build_object('id', rt.id, 'code', rt.code, 'capacity', rt.capacity, 'plans', rt.plans) order by rt.position) as rooms
       from hotels h join room_types rt on rt.hotel_id = h.id where h.city_id = $1 group by h.id order by h.id`,
    [HYDERABAD],
  );
  return rows.map((r) => ({ ...r, rooms: typeof r.rooms === 'string' ? JSON.parse(r.rooms) : r.rooms }));
}

/** A new key for these hotels, as `npm run partner:key -- create` makes one. */
export async function keyFor(codes: string[], name = 'Test channel manager'): Promise<string> {
  const { db } = await testServer();
  return (await partnerKeys(db).create(name, codes)).key;
}

/** A partner API call through the real server. */
export async function partnerCall(method: InjectOptions['method'], path: string, options: { key?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const { app } = await testServer();
  const res = await app.inject({
    method,
    url: `${PARTNER_BASE}${path}`,
    headers: { ...(options.key ? { authorization: `Bearer ${options.key}` } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

export async function push(key: string, updates: Array<Partial<AriUpdate> & Record<string, unknown>>, headers: Record<string, string> = {}) {
  return partnerCall('POST', '/ari', { key, body: { updates }, headers });
}

/** What GET /ari reads back, asserting it answered. */
export async function readBack(key: string, hotelCode: string, from: string, to: string) {
  const res = await partnerCall('GET', `/ari?hotelCode=${encodeURIComponent(hotelCode)}&from=${from}&to=${to}`, { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.response as import('../../../contract/partner').AriRead;
}
