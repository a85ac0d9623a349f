import { describe, expect, it } from 'vitest';
import { citySearchResponse } from '../../../contract/cities';
import { failureEnvelope } from '../../../contract/envelope';
import { hotelDetailResponse } from '../../../contract/detail';
import { hotelSearchResponse, trendingResponse } from '../../../contract/search';
import { searchQuery } from '../../../contract/searchQuery';
import { API_BASE } from '../../../contract/basePath';
import { addDays, weekday } from '../../../domain/dates';
import { leadTerms } from '../../../machines/rules/leadTerms';
import { api, testServer } from '../support/testApp';
import { clearAllotment, day, DELHI, exhaust, expectRupees, JAIPUR, MUMBAI, paise, search, searchBody, type RoomSpec } from './support';

async function hits(body: unknown) {
  const res = await search(body);
  expect(res.status).toBe(200);
  const parsed = hotelSearchResponse.parse(res.body);
  return parsed.response;
}

/** How many statements reading `room_allotments` the server runs during `work`. */
async function allotmentReadsDuring(work: () => Promise<void>): Promise<number> {
  const { db } = await testServer();
  let reads = 0;
  const rows = db.rows;
  db.rows = (sqlText, params) => {
    if (sqlText.includes('room_allotments')) reads++;
    return rows(sqlText, params);
  };
  try {
    await work();
  } finally {
    db.rows = rows;
  }
  return reads;
}

async function detailFor(hotelId: string, hotelSearchId: string) {
  const res = await api('POST', '/detail-search/v2', { body: { id: hotelId, hotelSearchId } });
  expect(res.status).toBe(200);
  return hotelDetailResponse.parse(res.body).response;
}

