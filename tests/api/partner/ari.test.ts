import { beforeAll, describe, expect, it } from 'vitest';
import { hotelDetailResponse } from '../../../contract/detail';
import { hotelSearchResponse } from '../../../contract/search';
import { addDays } from '../../../domain/dates';
import { api, guestToken, loginAs, testServer } from '../support/testApp';
import { searchBody } from '../catalogue/support';
import { payloadFor, reviewAs } from '../bookings/support';
import { HYDERABAD, keyFor, night, partnerHotels, push, readBack, type PartnerHotel } from './support';

let hotels: PartnerHotel[];
let key: string;

beforeAll(async () => {
  hotels = await partnerHotels();
  expect(hotels.length).toBeGreaterThan(20);
  key = await keyFor(hotels.slice(0, 20).map((h) => h.code));
});

/** The hotel's detail for a stay of 2 adults in one room. */
async function detail(hotelId: string, checkin: string, nights: number, adults = 2) {
  const body = await searchBody({ city: HYDERABAD, rooms: [{ numberOfAdults: adults }] });
  const res = await api('POST', '/search-by-hotel-id', {
    token: await guestToken(),
    body: { hotelId, searchQuery: { ...body.searchQuery, checkinDate: checkin, checkoutDate: addDays(checkin, nights) } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return hotelDetailResponse.parse(res.body).response.hotel;
}

/** The city's search for a stay: each hotel's lead option id (without the search id) and total. */
async function searched(checkin: string, nights: number) {
  const body = await searchBody({ city: HYDERABAD });
  body.searchQuery.checkinDate = checkin;
  body.searchQuery.checkoutDate = addDays(checkin, nights);
  const res = await api('POST', '/hotel-search-v2', { body });
  expect(res.status).toBe(200);
  return new Map(hotelSearchResponse.parse(res.body).response.searchResult.his.map((h) => [h.id, { option: h.ops[0]!.id.slice(21), tp: h.ops[0]!.tp }]));
}

const planOf = (hotel: PartnerHotel, room = 0, plan = 0) => hotel.rooms[room]!.plans[plan]!;

describe('POST /api/partner/v1/ari', () => {
  it('sets a rate, rooms and restrictions by night; reads them back; search and the hotel page sell them at once', async () => {
    const hotel = hotels[0]!;
    const room = hotel.rooms[0]!;
    const plan = planOf(hotel);
    const eve = await night(30);
    const res = await push(key, [
      { hotelCode: hotel.code, roomCode: room.code, planCode: plan.partnerCode, from: eve, to: eve, ratePaise: 450_000 },
      { hotelCode: hotel.code, roomCode: room.code, from: eve, to: addDays(eve, 2), rooms: 3 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.response).toEqual({
      applied: 2,
      stale: 0,
      results: [
        { index: 0, status: 'applied', nights: 1, staleNights: [], roomsKept: [] },
        { index: 1, status: 'applied', nights: 3, staleNights: [], roomsKept: [] },
      ],
    });
    const back = await readBack(key, hotel.code, eve, addDays(eve, 2));
    const readRoom = back.roomTypes.find((r) => r.roomCode === room.code)!;
    expect(readRoom.nights.map((n) => n.rooms)).toEqual([3, 3, 3]);
    expect(readRoom.plans.find((p) => p.planCode === plan.partnerCode)!.nights[0]).toMatchObject({ date: eve, ratePaise: 450_000, stopSell: false, minStay: 1 });
    // Rs 4,500 for two adults is Rs 4,500 before GST on the hotel page, that night.
    const page = await detail(hotel.id, eve, 1);
    const option = page.ops.find((o) => o.id.endsWith(`-${room.id.split('-')[1]}-${plan.code}`))!;
    expect(option.ris[0]!.pis[0]!.fc.BF).toBe(4_500);
  });

  it('leaves an option out of search and the hotel page while a restriction stops it, and says why', async () => {
    const hotel = hotels[1]!;
    const start = await night(40);
    const before = await searched(start, 1);
    expect(before.has(hotel.id)).toBe(true);
    // A minimum stay of 2 on every plan of every room type: one night is no longer sold.
    const res = await push(key, hotel.rooms.map((r) => ({ hotelCode: hotel.code, roomCode: r.code, from: start, to: addDays(start, 1), minStay: 2 })));
    expect(res.status).toBe(200);
    expect((await searched(start, 1)).has(hotel.id)).toBe(false);
    const page = await detail(hotel.id, start, 1);
    expect(page.ops).toEqual([]);
    // Every option whose room holds two adults is explained (a single room is simply too small).
    expect(page.unavailable!.length).toBeGreaterThan(0);
    for (const u of page.unavailable!) expect(u.why).toBe('Minimum stay 2 nights on these dates');
    // Two nights are sold.
    expect((await searched(start, 2)).has(hotel.id)).toBe(true);
    // Closed to arrival on the first night, closed to departure on the day after: each says so.
    await push(key, hotel.rooms.map((r) => ({ hotelCode: hotel.code, roomCode: r.code, from: start, to: addDays(start, 1), minStay: 1, closedToArrival: true })));
    expect((await detail(hotel.id, start, 2)).unavailable![0]!.why).toMatch(/^No check-in on /);
    expect((await searched(addDays(start, 1), 1)).has(hotel.id)).toBe(false);
    await push(key, hotel.rooms.map((r) => ({ hotelCode: hotel.code, roomCode: r.code, from: start, to: addDays(start, 1), closedToArrival: false })));
    await push(key, hotel.rooms.map((r) => ({ hotelCode: hotel.code, roomCode: r.code, from: addDays(start, 1), to: addDays(start, 1), closedToDeparture: true })));
    expect((await detail(hotel.id, start, 1)).unavailable![0]!.why).toMatch(/^No check-out on /);
    expect((await searched(start, 2)).has(hotel.id)).toBe(true);
    // Stop-sell on one night: no stay over it.
    await push(key, hotel.rooms.map((r) => ({ hotelCode: hotel.code, roomCode: r.code, from: addDays(start, 1), to: addDays(start, 1), stopSell: true, closedToDeparture: false })));
    expect((await searched(start, 2)).has(hotel.id)).toBe(false);
    expect((await detail(hotel.id, start, 2)).unavailable![0]!.why).toMatch(/^Not on sale for the night of /);
    expect((await searched(start, 1)).has(hotel.id)).toBe(true);
  });

  it('refuses a bad batch whole: every problem with its update and field, and nothing changes', async () => {
    const hotel = hotels[2]!;
    const room = hotel.rooms[0]!;
    const from = await night(50);
    const before = await readBack(key, hotel.code, from, addDays(from, 3));
    const res = await push(key, [
      { hotelCode: hotel.code, roomCode: room.code, from, to: addDays(from, 3), ratePaise: 480_000 },
      { hotelCode: hotel.code, roomCode: 'NOPE', from, to: from, rooms: 2 },
      { hotelCode: hotel.code, roomCode: room.code, planCode: 'XX-R', from, to: from, ratePaise: 480_000 },
      { hotelCode: hotel.code, roomCode: room.code, planCode: planOf(hotel).partnerCode, from, to: from, rooms: 2 },
      { hotelCode: hotel.code, roomCode: room.code, from: addDays(from, 3), to: from, ratePaise: 480_000 },
      { hotelCode: hotel.code, roomCode: room.code, from: await night(-3), to: from, stopSell: true },
      { hotelCode: hotel.code, roomCode: room.code, from, to: addDays(from, 800), stopSell: true },
      { hotelCode: hotel.code, roomCode: room.code, from, to: from, ratePaise: 12 },
      { hotelCode: hotel.code, roomCode: room.code, from, to: from },
      { hotelCode: hotel.code, roomCode: room.code, from, to: from, ratePaise: 480_000, rateRupees: 4_800 },
      { hotelCode: hotel.code, roomCode: room.code, from, to: addDays(from, 2), ratesPaise: [480_000, 490_000] },
      { hotelCode: hotel.code, roomCode: room.code, from: '2027-02-30', to: from, rooms: 1, colour: 'blue' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.hotelFailureCode).toBe(4000);
    const problems = res.body.response.problems as Array<{ index: number; field: string; message: string }>;
    expect(problems.map((p) => [p.index, p.field])).toEqual([
      [1, 'roomCode'],
      [2, 'planCode'],
      [3, 'rooms'],
      [4, 'to'],
      [5, 'from'],
      [6, 'to'],
      [6, 'to'],
      [7, 'ratePaise'],
      [8, ''],
      [9, 'ratePaise'],
      [10, 'ratesPaise'],
      [11, 'from'],
      [11, ''],
    ]);
    expect(problems[0]!.message).toMatch(/has no room type NOPE \(its room types: RT1/);
    expect(problems.find((p) => p.index === 8)!.message).toBe('sets nothing: give rooms, a rate or a restriction');
    expect(await readBack(key, hotel.code, from, addDays(from, 3))).toEqual(before);
    // The envelope's limits.
    expect((await push(key, [])).status).toBe(400);
    const many = Array.from({ length: 1_001 }, () => ({ hotelCode: hotel.code, roomCode: room.code, from, to: from, rooms: 1 }));
    expect((await push(key, many)).body.response.problems).toEqual([{ index: null, field: 'updates', message: 'may hold at most 1000 updates' }]);
  });

  it('ignores the nights an older sequence would overwrite, and says which; a retry changes nothing', async () => {
    const hotel = hotels[3]!;
    const room = hotel.rooms[0]!;
    const plan = planOf(hotel);
    const from = await night(60);
    const to = addDays(from, 9);
    const newer = await push(key, [{ hotelCode: hotel.code, roomCode: room.code, planCode: plan.partnerCode, from: addDays(from, 5), to, ratePaise: 520_000, sequence: 20 }]);
    expect(newer.body.response.results[0].status).toBe('applied');
    // A delayed, older push over all ten nights: only the first five are its to set.
    const older = await push(key, [{ hotelCode: hotel.code, roomCode: room.code, planCode: plan.partnerCode, from, to, ratePaise: 400_000, sequence: 19 }]);
    expect(older.body.response.results[0]).toEqual({ index: 0, status: 'partlyStale', nights: 5, staleNights: [{ from: addDays(from, 5), to }], roomsKept: [] });
    const rates = async () => (await readBack(key, hotel.code, from, to)).roomTypes.find((r) => r.roomCode === room.code)!.plans.find((p) => p.planCode === plan.partnerCode)!.nights.map((n) => n.ratePaise);
    expect(await rates()).toEqual([...Array(5).fill(400_000), ...Array(5).fill(520_000)]);
    // Wholly older: stale, nothing set; the same push again: applied, the same values.
    const stale = await push(key, [{ hotelCode: hotel.code, roomCode: room.code, planCode: plan.partnerCode, from: addDays(from, 5), to, ratePaise: 300_000, sequence: 3 }]);
    expect(stale.body.response).toMatchObject({ applied: 0, stale: 1, results: [{ status: 'stale', nights: 0 }] });
    const again = await push(key, [{ hotelCode: hotel.code, roomCode: room.code, planCode: plan.partnerCode, from: addDays(from, 5), to, ratePaise: 520_000, sequence: 20 }]);
    expect(again.body.response.results[0].status).toBe('applied');
    expect(await rates()).toEqual([...Array(5).fill(400_000), ...Array(5).fill(520_000)]);
    // Within one batch the later of two updates with the lower sequence is stale too.
    const batch = await push(key, [
      { hotelCode: hotel.code, roomCode: room.code, planCode: plan.partnerCode, from, to: from, ratePaise: 610_000, sequence: 30 },
      { hotelCode: hotel.code, roomCode: room.code, planCode: plan.partnerCode, from, to: from, ratePaise: 620_000, sequence: 29 },
    ]);
    expect(batch.body.response.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'stale']);
    expect((await rates())[0]).toBe(610_000);
  });

  it('answers a batch sent again under its Idempotency-Key as the first time, changing nothing; another batch under it is refused', async () => {
    const hotel = hotels[4]!;
    const room = hotel.rooms[0]!;
    const from = await night(70);
    const updates = [{ hotelCode: hotel.code, roomCode: room.code, from, to: addDays(from, 1), rooms: 2 }];
    const first = await push(key, updates, { 'idempotency-key': 'sync-70-a' });
    expect(first.status).toBe(200);
    // Something else changes the nights meanwhile; the replay does not put them back.
    await push(key, [{ hotelCode: hotel.code, roomCode: room.code, from, to: addDays(from, 1), rooms: 5 }]);
    const replay = await push(key, updates, { 'idempotency-key': 'sync-70-a' });
    expect(replay).toMatchObject({ status: 200, body: first.body });
    expect((await readBack(key, hotel.code, from, from)).roomTypes[0]!.nights[0]!.rooms).toBe(5);
    const other = await push(key, [{ ...updates[0]!, rooms: 1 }], { 'idempotency-key': 'sync-70-a' });
    expect(other.status).toBe(409);
    expect(other.body.hotelFailureMsg).toMatch(/Idempotency-Key: already used for another batch/);
    expect((await push(key, updates, { 'idempotency-key': 'a key with spaces' })).status).toBe(400);
  });

  it('never sets rooms below those booked or held on a night: the night keeps them, and the answer says so', async () => {
    const hotel = hotels[5]!;
    const checkin = await night(80);
    // A traveller books one room of the hotel's lead option.
    const { token } = await loginAs();
    const body = await searchBody({ city: HYDERABAD, checkin: 80, nights: 1 });
    body.searchQuery.searchPreferences = { ...body.searchQuery.searchPreferences, hids: [hotel.id] } as typeof body.searchQuery.searchPreferences;
    const found = hotelSearchResponse.parse((await api('POST', '/hotel-search-v2', { body })).body).response;
    const hit = found.searchResult.his.find((h) => h.id === hotel.id)!;
    const review = await reviewAs(token, { hotelId: hotel.id, optionId: hit.ops[0]!.id });
    const booked = await api('PUT', '/bookFullPayment', { token, body: { ...payloadFor(review), totalAmount: review.price.total } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const roomCode = hotel.rooms.find((r) => r.id === `${hotel.id}-${hit.ops[0]!.id.split('-')[2]}`)!.code;
    const res = await push(key, [{ hotelCode: hotel.code, roomCode, from: checkin, to: addDays(checkin, 1), rooms: 0 }]);
    expect(res.body.response.results[0].roomsKept).toEqual([{ night: checkin, asked: 0, booked: 1 }]);
    const back = await readBack(key, hotel.code, checkin, addDays(checkin, 1));
    expect(back.roomTypes.find((r) => r.roomCode === roomCode)!.nights).toEqual([
      { date: checkin, rooms: 1, booked: 1 },
      { date: addDays(checkin, 1), rooms: 0, booked: 0 },
    ]);
    // Sold out now: the room type is no longer offered that night.
    const page = await detail(hotel.id, checkin, 1);
    expect(page.ops.some((o) => o.id.includes(`-${hotel.id}-${hit.ops[0]!.id.split('-')[2]}-`))).toBe(false);
  });

  it('sets a year of nights for ten room types in one call, each night its own rate', async () => {
    const rich = hotels.filter((h) => h.rooms.length >= 2).slice(6, 11);
    const from = await night(1);
    const nightly = Array.from({ length: 365 }, (_, n) => 300_000 + 1_000 * (n % 7) + 100 * Math.floor(n / 7));
    const updates = rich.flatMap((h) => h.rooms.slice(0, 2).map((r) => ({ hotelCode: h.code, roomCode: r.code, from, to: addDays(from, 364), ratesPaise: nightly.map((rate) => rate + 200_000), rooms: 4, minStay: 1, sequence: 1 })));
    expect(updates.length).toBe(10);
    const res = await push(key, updates);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.response.results.every((r: { nights: number }) => r.nights === 365)).toBe(true);
    const back = await readBack(key, rich[0]!.code, from, addDays(from, 364));
    expect(back.roomTypes[0]!.plans[0]!.nights.map((n) => n.ratePaise)).toEqual(nightly.map((rate) => rate + 200_000));
    expect(back.roomTypes[0]!.nights.every((n) => n.rooms === 4)).toBe(true);
  });

  it('counts each key\'s updates applied, refused and stale in /metrics', async () => {
    const { app } = await testServer();
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/padaav_partner_ari_updates_total\{key="pk_[a-z0-9]+",outcome="applied"\} [1-9]/);
    expect(text).toMatch(/padaav_partner_ari_updates_total\{key="pk_[a-z0-9]+",outcome="refused"\} [1-9]/);
    expect(text).toMatch(/padaav_partner_ari_updates_total\{key="pk_[a-z0-9]+",outcome="stale"\} [1-9]/);
  });
});
