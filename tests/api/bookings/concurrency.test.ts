import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { failureEnvelope } from '../../../contract/envelope';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/database';
import { loginAs, testServer } from '../support/testApp';
import { bookingRow, freshOption, payloadFor, takenNights } from './support';

const CALLS = 200;

/** Leaves one room of the room type free on every night of [from, to). */
async function oneRoomLeft(roomTypeId: string, from: string, to: string) {
  const { db, app } = await testServer();
  await db.rows(
    `insert into room_allotments (room_type_id, night, hotel_id, city_id, total, taken)
     select rt.id, d::date, rt.hotel_id, h.city_id, rt.capacity, rt.capacity - 1
       from room_types rt join hotels h on h.id = rt.hotel_id, generate_series($2::date, $3::date - 1, interval '1 day') d
      where rt.id = $1
     on conflict (room_type_id, night) do update set taken = excluded.total - 1, total = excluded.total`,
    [roomTypeId, from, to],
  );
  await app.catalogue.feed.catchUp();
}

/**
 * CALLS bookings of the last room, at once: `servers` take turns answering them. Exactly one
 * gets the room; every other gets 6034; the allotment is full, never over.
 */
async function raceForTheLastRoom(servers: FastifyInstance[]) {
  const { app } = await testServer();
  const users = await Promise.all(Array.from({ length: 10 }, () => loginAs()));
  const option = await freshOption({ nights: 3 });
  const reviews = [];
  for (let i = 0; i < CALLS; i++) {
    const user = users[i % users.length]!;
    reviews.push({ user, review: await app.bookings.review(user.userId, option.hotelId, option.optionId) });
  }
  const { room_type_id: roomTypeId, checkin, checkout } = await bookingRow(reviews[0]!.review.bookingId);
  await oneRoomLeft(roomTypeId, checkin, checkout);
  const capacity = (await takenNights(roomTypeId, checkin, checkout))[0]! + 1;

  const answers = await Promise.all(
    reviews.map(({ user, review }, i) =>
      servers[i % servers.length]!.inject({
        method: 'PUT',
        url: `${API_BASE}/bookFullPayment`,
        headers: { authorization: user.token },
        payload: payloadFor(review),
      }),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(CALLS - 1);
  for (const answer of answers.filter((a) => a.statusCode === 409)) expect(failureEnvelope.parse(answer.json()).hotelFailureCode).toBe(6034);
  expect(await takenNights(roomTypeId, checkin, checkout)).toEqual([capacity, capacity, capacity]);
  const { db } = await testServer();
  const held = await db.rows<{ n: number }>(`select count(*)::int as n from bookings where room_type_id = $1 and checkin = $2 and status = 'PENDING'`, [roomTypeId, checkin]);
  expect(held[0]!.n).toBe(1);
}

describe('the last room', () => {
  it(`goes to exactly one of ${CALLS} bookings made at once`, async () => {
    const { app } = await testServer();
    await raceForTheLastRoom([app]);
  }, 120_000);

  it(`goes to exactly one of ${CALLS} bookings made at once through two servers sharing one PostgreSQL`, async (context) => {
    const shared = await testServer();
    if (shared.db.kind !== 'postgres') return context.skip('one server owns an embedded database: runs with API_DB=postgres');
    const db = await openDatabase({ url: shared.config.databaseUrl, dataDir: shared.config.dataDir });
    const second = await buildApp({ config: shared.config, db, clock: shared.clock.now });
    try {
      await second.ready();
      await raceForTheLastRoom([shared.app, second]);
    } finally {
      await second.close();
      await db.close();
    }
  }, 180_000);
});
