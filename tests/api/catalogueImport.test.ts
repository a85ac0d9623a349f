import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/basePath';
import { reviewResponse } from '../../contract/booking';
import { hotelDetailResponse } from '../../contract/detail';
import { hotelSearchResponse } from '../../contract/search';
import { buildApp } from '../../server/app';
import { readConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { importCatalogue, type ImportReport } from '../../server/db/import/importCatalogue';
import { problemText } from '../../server/db/import/readCatalogueFile';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import { addDays, todayInIndia } from '../../domain/dates';
import { payloadFor } from './bookings/support';

const EXAMPLE = path.resolve('docs/catalogue-example/catalogue.json');
const EXAMPLE_CSV = path.resolve('docs/catalogue-example/catalogue.csv');
const KASAULI = 1267605;

/**
 * An operator's start: an embedded database in a folder, the catalogue switched off
 * (CATALOGUE=none: cities, no generated hotel), the documented example file imported, then the
 * server started on it, as `npm run catalogue:import` and `npm start` do.
 */
describe('importing real hotels (docs/catalogue.md)', () => {
  let dir: string;
  let db: Database;
  let config: Config;
  let app: FastifyInstance;
  let first: ImportReport;

  const call = async (method: InjectOptions['method'], url: string, options: { body?: unknown; token?: string } = {}) => {
    const res = await app.inject({
      method,
      url: url.startsWith('/media') || url.startsWith('/api/dev') ? url : `${API_BASE}${url}`,
      headers: options.token ? { authorization: options.token } : {},
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    });
    return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, body: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body };
  };
  const imported = async (file: string) => {
    const result = await importCatalogue(db, file);
    if (!result.ok) throw new Error(result.problems.map(problemText).join('\n'));
    return result.report;
  };
  const restart = async () => {
    await app?.close();
    app = await buildApp({ config, db });
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'padaav-import-'));
    config = { ...readConfig({ CATALOGUE: 'none' }), dataDir: path.join(dir, 'data'), webRoot: undefined, logLevel: 'silent', otpDelivery: ['outbox'], searchThread: false };
    db = await openDatabase({ dataDir: config.dataDir });
    await migrate(db);
    const seeded = await seedIfEmpty(db, config.catalogue);
    expect(seeded).toMatchObject({ seeded: true, hotels: 0 });
    first = await imported(EXAMPLE);
    await restart();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('CATALOGUE=none makes the cities and no hotel; the import adds the file\'s hotels, rooms, photos and allotments', async () => {
    expect(config.catalogue.generated).toBe(false);
    const [generated] = await db.rows<{ n: number }>('select count(*)::int as n from hotels where not imported');
    expect(generated!.n).toBe(0);
    expect(first).toMatchObject({ hotelsAdded: 3, hotelsUpdated: 0, roomTypesAdded: 4, photosStored: 5, allotmentNights: 10, warnings: [] });
    expect(app.catalogue.shared.hotelCount).toBe(3);
  });

  it('searches, opens and books one of its hotels', async () => {
    const guest = (await call('GET', '/guest')).body.response.token as string;
    const checkin = addDays(todayInIndia(new Date()), 40);
    const search = await call('POST', '/hotel-search-v2', {
      token: guest,
      body: {
        cityName: 'Kasauli',
        searchQuery: {
          checkinDate: checkin, checkoutDate: addDays(checkin, 2),
          roomInfo: [{ numberOfAdults: 2, numberOfChild: 0, childAge: [] }],
          searchCriteria: { city: KASAULI, nationality: '106', currency: 'INR' }, searchPreferences: { ratings: [3, 4, 5], fsc: true },
        },
        sync: true,
      },
    });
    expect(search.status).toBe(200);
    const { response: found } = hotelSearchResponse.parse(search.body);
    expect(found.searchResult.his.map((h) => h.name).sort()).toEqual(['Hotel Mall View', 'The Pines Homestay']);
    const pines = found.searchResult.his.find((h) => h.name === 'The Pines Homestay')!;
    expect(pines.hotelRatings.reviewCount).toBe(0);

    const opened = await call('POST', '/detail-search/v2', { token: guest, body: { id: pines.id, hotelSearchId: found.hotelSearchId } });
    expect(opened.status).toBe(200);
    const { hotel } = hotelDetailResponse.parse(opened.body).response;
    expect(hotel.illustrated).toBe(false);
    expect(hotel.ad).toMatchObject({ adr: '14, Upper Mall Road', adr2: 'Near Christ Church', ctn: 'Kasauli', postalCode: '173204' });
    expect(JSON.parse(hotel.des).transport).toMatch(/^Nearest airport: .+ \([A-Z]{3}\), .+\nNearest railway station: .+/);
    expect(hotel.ops.map((o) => o.ris[0]!.srn).sort()).toEqual(['Cottage Room', 'Cottage Room', 'Family Suite']);
    // The photos in the sizes the pages use, re-encoded as WebP.
    const standard = hotel.img.filter((i) => i.sz === 'Standard');
    expect(standard).toHaveLength(2);
    for (const image of hotel.img) {
      const res = await call('GET', image.url);
      expect(res.status, image.url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.raw).metadata();
      expect(`${meta.width}x${meta.height}`).toBe({ Standard: '960x640', XS: '240x160', XXL: '1920x1280' }[image.sz]);
    }
    // No made-up reviews for a real hotel.
    const reviews = await call('POST', '/hotel/reviews', { token: guest, body: { hotelId: pines.id } });
    expect(reviews.body.response).toEqual({ categoryList: [], photos: [] });

    const user = await login(guest);
    const option = hotel.ops.find((o) => o.isBA && o.ris[0]!.srn === 'Cottage Room')!;
    const review = await call('POST', '/hotel-review', { token: user, body: { hotelId: pines.id, optionId: option.id } });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const booked = await call('PUT', '/bookWithZero', { token: user, body: payloadFor(reviewResponse.parse(review.body).response) });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const mine = await call('POST', '/my-bookings', { token: user, body: {} });
    expect(JSON.stringify(mine.body)).toContain('The Pines Homestay');
    bookedRoomType = option.id.split('-').slice(1, 3).join('-');
    bookedNight = checkin;
  });

  let bookedRoomType = '';
  let bookedNight = '';

  it('imports the same file again without changing a thing, and its CSV form alike', async () => {
    const before = await db.rows('select id, name, photos, description from hotels order by id');
    const again = await imported(EXAMPLE);
    expect(again).toMatchObject({ hotelsAdded: 0, hotelsUpdated: 3, roomTypesAdded: 0, roomTypesWithdrawn: 0, photosStored: 0, ids: first.ids });
    expect(await db.rows('select id, name, photos, description from hotels order by id')).toEqual(before);
    const csv = await imported(EXAMPLE_CSV);
    expect(csv).toMatchObject({ hotelsAdded: 0, hotelsUpdated: 2, roomTypesAdded: 0, photosStored: 0 });
    expect(csv.ids['KSL-PINES']).toBe(first.ids['KSL-PINES']);
  });

  it("keeps a hotel's ratings when its file is imported again: they are its guests' stay reviews, which no file sends", async () => {
    const id = first.ids['KSL-PINES']!;
    // As a guest's stay review leaves them (server/modules/reviews/stayReviews.ts).
    const guests = { userRating: 2, reviewCount: 1, overallStay: 2, ratingScore: 4, service: 2, location: 3, valueForMoney: 2, foodQuality: 1, amenities: 2, maintenanceStatus: 2 };
    await db.rows('update hotels set ratings = $1::jsonb where id = $2', [JSON.stringify(guests), id]);
    await imported(EXAMPLE);
    const [row] = await db.rows<{ ratings: unknown }>('select ratings from hotels where id = $1', [id]);
    expect(row!.ratings).toEqual(guests);
  });

  it('a later file withdraws a room type and lowers allotments without breaking the booking made on them', async () => {
    const work = path.join(dir, 'later');
    await mkdir(path.join(work, 'photos'), { recursive: true });
    for (const photo of ['pines-front.jpg', 'pines-view.jpg', 'pines-room.jpg', 'haveli-courtyard.jpg', 'haveli-room.jpg']) {
      await copyFile(path.resolve('docs/catalogue-example/photos', photo), path.join(work, 'photos', photo));
    }
    const file = JSON.parse(await readFile(EXAMPLE, 'utf8'));
    const pines = file.hotels[0];
    pines.rooms = pines.rooms.filter((r: { code: string }) => r.code === 'CTG');
    pines.rooms[0].allotments = [{ from: bookedNight, to: bookedNight, rooms: 0 }];
    await writeFile(path.join(work, 'catalogue.json'), JSON.stringify(file));
    const later = await imported(path.join(work, 'catalogue.json'));
    expect(later).toMatchObject({ roomTypesWithdrawn: 1, hotelsAdded: 0 });
    expect(later.warnings).toEqual([`KSL-PINES CTG ${bookedNight}: 0 rooms asked, 1 already booked; kept 1`]);
    const [night] = await db.rows<{ total: number; taken: number }>('select total, taken from room_allotments where room_type_id = $1 and night = $2', [bookedRoomType, bookedNight]);
    expect(night).toEqual({ total: 1, taken: 1 });
    // Sold as imported without a restart: the change feed read the import's changes.
    await app.catalogue.feed.catchUp();
    const family = app.catalogue.shared.hotel(first.ids['KSL-PINES']!)!.roomTypes.find((r) => r.name === 'Family Suite')!;
    expect(family.plans).toEqual([]);
    const [booking] = await db.rows<{ status: string }>('select status from bookings where room_type_id = $1', [bookedRoomType]);
    expect(booking!.status).toBe('HOLD');
  });

  it('refuses a bad file whole, naming each problem\'s line and field, and writes nothing', async () => {
    const before = await db.rows('select id, name from hotels order by id');
    const text = (await readFile(EXAMPLE, 'utf8'))
      .replace('"rateRupees": 2800', '"rateRupees": 28')
      .replace('"city": "Pushkar"', '"city": "Atlantis"')
      .replace('"type": "PALACE"', '"type": "CASTLE"');
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, text);
    const result = await importCatalogue(db, bad);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.map(problemText);
    const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(problems).toContain(`line ${lineOf('"rateRupees": 28')}: hotels[0].rooms[0].rateRupees: must be at least 300`);
    expect(problems).toContain(`line ${lineOf('"type": "CASTLE"')}: hotels[2].type: must be one of HOTEL, INN, GUESTHOUSE, LODGE, RESORT, RESIDENCE, APARTMENT, APARTHOTEL, VILLA, PALACE`);
    // A file that reads well, with a city the catalogue does not know and a photo that is not there.
    const unknown = path.join(dir, 'unknown.json');
    await writeFile(unknown, (await readFile(EXAMPLE, 'utf8')).replace('"city": "Pushkar"', '"city": "Atlantis"').replace('photos/haveli-room.jpg"]', 'photos/missing.jpg"]'));
    const second = await importCatalogue(db, unknown);
    const named = second.ok ? [] : second.problems.map(problemText);
    expect(named.some((p) => /^line \d+: hotels\[2\]\.city: no city called "Atlantis"/.test(p))).toBe(true);
    expect(named.some((p) => /^line \d+: hotels\[2\]\.photos\[1\]: could not read photos\/missing\.jpg \(ENOENT\)/.test(p))).toBe(true);
    const csv = await importCatalogue(db, await writeTemp('bad.csv', (await readFile(EXAMPLE_CSV, 'utf8')).replace(',2800,', ',cheap,')));
    expect(csv.ok ? [] : csv.problems.map(problemText)).toContain('line 2: hotels[0].rooms[0].rateRupees (column rate_rupees): must be a number');
    expect(await db.rows('select id, name from hotels order by id')).toEqual(before);
  });

  async function writeTemp(name: string, text: string) {
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  }

  /** The traveller logs in with an OTP, as the login modal does, on this server. */
  async function login(guest: string): Promise<string> {
    const mobileNumber = '9812345670';
    expect((await call('POST', '/signup', { token: guest, body: { mobileNumber, deviceToken: guest } })).status).toBe(200);
    const outbox = await call('GET', `/api/dev/outbox?to=${mobileNumber}`);
    const otp = outbox.body.response[0].otp as string;
    const verified = await call('POST', '/signup/validate/otp', { token: guest, body: { mobileNumber, otp } });
    expect(verified.status).toBe(200);
    return verified.body.response.token as string;
  }
});