describe('POST /hotel-search-v2', () => {
  it('answers hotelSearchId and searchResult.his exactly as the contract describes', async () => {
    const res = await search(await searchBody());
    expect(res.status).toBe(200);
    const parsed = hotelSearchResponse.parse(res.body);
    expect(parsed).toEqual(res.body);
    const { hotelSearchId, searchResult } = parsed.response;
    expect(hotelSearchId).toMatch(/^[0-9a-f]{20}$/);
    expect(searchResult.his.length).toBeGreaterThan(30);
    for (const h of searchResult.his) {
      expect(h.ad.ctn).toBe('Mumbai');
      expect(h.wishlist).toBe(false);
      expect(h.img.length).toBeGreaterThan(0);
      // One option per hotel: its lead (cheapest) option, in pops and ops alike.
      expect(h.pops).toHaveLength(1);
      expect(h.ops).toHaveLength(1);
      expect(h.ops[0]!.tp).toBe(h.pops[0]!.tp);
      expect(h.ops[0]!.id.startsWith(`${hotelSearchId}-${h.id}-`)).toBe(true);
    }
    expect(expectRupees(parsed.response)).toEqual([]);
  });

  it('lists the best rated first, then the cheapest, then by id', async () => {
    const { searchResult } = await hits(await searchBody({ nights: 2 }));
    const keys = searchResult.his.map((h) => [h.hotelRatings.userRating, h.pops[0]!.tp, h.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : 1));
    expect(keys).toEqual(sorted);
    expect(new Set(keys.map((k) => k[0])).size).toBeGreaterThan(3);
  });

  it('leads each hotel with its cheapest option, which detail lists first among all of them', async () => {
    const { hotelSearchId, searchResult } = await hits(await searchBody({ nights: 2, rooms: [{ numberOfAdults: 2, numberOfChild: 1, childAge: [8] }] }));
    for (const h of searchResult.his.slice(0, 4)) {
      const { hotel } = await detailFor(h.id, hotelSearchId);
      expect(hotel.ops.length).toBeGreaterThan(1);
      const cheapest = Math.min(...hotel.ops.map((o) => o.tp));
      const first = hotel.ops.find((o) => o.tp === cheapest)!;
      expect(h.ops[0]).toMatchObject({ id: first.id, tp: first.tp });
      expect(h.pops[0]!.tpc).toBe(hotel.pops[0]!.tpc);
    }
  });

  it("carries the lead option's terms, which read for the stay as detail's free cancellation and pay later", async () => {
    const { clock } = await testServer();
    // Check-in in 3 days: plans free until 1 or 2 days before check-in differ in pay later.
    for (const checkin of [3, 20]) {
      const body = await searchBody({ checkin, nights: 1 });
      const { hotelSearchId, searchResult } = await hits(body);
      const seen = new Set<string>();
      for (const h of searchResult.his.slice(0, 12)) {
        const { hotel } = await detailFor(h.id, hotelSearchId);
        const lead = hotel.ops.find((o) => o.id === h.ops[0]!.id)!;
        const terms = leadTerms(h.ops[0], { checkIn: body.searchQuery.checkinDate, now: clock.now().getTime() });
        expect(terms).toEqual({ freeCancellation: lead.ddt !== null, payLater: lead.isBA });
        seen.add(JSON.stringify(terms));
      }
      expect(seen.size).toBeGreaterThan(1);
    }
  });

  it('answers the searched place as searchResult.centre (text like gl): the city, or the sub-place', async () => {
    const { db } = await testServer();
    const centreOf = async (id: number) => {
      const [row] = await db.rows<{ latitude: number; longitude: number }>('select latitude, longitude from cities where id = $1', [id]);
      return { lt: row!.latitude.toFixed(6), ln: row!.longitude.toFixed(6) };
    };
    const city = await hits(await searchBody());
    expect(city.searchResult.centre).toEqual(await centreOf(MUMBAI));
    const suggestions = citySearchResponse.parse((await api('GET', '/cities/search/MUMBAI')).body).response.cityResponseProjections;
    const sub = suggestions[0]!.cities[0]!;
    expect(sub.id).not.toBe(MUMBAI);
    const around = await hits(await searchBody({ city: sub.id }));
    expect(around.searchResult.centre).toEqual(await centreOf(sub.id));
    expect(around.searchResult.centre).not.toEqual(city.searchResult.centre);
  });

  it('stores the search with its query for 30 minutes, in its batch\'s row; a store started afresh (a restart) finds it there', async () => {
    const body = await searchBody({ nights: 3 });
    const before = Date.now();
    const { hotelSearchId } = await hits(body);
    const after = Date.now();
    const { db, app } = await testServer();
    const [batchId, own] = [hotelSearchId.slice(0, 10), hotelSearchId.slice(10)];
    type Row = { search: unknown };
    let rows: Row[] = [];
    for (let i = 0; i < 40 && rows.length === 0; i++) {
      rows = await db.rows<Row>('select searches::jsonb -> $2 as search from hotel_search_batches where id = $1 and searches::jsonb ? $2', [batchId, own]);
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 25));
    }
    expect(rows).toHaveLength(1);
    const { storedSearchOf } = await import('../../../server/modules/catalogue/storedSearch');
    const search = storedSearchOf(rows[0]!.search)!;
    expect(search.query.checkinDate).toBe(body.searchQuery.checkinDate);
    expect(search.query.checkoutDate).toBe(body.searchQuery.checkoutDate);
    const expires = search.expiresAt;
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(expires).toBeLessThanOrEqual(after + 30 * 60_000);

    const { searchStore } = await import('../../../server/modules/catalogue/searchStore');
    const { catalogueRepo } = await import('../../../server/modules/catalogue/repo');
    const fresh = searchStore(catalogueRepo(db), () => new Date());
    const found = await fresh.get(hotelSearchId);
    expect(found?.query).toEqual((await app.catalogue.search.store.get(hotelSearchId))?.query);
    expect(await fresh.get(`${batchId}${'0'.repeat(10)}`)).toBeUndefined();
    const later = searchStore(catalogueRepo(db), () => new Date(Date.now() + 31 * 60_000));
    expect(await later.get(hotelSearchId)).toBeUndefined();
    await fresh.close();
    await later.close();
  });

  it('merges a batch whose id comes back into the row already there', async () => {
    const { db, app } = await testServer();
    const { catalogueRepo } = await import('../../../server/modules/catalogue/repo');
    const repo = catalogueRepo(db);
    const query = app.catalogue.search.defaultQuery();
    const now = new Date();
    const soon = new Date(now.getTime() + 60_000);
    const later = new Date(now.getTime() + 120_000);
    const { storedSearchText } = await import('../../../server/modules/catalogue/storedSearch');
    const batch = (own: string, expiresAt: Date) =>
      ({ id: 'feedc0ffee', createdAt: now, owns: [own], texts: [storedSearchText(query, expiresAt.getTime())], expiresAt: expiresAt.getTime() });
    await repo.insertSearchBatch(batch('aaaaaaaaaa', later));
    await repo.insertSearchBatch(batch('bbbbbbbbbb', soon));
    expect(await repo.findSearch('feedc0ffeeaaaaaaaaaa')).toEqual({ query, expiresAt: later });
    expect((await repo.findSearch('feedc0ffeebbbbbbbbbb'))?.expiresAt).toEqual(soon);
    const [row] = await db.rows<{ expires_at: string | Date }>(`select expires_at from hotel_search_batches where id = 'feedc0ffee'`);
    expect(new Date(row!.expires_at)).toEqual(later);
  });

  it('keeps the searches of batches written as jsonb before migration 0006 made the column text', async () => {
    const { openDatabase } = await import('../../../server/db/database');
    const { migrate } = await import('../../../server/db/migrate');
    const { catalogueRepo } = await import('../../../server/modules/catalogue/repo');
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const textMigration = '0006_search_batches_text.sql';
      // Every migration but 0006 (marked as applied), a row as the jsonb column held it, then 0006.
      await db.exec(`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
        INSERT INTO schema_migrations (name) VALUES ('${textMigration}');`);
      expect(await migrate(db)).not.toContain(textMigration);
      const query = (await testServer()).app.catalogue.search.defaultQuery();
      const expiresAt = new Date(Date.now() + 60_000);
      await db.rows(`insert into hotel_search_batches (id, searches, expires_at) values ('0ldba7c400', $1::jsonb, $2)`, [
        JSON.stringify({ aaaaaaaaaa: { query, expiresAt: expiresAt.toISOString() } }),
        expiresAt.toISOString(),
      ]);
      await db.rows('delete from schema_migrations where name = $1', [textMigration]);
      expect(await migrate(db)).toEqual([textMigration]);
      const [column] = await db.rows<{ data_type: string }>(
        `select data_type from information_schema.columns where table_name = 'hotel_search_batches' and column_name = 'searches' and table_schema = current_schema()`,
      );
      expect(column?.data_type).toBe('text');
      expect(await catalogueRepo(db).findSearch('0ldba7c400aaaaaaaaaa')).toEqual({ query, expiresAt });
    } finally {
      await db.close();
    }
  });

  it('gives every search its own random id, also across refills of the id pool; searches made together share a batch row', async () => {
    const { searchStore } = await import('../../../server/modules/catalogue/searchStore');
    const batches: Array<{ id: string; owns: string[] }> = [];
    const repo = { insertSearchBatch: async (batch: (typeof batches)[number]) => void batches.push(batch) };
    const store = searchStore(repo as never, () => new Date());
    const query = (await testServer()).app.catalogue.search.defaultQuery();
    const ids = Array.from({ length: 1000 }, () => store.create(query).id);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{20}$/);
    await store.close();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.owns.map((own) => batches[0]!.id + own)).toEqual(ids);
    const next = store.create(query).id;
    await store.close();
    expect(batches).toHaveLength(2);
    expect(next.slice(0, 10)).not.toBe(batches[0]!.id);
    expect(batches[1]!.id + batches[1]!.owns[0]).toBe(next);
  });

  it('prices consistently: TF = BF + TAF, tp = stay total of all rooms, tpc = tp per night, GST by slab', async () => {
    const body = await searchBody({ nights: 3, rooms: [{ numberOfAdults: 2, numberOfChild: 1, childAge: [8] }, { numberOfAdults: 1 }] });
    const { hotelSearchId, searchResult } = await hits(body);
    for (const h of searchResult.his.slice(0, 5)) {
      for (const p of h.pops) expect(paise(p.tpc)).toBe(Math.round(paise(p.tp) / 3));
      const detail = await detailFor(h.id, hotelSearchId);
      expect([detail.hotel.ops[0]!.id, detail.hotel.ops[0]!.tp]).toEqual([h.ops[0]!.id, h.ops[0]!.tp]);
      for (const o of detail.hotel.ops) {
        expect(o.ris).toHaveLength(2);
        expect(o.ris.map((r) => [r.adt, r.chd])).toEqual([[2, 1], [1, 0]]);
        expect(paise(o.tp)).toBe(o.ris.reduce((s, r) => s + paise(r.tp), 0));
        for (const r of o.ris) {
          expect(paise(r.tp)).toBe(paise(r.tfcs.TF));
          expect(paise(r.tfcs.TF)).toBe(paise(r.tfcs.BF) + paise(r.tfcs.TAF));
          expect(r.pis).toHaveLength(3);
          expect(r.pis.reduce((s, n) => s + paise(n.fc.TF), 0)).toBe(paise(r.tfcs.TF));
          expect(r.pis.reduce((s, n) => s + paise(n.fc.TAF), 0)).toBe(paise(r.tfcs.TAF));
          for (const n of r.pis) {
            expect(paise(n.fc.TF)).toBe(paise(n.fc.BF) + paise(n.fc.TAF));
            // GST on hotel rooms since 22 Sep 2025: 5% up to Rs 7,500 a room night, 18% above.
            const rate = paise(n.fc.BF) <= 750_000 ? 0.05 : 0.18;
            expect(paise(n.fc.TAF)).toBe(Math.round(paise(n.fc.BF) * rate));
          }
        }
      }
      expect(expectRupees(detail)).toEqual([]);
    }
  });

  it('varies rates by weekday, season and occupancy', async () => {
    const price = async (checkin: number, rooms: RoomSpec[]) => {
      const { searchResult } = await hits(await searchBody({ checkin, nights: 1, rooms }));
      return new Map(searchResult.his.map((h) => [h.id, h.pops[0]!.tp]));
    };
    const base = await day(14);
    const offsetTo = (wanted: number) => 14 + ((wanted - weekday(base) + 7) % 7);
    const wednesday = await price(offsetTo(3), [{ numberOfAdults: 2 }]);
    const friday = await price(offsetTo(5), [{ numberOfAdults: 2 }]);
    const [id, midweek] = [...wednesday.entries()][0]!;
    expect(friday.get(id)).toBeGreaterThan(midweek);
    const single = await price(offsetTo(3), [{ numberOfAdults: 1 }]);
    expect(single.get(id)).toBeLessThan(midweek);
    const older = await price(offsetTo(3), [{ numberOfAdults: 2, numberOfChild: 1, childAge: [10] }]);
    const infant = await price(offsetTo(3), [{ numberOfAdults: 2, numberOfChild: 1, childAge: [2] }]);
    const common = [...older.keys()].filter((k) => infant.has(k) && wednesday.has(k));
    expect(common.some((k) => older.get(k)! > infant.get(k)!)).toBe(true);
    const two = await price(offsetTo(3), [{ numberOfAdults: 2, numberOfRooms: 2 }]);
    expect(paise(two.get(id)!)).toBe(2 * paise(midweek));
    // Monsoon (Jul-Sep) nights cost less than peak season (Oct-Mar) nights of the same weekday.
    const seasonal = async (month: string) => {
      const now = await day(0);
      let d = `${Number(now.slice(0, 4)) + (now.slice(5, 7) >= month ? 1 : 0)}-${month}-01`;
      while (weekday(d) !== 2) d = addDays(d, 1);
      const body = await searchBody({ nights: 1 });
      body.searchQuery.checkinDate = d;
      body.searchQuery.checkoutDate = addDays(d, 1);
      const { searchResult } = await hits(body);
      return new Map(searchResult.his.map((h) => [h.id, h.pops[0]!.tp]));
    };
    const [monsoon, peak] = [await seasonal('08'), await seasonal('11')];
    const both = [...monsoon.keys()].filter((k) => peak.has(k));
    expect(both.length).toBeGreaterThan(0);
    for (const k of both.slice(0, 10)) expect(monsoon.get(k)!).toBeLessThan(peak.get(k)!);
  });

  it("follows each city's season: hill stations peak in May, beaches and the plains in November", async () => {
    // The next Tuesday of that month from tomorrow on: this month's if one is left, else next year's.
    const tuesdayIn = async (month: string) => {
      const tomorrow = await day(1);
      let d = `${Number(tomorrow.slice(0, 4)) + (tomorrow.slice(5, 7) > month ? 1 : 0)}-${month}-01`;
      if (d < tomorrow) d = tomorrow;
      while (weekday(d) !== 2) d = addDays(d, 1);
      return d.slice(5, 7) === month ? d : addDays(`${Number(d.slice(0, 4)) + 1}-${month}-01`, (9 - weekday(`${Number(d.slice(0, 4)) + 1}-${month}-01`)) % 7);
    };
    const prices = async (city: number, month: string) => {
      const body = await searchBody({ city, nights: 1 });
      body.searchQuery.checkinDate = await tuesdayIn(month);
      body.searchQuery.checkoutDate = addDays(body.searchQuery.checkinDate, 1);
      const { searchResult } = await hits(body);
      return new Map(searchResult.his.map((h) => [h.id, h.pops[0]!.tp]));
    };
    const MANALI = 1263967;
    const SHIMLA = 1256237;
    const CALANGUTE = 1273858;
    for (const [city, high, low] of [[MANALI, '05', '11'], [SHIMLA, '05', '08'], [CALANGUTE, '11', '05'], [CALANGUTE, '12', '08'], [MUMBAI, '11', '05']] as const) {
      const [peak, off] = [await prices(city, high), await prices(city, low)];
      const both = [...peak.keys()].filter((k) => off.has(k));
      expect(both.length, `${city} ${high}/${low}`).toBeGreaterThan(2);
      for (const k of both) expect(peak.get(k)!, `${city} ${k} ${high} vs ${low}`).toBeGreaterThan(off.get(k)!);
    }
  });

  it('filters by star rating', async () => {
    const { searchResult } = await hits(await searchBody({ ratings: [5] }));
    expect(searchResult.his.length).toBeGreaterThan(0);
    for (const h of searchResult.his) expect(h.rt).toBe(5);
  });

  it('leaves out room types that cannot hold the guests', async () => {
    const { db } = await testServer();
    const rows = await db.rows<{ hotel_id: string; position: number; max_adults: number; max_children: number }>(
      `select rt.hotel_id, rt.position, rt.max_adults, rt.max_children from room_types rt join hotels h on h.id = rt.hotel_id where h.city_id = $1`,
      [MUMBAI],
    );
    const { searchResult } = await hits(await searchBody({ rooms: [{ numberOfAdults: 2, numberOfChild: 2, childAge: [4, 9] }] }));
    const positionsOf = (h: { id: string; ops: Array<{ id: string }> }) => new Set(h.ops.map((o) => Number(o.id.split('-')[2])));
    for (const h of searchResult.his) {
      for (const position of positionsOf(h)) {
        const rt = rows.find((r) => r.hotel_id === h.id && r.position === position)!;
        expect(rt.max_adults).toBe(2);
        expect(rt.max_children).toBe(2);
      }
    }
  });

  it('drops an exhausted room type from search and detail, and a hotel with nothing left', async () => {
    const body = await searchBody({ checkin: 45, nights: 2 });
    const before = await hits(body);
    const hotel = before.searchResult.his[0]!;
    const position = Number(hotel.ops[0]!.id.split('-')[2]);
    const night = addDays(body.searchQuery.checkinDate, 1);
    try {
      await exhaust(`${hotel.id}-${position}`, night);
      const after = await hits(body);
      const again = after.searchResult.his.find((h) => h.id === hotel.id);
      const positions = (ops: Array<{ id: string }>) => ops.map((o) => Number(o.id.split('-')[2]));
      if (again) expect(positions(again.ops)).not.toContain(position);
      const detail = await detailFor(hotel.id, after.hotelSearchId);
      expect(positions(detail.hotel.ops)).not.toContain(position);
      // A night outside the stay does not matter.
      const later = await hits(await searchBody({ checkin: 50, nights: 2 }));
      expect(positions((await detailFor(hotel.id, later.hotelSearchId)).hotel.ops)).toContain(position);

      const { db } = await testServer();
      const all = await db.rows<{ id: string }>('select id from room_types where hotel_id = $1', [hotel.id]);
      for (const rt of all) await exhaust(rt.id, night);
      const none = await hits(body);
      expect(none.searchResult.his.map((h) => h.id)).not.toContain(hotel.id);
      const empty = await detailFor(hotel.id, none.hotelSearchId);
      expect(empty.hotel.ops).toEqual([]);
      expect(empty.hotel.pops).toEqual([]);
    } finally {
      await clearAllotment(hotel.id);
    }
  });

  it('leaves out room types with fewer rooms left than requested', async () => {
    const { db } = await testServer();
    const body = await searchBody({ checkin: 47, nights: 1, rooms: [{ numberOfAdults: 1, numberOfRooms: 5 }] });
    const { searchResult } = await hits(body);
    const capacities = new Map(
      (await db.rows<{ id: string; capacity: number }>('select id, capacity from room_types where hotel_id = any($1::text[])', [searchResult.his.map((h) => h.id)])).map((r) => [r.id, r.capacity]),
    );
    for (const h of searchResult.his) for (const o of h.ops) expect(capacities.get(`${h.id}-${o.id.split('-')[2]}`)).toBeGreaterThanOrEqual(5);
  });

  it('prices detail from the same shared catalogue as search: ten details of a searched city read no allotment from the database', async () => {
    const found = await hits(await searchBody({ checkin: 48, nights: 2 }));
    const reads = await allotmentReadsDuring(async () => {
      for (const hotel of found.searchResult.his.slice(0, 10)) expect((await detailFor(hotel.id, found.hotelSearchId)).hotel.ops.length).toBeGreaterThan(0);
    });
    expect(reads).toBe(0);
  });

  describe('bad input', () => {
    const cases: Array<[string, (b: Awaited<ReturnType<typeof searchBody>>) => Promise<void> | void, RegExp]> = [
      ['check-in in the past', async (b) => void (b.searchQuery.checkinDate = await day(-1)), /^body\.searchQuery\.checkinDate: must not be in the past/],
      ['check-out not after check-in', (b) => void (b.searchQuery.checkoutDate = b.searchQuery.checkinDate), /^body\.searchQuery\.checkoutDate: Check-out date must be after check-in date\./],
      ['more than 30 nights', (b) => void (b.searchQuery.checkoutDate = addDays(b.searchQuery.checkinDate, 31)), /^body\.searchQuery\.checkoutDate: stays are limited to 30 nights/],
      ['not a calendar date', (b) => void (b.searchQuery.checkinDate = '2027-02-30'), /^body\.searchQuery\.checkinDate: must be a real calendar date/],
      ['a date of no year a stay can have', (b) => void (b.searchQuery.checkoutDate = '3000-01-01'), /^body\.searchQuery\.checkoutDate: must be a real calendar date/],
      ['a date in another form', (b) => void (b.searchQuery.checkinDate = '21/11/2027'), /^body\.searchQuery\.checkinDate: /],
      ['more than 5 rooms', (b) => void (b.searchQuery.roomInfo = [{ numberOfRooms: 3, numberOfAdults: 1, numberOfChild: 0, childAge: [] }, { numberOfRooms: 3, numberOfAdults: 1, numberOfChild: 0, childAge: [] }] as never), /^body\.searchQuery\.roomInfo: at most 5 rooms/],
      ['6 room entries', (b) => void (b.searchQuery.roomInfo = Array.from({ length: 6 }, () => ({ numberOfAdults: 1, numberOfChild: 0, childAge: [] }))), /^body\.searchQuery\.roomInfo: at most 5 rooms/],
      ['no rooms', (b) => void (b.searchQuery.roomInfo = []), /^body\.searchQuery\.roomInfo: /],
      ['0 adults', (b) => void (b.searchQuery.roomInfo[0]!.numberOfAdults = 0), /^body\.searchQuery\.roomInfo\.0\.numberOfAdults: adults must be 1 to 2/],
      ['3 adults', (b) => void (b.searchQuery.roomInfo[0]!.numberOfAdults = 3), /^body\.searchQuery\.roomInfo\.0\.numberOfAdults: adults must be 1 to 2/],
      ['3 children', (b) => void Object.assign(b.searchQuery.roomInfo[0]!, { numberOfChild: 3, childAge: [1, 2, 3] }), /^body\.searchQuery\.roomInfo\.0\.(numberOfChild|childAge): children must be 0 to 2/],
      ['a child aged 18', (b) => void Object.assign(b.searchQuery.roomInfo[0]!, { numberOfChild: 1, childAge: [18] }), /^body\.searchQuery\.roomInfo\.0\.childAge\.0: child age must be 0 to 17/],
      ['a child aged -1', (b) => void Object.assign(b.searchQuery.roomInfo[0]!, { numberOfChild: 1, childAge: [-1] }), /^body\.searchQuery\.roomInfo\.0\.childAge\.0: child age must be 0 to 17/],
      ['ages not matching children', (b) => void Object.assign(b.searchQuery.roomInfo[0]!, { numberOfChild: 2, childAge: [5] }), /^body\.searchQuery\.roomInfo\.0\.childAge: give one age per child/],
      ['another currency', (b) => void ((b.searchQuery.searchCriteria as { currency: string }).currency = 'USD'), /^body\.searchQuery\.searchCriteria\.currency: only INR/],
      ['no city', (b) => void (delete (b.searchQuery.searchCriteria as { city?: unknown }).city, (b.cityName = 'Nowhere')), /^body\.searchQuery\.searchCriteria\.city: required/],
      ['a city id that is not one', (b) => void ((b.searchQuery.searchCriteria as { city: unknown }).city = 'mumbai'), /^body\.searchQuery\.searchCriteria\.city: /],
    ];
    for (const [name, mutate, message] of cases) {
      it(`answers 400 for ${name}`, async () => {
        const body = await searchBody();
        await mutate(body);
        const res = await search(body);
        expect(res.status).toBe(400);
        expect(failureEnvelope.parse(res.body).hotelFailureMsg).toMatch(message);
      });
    }

    it('answers 404 for an unknown city', async () => {
      const res = await search(await searchBody({ city: 999999999 }));
      expect(res.status).toBe(404);
      expect(failureEnvelope.parse(res.body).hotelFailureMsg).toMatch(/searchCriteria\.city: no city or place with id 999999999/);
    });

    it('never answers 500 to garbage', async () => {
      const good = await searchBody();
      const garbage: unknown[] = [
        null, 1, 'x', [], {}, { searchQuery: null }, { searchQuery: [] }, { searchQuery: { ...good.searchQuery, roomInfo: 'two' } },
        { searchQuery: { ...good.searchQuery, roomInfo: [null] } }, { searchQuery: { ...good.searchQuery, roomInfo: [{ numberOfAdults: '2' }] } },
        { searchQuery: { ...good.searchQuery, checkinDate: 20271121 } }, { searchQuery: { ...good.searchQuery, searchCriteria: { city: -5 } } },
        { searchQuery: { ...good.searchQuery, searchCriteria: { city: 1e30 } } }, { searchQuery: { ...good.searchQuery, searchPreferences: { ratings: ['x'] } } },
        { searchQuery: { ...good.searchQuery, checkinDate: '9999-12-31', checkoutDate: '9999-12-31' } },
        { searchQuery: { ...good.searchQuery, roomInfo: [{ numberOfAdults: 1.5 }] } },
      ];
      for (const body of garbage) {
        const res = await api('POST', '/hotel-search-v2', { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      }
    });
  });
});

