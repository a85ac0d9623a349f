import { addDays, todayInIndia } from '../../../domain/dates';
import { isRupeeAmount } from '../../../domain/money';
import { api, testServer } from '../support/testApp';

export const MUMBAI = 1275339;
export const DELHI = 1273294;
export const JAIPUR = 1269515;

/** Today in India by the test server's clock. */
export async function today(): Promise<string> {
  return todayInIndia((await testServer()).clock.now());
}

export async function day(offset: number): Promise<string> {
  return addDays(await today(), offset);
}

export interface RoomSpec {
  numberOfRooms?: number;
  numberOfAdults: number;
  numberOfChild?: number;
  childAge?: number[];
}

/** A search request as the client sends it. */
export async function searchBody(opts: { city?: number | string; checkin?: number; nights?: number; rooms?: RoomSpec[]; ratings?: number[] } = {}) {
  const checkin = await day(opts.checkin ?? 10);
  return {
    cityName: 'Mumbai',
    searchQuery: {
      checkinDate: checkin,
      checkoutDate: addDays(checkin, opts.nights ?? 2),
      roomInfo: (opts.rooms ?? [{ numberOfAdults: 2 }]).map((r) => ({ numberOfChild: 0, childAge: [], ...r })),
      searchCriteria: { city: opts.city ?? MUMBAI, nationality: '106', currency: 'INR' },
      searchPreferences: { ratings: opts.ratings ?? [3, 4, 5], fsc: true },
    },
    sync: true,
  };
}

export async function search(body: unknown) {
  return api('POST', '/hotel-search-v2', { body });
}

/** Every number under a money key has at most 2 decimals. */
export function expectRupees(value: unknown, path = ''): string[] {
  const bad: string[] = [];
  const walk = (v: unknown, p: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}[${i}]`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${p}.${k}`);
    else if (typeof v === 'number' && /\.(tp|tpc|TF|TAF|BF|am)$/.test(p) && !isRupeeAmount(v)) bad.push(`${p}=${v}`);
  };
  walk(value, path);
  return bad;
}

export const paise = (rupees: number) => Math.round(rupees * 100);

/** Marks every room of a room type taken on one night. */
export async function exhaust(roomTypeId: string, night: string): Promise<void> {
  const { db } = await testServer();
  await db.rows(
    `insert into room_allotments (room_type_id, night, hotel_id, city_id, total, taken)
     select rt.id, $2::date, rt.hotel_id, h.city_id, rt.capacity, rt.capacity from room_types rt join hotels h on h.id = rt.hotel_id where rt.id = $1
     on conflict (room_type_id, night) do update set taken = excluded.total, total = excluded.total`,
    [roomTypeId, night],
  );
  // As a booking in this process does: searches see the change at once.
  await (await testServer()).app.catalogue.feed.catchUp();
}

export async function clearAllotment(hotelId: string): Promise<void> {
  const { db } = await testServer();
  await db.rows('delete from room_allotments where hotel_id = $1', [hotelId]);
  await (await testServer()).app.catalogue.feed.catchUp();
}

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)));
}
