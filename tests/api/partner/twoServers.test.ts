import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { hotelSearchResponse } from '../../../contract/search';
import { addDays } from '../../../domain/dates';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/database';
import { searchBody } from '../catalogue/support';
import { testServer } from '../support/testApp';
import { HYDERABAD, keyFor, night, partnerHotels, push, type PartnerHotel } from './support';

/**
 * Two servers on one PostgreSQL: a push through one is sold by the other within seconds, heard on
 * the change feed (LISTEN/NOTIFY); a server whose feed connection drops says so in /readyz and,
 * once it listens again, catches up on what it missed.
 */
describe('a partner push on one server, sold by another sharing PostgreSQL', () => {
  let second: FastifyInstance | undefined;
  let db: Database | undefined;
  let hotel: PartnerHotel;
  let key: string;

  beforeAll(async () => {
    const shared = await testServer();
    if (shared.db.kind !== 'postgres') return;
    db = await openDatabase({ url: shared.config.databaseUrl, dataDir: shared.config.dataDir });
    second = await buildApp({ config: { ...shared.config, searchThread: false }, db, clock: shared.clock.now });
    await second.ready();
    hotel = (await partnerHotels())[40]!;
    key = await keyFor([hotel.code]);
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await db?.close();
  });

  /** The hotel's lead total on `server` for one night from `checkin`, or null when it is not sold. */
  async function leadOn(server: FastifyInstance, checkin: string): Promise<number | null> {
    const body = await searchBody({ city: HYDERABAD, nights: 1 });
    body.searchQuery.checkinDate = checkin;
    body.searchQuery.checkoutDate = addDays(checkin, 1);
    const res = await server.inject({ method: 'POST', url: `${API_BASE}/hotel-search-v2`, payload: body });
    return hotelSearchResponse.parse(res.json()).response.searchResult.his.find((h) => h.id === hotel.id)?.ops[0]?.tp ?? null;
  }

  it('shows a stop-sell pushed on one within 5 seconds on the other, and its lifting too', async (context) => {
    if (!second) return context.skip('servers share a database only on PostgreSQL: runs with API_DB=postgres');
    const { app } = await testServer();
    const checkin = await night(140);
    expect(await leadOn(second, checkin)).not.toBeNull();
    const stop = hotel.rooms.map((r) => ({ hotelCode: hotel.code, roomCode: r.code, from: checkin, to: checkin, stopSell: true }));
    const pushedAt = Date.now();
    expect((await push(key, stop)).status).toBe(200);
    // The server that took the push sells it at once.
    expect(await leadOn(app, checkin)).toBeNull();
    await expect.poll(() => leadOn(second!, checkin), { timeout: 5_000, interval: 50 }).toBeNull();
    expect(Date.now() - pushedAt).toBeLessThan(5_000);
    expect((await push(key, stop.map((u) => ({ ...u, stopSell: false })))).status).toBe(200);
    await expect.poll(() => leadOn(second!, checkin), { timeout: 5_000, interval: 50 }).not.toBeNull();
  });

  it('says in /readyz when its feed connection drops, then listens again and catches up on a push made meanwhile', async (context) => {
    if (!second) return context.skip('servers share a database only on PostgreSQL: runs with API_DB=postgres');
    const checkin = await night(141);
    const ready = async () => (await second!.inject({ method: 'GET', url: '/readyz' })).json();
    expect((await ready()).response.catalogueFeed).toBe('listening');
    // Every LISTEN connection on the database dropped, as a network fault would.
    const { db: shared } = await testServer();
    await shared.rows(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
    await expect.poll(async () => (await ready()).hotelFailureMsg, { timeout: 5_000, interval: 20 }).toBe('Not listening to the catalogue change feed: reconnecting');
    expect((await push(key, hotel.rooms.map((r) => ({ hotelCode: hotel.code, roomCode: r.code, from: checkin, to: checkin, stopSell: true })))).status).toBe(200);
    await expect.poll(async () => (await ready()).response?.catalogueFeed, { timeout: 10_000, interval: 100 }).toBe('listening');
    await expect.poll(() => leadOn(second!, checkin), { timeout: 5_000, interval: 50 }).toBeNull();
  });
});