describe('GET /trending-gateway', () => {
  it('answers the best-rated hotel of each popular destination, priced for the default stay', async () => {
    const { shared } = (await testServer()).app.catalogue;
    const res = await api('GET', '/trending-gateway');
    expect(res.status).toBe(200);
    const parsed = trendingResponse.parse(res.body);
    expect(parsed).toEqual(res.body);
    const his = parsed.response.searchResult.his;
    expect(his.length).toBeGreaterThanOrEqual(10);
    expect(new Set(his.map((h) => h.ad.ctn)).size).toBe(his.length);
    for (const h of his) {
      expect(h.wishlist).toBe(false);
      expect(h.pops[0]!.tpc).toBe(h.pops[0]!.tp);
      // The best user rating of its city, and the first by id among hotels rated the same.
      const cityHotels = [...shared.hotelsOfCity(shared.hotel(h.id)!.cityId)].map((slot) => shared.entryAt(slot)!.hotel);
      const best = Math.max(...cityHotels.map((c) => c.ratings.userRating));
      expect(h.id).toBe(cityHotels.filter((c) => c.ratings.userRating === best).map((c) => c.id).sort()[0]);
    }
  });

  it('prices the cards from the shared catalogue, as search does: repeated visits read no allotment from the database', async () => {
    expect(trendingResponse.parse((await api('GET', '/trending-gateway')).body).response.searchResult.his.length).toBeGreaterThan(0);
    const reads = await allotmentReadsDuring(async () => {
      for (let visit = 0; visit < 20; visit++) expect((await api('GET', '/trending-gateway')).status).toBe(200);
    });
    expect(reads).toBe(0);
  });
});

describe('money on the wire', () => {
  it('writes paise as the same rupee text JSON.stringify would', async () => {
    const { rupeesJson } = await import('../../../server/modules/search/serialize');
    for (let p = 0; p < 300_000; p += 13) expect(rupeesJson(p)).toBe(JSON.stringify(p / 100));
    for (const p of [0, 1, 9, 10, 99, 100, 101, 999_999, 1_000_000, 123_456_789, 99_999_999_999]) expect(rupeesJson(p)).toBe(JSON.stringify(p / 100));
    expect([rupeesJson(12345), rupeesJson(12340), rupeesJson(12300), rupeesJson(5)]).toEqual(['123.45', '123.4', '123', '0.05']);
  });

  it('prices random stays the same through search and detail: the lead option, its rupees and its taxes', async () => {
    // Random dates, lengths and room mixes (seeded): search's lead option for each hotel must be
    // detail's first option at the same total, total per night and taxes, and each room's
    // night-by-night fares must add up to it. Both calls price through priceStay (stayPrice.ts).
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const room = (): RoomSpec => {
      const numberOfChild = random(3);
      return { numberOfRooms: 1 + random(2), numberOfAdults: 1 + random(2), numberOfChild, childAge: Array.from({ length: numberOfChild }, () => random(18)) };
    };
    let compared = 0;
    for (let stay = 0; stay < 6; stay++) {
      const rooms = Array.from({ length: 1 + random(2) }, room);
      const body = await searchBody({ city: [MUMBAI, DELHI, JAIPUR][stay % 3]!, checkin: 1 + random(120), nights: 1 + random(6), rooms });
      const { hotelSearchId, searchResult } = await hits(body);
      const sample = Array.from({ length: Math.min(5, searchResult.his.length) }, () => searchResult.his[random(searchResult.his.length)]!);
      for (const h of sample) {
        const { hotel } = await detailFor(h.id, hotelSearchId);
        const first = hotel.ops[0]!;
        expect(h.ops[0]).toMatchObject({ id: first.id, tp: first.tp });
        expect(h.pops[0]).toEqual(hotel.pops[0]);
        const rupees = (p: number) => Math.round(p * 100);
        expect(rupees(first.tp)).toBe(first.ris.reduce((sum, r) => sum + rupees(r.tfcs.TF), 0));
        expect(rupees(h.pops[0]!.taf)).toBe(first.ris.reduce((sum, r) => sum + rupees(r.tfcs.TAF), 0));
        for (const r of first.ris) expect(rupees(r.tfcs.TF)).toBe(r.pis.reduce((sum, n) => sum + rupees(n.fc.TF), 0));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('assembles the answer from bytes that read exactly as the text assembly', async () => {
    const SEARCH_ID = '3f9a0c1d2e4b5a6c7d8e';
    const { hitJson, searchAnswerBytes, searchAnswerJson } = await import('../../../server/modules/search/serialize');
    const { offersFor, leadOption, stayScratch } = await import('../../../server/modules/search/offers');
    const { hitHead } = await import('../../../server/modules/catalogue/store/hitTexts');
    const { prepareStay, totalPerNight } = await import('../../../server/rules/stayPrice');
    const { app } = await testServer();
    const { shared } = app.catalogue;
    const { normaliseQuery } = await import('../../../server/modules/search/query');
    const body = await searchBody({ checkin: 12, nights: 3, rooms: [{ numberOfAdults: 2, numberOfChild: 1, childAge: [4] }, { numberOfAdults: 1 }] });
    const stay = prepareStay(normaliseQuery(searchQuery.parse(body.searchQuery), new Date()));
    const entries = [...shared.hotelsOfCity(MUMBAI)].slice(0, 20).map((slot) => shared.entryAt(slot)!);
    const hits = entries.flatMap(({ slot, record, hotel }, i) => {
      const lead = leadOption(shared, record, stayScratch(stay));
      const offer = offersFor(shared, record, hotel, stay).offers[0];
      return lead && offer ? [{ hit: { slot, record, rating: 0, idRank: 0, lead, wishlisted: i % 3 === 0 }, hotel, offer }] : [];
    });
    expect(hits.length).toBeGreaterThan(5);
    const centre = { lt: '18.975000', ln: '72.825833' };
    const bytes = searchAnswerBytes(shared, SEARCH_ID, hits.map((h) => h.hit), stay, centre);
    const text = searchAnswerJson(SEARCH_ID, hits.map((h) => hitJson(shared, h.hit, SEARCH_ID, stay)), centre);
    expect(bytes.toString('utf8')).toBe(text);
    // And both read exactly as JSON.stringify of the answer built as plain objects.
    const { optionId } = await import('../../../server/modules/search/optionId');
    const expected = {
      hotelStatus: 'SUCCESS',
      response: {
        hotelSearchId: SEARCH_ID,
        searchResult: {
          centre,
          his: hits.map(({ hotel, offer, hit: { wishlisted } }) => {
            const { price, roomType, plan, planIndex } = offer;
            return {
              ...JSON.parse(`${hitHead(hotel)}}`),
              pops: [{ tpc: totalPerNight(price.tp, stay) / 100, tp: price.tp / 100, taf: price.taf / 100, fc: JSON.parse(roomType.fcJson[planIndex]!) }],
              ops: [{ id: optionId(SEARCH_ID, hotel.id, roomType.position, plan.code), fcd: plan.refundable ? plan.freeCancelDays : null, pl: hotel.payLater && plan.payLater, tp: price.tp / 100 }],
              wishlist: wishlisted,
            };
          }),
        },
      },
    };
    expect(bytes.toString('utf8')).toBe(JSON.stringify(expected));
    expect(hotelSearchResponse.parse(JSON.parse(text)).response.searchResult.his).toHaveLength(hits.length);
    expect(JSON.parse(text).response.searchResult.centre).toEqual(centre);
    // The texts leave room for a search id of its one length: any other is refused, not written over them.
    expect(() => searchAnswerBytes(shared, 'search-1', hits.map((h) => h.hit), stay, centre)).toThrow(RangeError);
    expect(() => hitJson(shared, hits[0]!.hit, `${SEARCH_ID}0`, stay)).toThrow(RangeError);
  });
});

describe('search answers over real HTTP', () => {
  it('each of many concurrent searches gets its own complete answer, though answer buffers are used again once sent', async () => {
    const { app } = await testServer();
    // The test server listens on loopback (the payment sandbox is reached over HTTP).
    const { port } = app.server.address() as import('node:net').AddressInfo;
    const url = `http://127.0.0.1:${port}${API_BASE}/hotel-search-v2`;
    const bodies = await Promise.all([MUMBAI, DELHI, JAIPUR].map((city, n) => searchBody({ city, checkin: 3 + n, nights: 1 + n })));
    const expected = await Promise.all(bodies.map(async (body) => (await hits(body)).searchResult.his.map((h) => `${h.id}:${h.ops.map((o) => o.tp).join(',')}`)));
    const rounds = Array.from({ length: 36 }, (_, n) => n % bodies.length);
    const answers = await Promise.all(
      rounds.map(async (n) => {
        // Half compressed: the compressor reads the answer's buffer after the route has returned.
        const encoding = n % 2 ? 'br' : 'identity';
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding }, body: JSON.stringify(bodies[n]) });
        expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
        return { n, status: res.status, answer: hotelSearchResponse.parse(await res.json()).response };
      }),
    );
    for (const { n, status, answer } of answers) {
      expect(status).toBe(200);
      expect(answer.searchResult.his.map((h) => `${h.id}:${h.ops.map((o) => o.tp).join(',')}`)).toEqual(expected[n]);
    }
    expect(new Set(answers.map((a) => a.answer.hotelSearchId)).size).toBe(rounds.length);
  });
});
