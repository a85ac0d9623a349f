/**
 * `npm run catalogue:import FILE`: loads an operator's hotels (docs/catalogue.md) into the
 * catalogue, all or nothing. The file is checked whole first (format, cities, positions, photos);
 * any problem is reported with its line and field and nothing is written. Then one transaction
 * adds new hotels and updates those imported before (matched by their codes), so importing the
 * same file again changes nothing, and never breaks a booking:
 *
 * - hotels and room types are never deleted: a room type the file no longer lists is withdrawn
 *   (no rate plans, so it is no longer sold) and kept for the bookings that name it;
 * - an allotment never goes below the rooms already booked on a night (a warning says so);
 * - a hotel keeps its id and city, which its bookings and allotments carry.
 *
 * The servers read the catalogue when they start: restart them to sell what was imported.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { normaliseDestination } from '../../../domain/destinations';
import type { Database } from '../database';
import { listParam, rowsOf, type Transaction } from '../transaction';
import { LOCKS } from '../advisoryLocks';
import { loadAirports } from '../../reference/airports';
import { TOWN_STATIONS } from '../../reference/stations';
import { distanceKm } from '../../../domain/geo';
import { railwayStations } from '../../reference/travel';
import { partnerCodeOf, type HotelInput } from './format';
import { todayInIndia } from '../../../domain/dates';
import { formatRupees } from '../../../domain/money';
import { mealPerAdultPaise, RATE_ADULTS, type MealCode } from '../../../domain/pricing';
import { seasonOf } from '../../reference/seasons';
import { importedCalendars, type WrittenCalendar } from '../../modules/supply/importedCalendars';
import { packNights } from '../../modules/supply/nightsBytes';
import { importedHotelRow, importedRoomRow, type ImportCity } from './hotelRows';
import { encodePhoto, loadPhoto, PhotoError, photoKey, type EncodedPhoto } from './photos';
import { readCatalogueBytes, type FileProblem, type Locate } from './readCatalogueFile';

/** A hotel stands at most this far from its city's centre (search lists a city's hotels within about 15 km). */
export const MAX_KM_FROM_CITY = 25;

export interface ImportReport {
  hotelsAdded: number;
  hotelsUpdated: number;
  roomTypesAdded: number;
  roomTypesUpdated: number;
  roomTypesWithdrawn: number;
  photosStored: number;
  allotmentNights: number;
  /** Rate plans whose calendar was written (every plan the file lists). */
  calendarsWritten: number;
  /** Hotel code -> the hotel's id on the site. */
  ids: Record<string, string>;
  warnings: string[];
}

export type ImportResult = { ok: true; report: ImportReport } | { ok: false; problems: FileProblem[] };

/** Reads, checks and imports the catalogue file at `filePath`; calendars start from yesterday as of `now`. */
export async function importCatalogue(db: Database, filePath: string, now: Date = new Date()): Promise<ImportResult> {
  let bytes: Buffer;
  try {
    bytes = await readFile(filePath);
  } catch (error) {
    return { ok: false, problems: [{ line: 0, field: '', message: `cannot read ${filePath} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` }] };
  }
  const read = readCatalogueBytes(bytes, filePath);
  if (!read.ok) return read;
  const { file, problemAt } = read;

  const problems: FileProblem[] = [];
  const cities = await resolveCities(db, file.hotels, problemAt, problems);
  const moved = await existingHotels(db, file.hotels.map((h) => h.code));
  file.hotels.forEach((hotel, i) => {
    const city = cities[i];
    if (!city) return;
    const km = distanceKm(city, { lat: hotel.latitude, lng: hotel.longitude });
    if (km > MAX_KM_FROM_CITY) {
      problems.push(problemAt(['hotels', i, 'latitude'], `the hotel is ${km.toFixed(1)} km from the centre of ${city.name}; it must be within ${MAX_KM_FROM_CITY} km of its city (is the city right?)`));
    }
    const before = moved.get(hotel.code);
    if (before && !before.imported) {
      problems.push(problemAt(['hotels', i, 'code'], `${hotel.code} is the code of a generated hotel; give the hotel a code of its own`));
    } else if (before && before.cityId !== city.id) {
      problems.push(problemAt(['hotels', i, 'city'], `hotel ${hotel.code} was imported in another city (id ${before.cityId}); a hotel keeps its city, which its bookings carry`));
    }
    hotel.rooms.forEach((room, k) => {
      room.rates.forEach((range, n) => {
        const plan = range.plan === undefined ? undefined : room.plans.find((p) => partnerCodeOf(p) === range.plan);
        const meals = plan ? mealPerAdultPaise(plan.meal as MealCode, hotel.stars) * RATE_ADULTS : 0;
        if (plan && range.rateRupees !== undefined && range.rateRupees * 100 <= meals) {
          problems.push(problemAt(['hotels', i, 'rooms', k, 'rates', n, 'rateRupees'], `must be more than the plan's meals for two adults (${formatRupees(meals / 100)}): a plan's rate includes them`));
        }
      });
    });
  });
  const photos = await encodePhotos(db, file.hotels, path.dirname(path.resolve(filePath)), problemAt, problems);
  if (problems.length) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };

  const cityRows = await db.rows<{ id: number; lat: number; lng: number }>(
    'select id, latitude as lat, longitude as lng from cities where id = any($1::int[])',
    [Object.keys(TOWN_STATIONS).map(Number)],
  );
  const airports = loadAirports();
  const stations = railwayStations(cityRows);
  const report = await db.orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.catalogueImport})`);
    const out: ImportReport = { hotelsAdded: 0, hotelsUpdated: 0, roomTypesAdded: 0, roomTypesUpdated: 0, roomTypesWithdrawn: 0, photosStored: 0, allotmentNights: 0, calendarsWritten: 0, ids: {}, warnings: [] };
    for (const photo of photos.fresh.values()) out.photosStored += await storePhoto(tx, photo);
    for (const [i, input] of file.hotels.entries()) {
      const city = cities[i]!;
      const row = importedHotelRow(input, city, airports, stations);
      const hotelPhotos = input.photos.map((p) => photos.keyOf.get(p)!);
      const id = await upsertHotel(tx, row, hotelPhotos, out);
      out.ids[input.code] = id;
      await upsertRooms(tx, id, city, input, photos.keyOf, out, todayInIndia(now));
    }
    for (const cityId of new Set(cities.map((c) => c!.id))) {
      await tx.execute(sql`update cities set hotel_count = (select count(*) from hotels where city_id = ${cityId}) where id = ${cityId}`);
    }
    return out;
  });
  return { ok: true, report };
}

/** Each hotel's city: by GeoNames id, or by name (and state, where two cities share it). */
async function resolveCities(db: Database, hotels: readonly HotelInput[], problemAt: Locate, problems: FileProblem[]): Promise<Array<ImportCity | undefined>> {
  const rows = await db.rows<ImportCity & { featureCode: string }>(
    `select id, name, state_code as "stateCode", state_name as "stateName", latitude as lat, longitude as lng, feature_code as "featureCode" from cities`,
  );
  if (rows.length === 0) {
    problems.push({ line: 0, field: '', message: 'the database has no cities yet: start the server once (or run this again), it makes them' });
    return [];
  }
  const byId = new Map(rows.map((c) => [c.id, c]));
  const byName = new Map<string, ImportCity[]>();
  for (const c of rows) if (c.featureCode !== 'LOCALITY') byName.set(normaliseDestination(c.name), [...(byName.get(normaliseDestination(c.name)) ?? []), c]);
  return hotels.map((hotel, i) => {
    if (typeof hotel.city === 'number') {
      const city = byId.get(hotel.city);
      if (!city || city.featureCode === 'LOCALITY') problems.push(problemAt(['hotels', i, 'city'], `no city with id ${hotel.city}`));
      return city && city.featureCode !== 'LOCALITY' ? city : undefined;
    }
    const state = hotel.state ? normaliseDestination(hotel.state) : undefined;
    const named = (byName.get(normaliseDestination(hotel.city)) ?? []).filter(
      (c) => !state || normaliseDestination(c.stateName) === state || c.stateCode.toLowerCase() === state,
    );
    if (named.length === 1) return named[0];
    problems.push(
      problemAt(['hotels', i, 'city'], named.length === 0
        ? `no city called "${hotel.city}"${hotel.state ? ` in ${hotel.state}` : ''} (give its GeoNames id, as the city suggestions have it)`
        : `"${hotel.city}" is the name of ${named.length} cities (${named.map((c) => `${c.stateName}: id ${c.id}`).join('; ')}): give its state or its id`),
    );
    return undefined;
  });
}

async function existingHotels(db: Database, codes: string[]): Promise<Map<string, { id: string; cityId: number; imported: boolean }>> {
  const rows = await db.rows<{ code: string; id: string; cityId: number; imported: boolean }>('select code, id, city_id as "cityId", imported from hotels where code = any($1::text[])', [codes]);
  return new Map(rows.map((r) => [r.code, r]));
}

/** Every photo the file names, read and re-encoded once (those stored already only read, to know their key). */
async function encodePhotos(db: Database, hotels: readonly HotelInput[], dir: string, problemAt: Locate, problems: FileProblem[]) {
  const keyOf = new Map<string, string>();
  const fresh = new Map<string, EncodedPhoto>();
  const where: Array<{ source: string; keys: Array<string | number> }> = [];
  hotels.forEach((h, i) => {
    h.photos.forEach((source, n) => where.push({ source, keys: ['hotels', i, 'photos', n] }));
    h.rooms.forEach((r, k) => r.photo && where.push({ source: r.photo, keys: ['hotels', i, 'rooms', k, 'photo'] }));
  });
  const stored = new Set((await db.rows<{ key: string }>('select distinct key from catalogue_photos')).map((r) => r.key));
  for (const { source, keys } of where) {
    if (keyOf.has(source)) continue;
    try {
      const bytes = await loadPhoto(source, dir);
      const key = photoKey(bytes);
      if (!stored.has(key) && !fresh.has(key)) fresh.set(key, await encodePhoto(bytes));
      keyOf.set(source, key);
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      problems.push(problemAt(keys, error.message.startsWith('is ') ? `${source} ${error.message}` : error.message));
    }
  }
  return { keyOf, fresh };
}

async function storePhoto(tx: Transaction, photo: EncodedPhoto): Promise<number> {
  for (const [size, bytes] of Object.entries(photo.sizes)) {
    await tx.execute(sql`insert into catalogue_photos (key, size, bytes) values (${photo.key}, ${size}, ${bytes}) on conflict do nothing`);
  }
  return 1;
}

/** Inserts a new hotel (its id: the city's id, 9, and a 4-digit number) or updates the one with its code; returns its id. */
async function upsertHotel(tx: Transaction, row: ReturnType<typeof importedHotelRow>, photos: string[], out: ImportReport): Promise<string> {
  const values = sql`${row.name}, ${row.stars}, ${row.propertyType}, ${row.lat}, ${row.lng}, ${row.addressLine}, ${row.addressLine2}, ${row.locality},
    ${row.postalCode}, ${row.phone}, ${row.description}, ${JSON.stringify(row.facilities)}::jsonb, ${JSON.stringify(row.instructions)}::jsonb,
    ${photos.length}, ${row.panRequired}, ${row.passportRequired}, ${row.payLater}, ${JSON.stringify(photos)}::jsonb`;
  const [existing] = await rowsOf<{ id: string }>(tx, sql`select id from hotels where code = ${row.code} and imported for update`);
  if (existing) {
    // Its ratings are its guests' (their stay reviews), which an import does not send: they stay.
    await tx.execute(sql`update hotels set (name, stars, property_type, latitude, longitude, address_line, address_line2, locality, postal_code, phone,
      description, facilities, instructions, image_count, pan_required, passport_required, pay_later, photos) = (${values}) where id = ${existing.id}`);
    out.hotelsUpdated++;
    return existing.id;
  }
  const prefix = `${row.cityId}9`;
  const [last] = await rowsOf<{ n: number | null }>(
    tx,
    sql`select max(substr(id, ${prefix.length + 1})::int) as n from hotels where code is not null and city_id = ${row.cityId} and id like ${`${prefix}____`}`,
  );
  const id = `${prefix}${String((last?.n ?? 0) + 1).padStart(4, '0')}`;
  await tx.execute(sql`insert into hotels (id, city_id, code, imported, ratings, name, stars, property_type, latitude, longitude, address_line, address_line2,
    locality, postal_code, phone, description, facilities, instructions, image_count, pan_required, passport_required, pay_later, photos)
    values (${id}, ${row.cityId}, ${row.code}, true, ${JSON.stringify(row.ratings)}::jsonb, ${values})`);
  out.hotelsAdded++;
  return id;
}

async function upsertRooms(tx: Transaction, hotelId: string, city: ImportCity, input: HotelInput, photoKeyOf: Map<string, string>, out: ImportReport, today: string): Promise<void> {
  const cityId = city.id;
  const season = seasonOf(city.id, city.stateCode);
  const existing = await rowsOf<{ id: string; code: string | null; position: number }>(tx, sql`select id, code, position from room_types where hotel_id = ${hotelId} order by position`);
  let next = existing.reduce((max, r) => Math.max(max, r.position), 0) + 1;
  for (const room of input.rooms) {
    const row = importedRoomRow(room);
    const photo = room.photo ? photoKeyOf.get(room.photo)! : null;
    const values = sql`${row.name}, ${row.category}, ${row.maxAdults}, ${row.maxChildren}, ${row.baseRatePaise}, ${row.capacity}, ${row.areaSqft},
      ${JSON.stringify(row.beds)}::jsonb, ${JSON.stringify(row.facilities)}::jsonb, ${JSON.stringify(row.benefits)}::jsonb,
      ${JSON.stringify(row.services)}::jsonb, ${JSON.stringify(row.plans)}::jsonb, ${photo}`;
    const before = existing.find((r) => r.code === room.code);
    let id: string;
    if (before) {
      id = before.id;
      await tx.execute(sql`update room_types set (name, category, max_adults, max_children, base_rate_paise, capacity, area_sqft, beds, facilities,
        benefits, services, plans, photo) = (${values}) where id = ${id}`);
      out.roomTypesUpdated++;
    } else {
      if (next > 99) throw new Error(`hotel ${input.code}: at most 99 room types over all its imports`);
      id = `${hotelId}-${next}`;
      await tx.execute(sql`insert into room_types (id, hotel_id, position, code, name, category, max_adults, max_children, base_rate_paise, capacity,
        area_sqft, beds, facilities, benefits, services, plans, photo) values (${id}, ${hotelId}, ${next}, ${room.code}, ${values})`);
      next++;
      out.roomTypesAdded++;
    }
    for (const a of room.allotments) {
      const short = await rowsOf<{ night: string; taken: number }>(
        tx,
        sql`select night::text, taken from room_allotments where room_type_id = ${id} and night between ${a.from}::date and ${a.to}::date and taken > ${a.rooms}`,
      );
      for (const s of short) out.warnings.push(`${input.code} ${room.code} ${s.night}: ${a.rooms} rooms asked, ${s.taken} already booked; kept ${s.taken}`);
      const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
        tx,
        sql`with upserted as (
          insert into room_allotments (room_type_id, night, hotel_id, city_id, total, taken)
          select ${id}, d::date, ${hotelId}, ${cityId}, ${a.rooms}, 0 from generate_series(${a.from}::date, ${a.to}::date, interval '1 day') d
          on conflict (room_type_id, night) do update set total = greatest(excluded.total, room_allotments.taken)
          returning 1) select count(*)::int as n from upserted`,
      );
      out.allotmentNights += n;
    }
    await writeCalendars(tx, id, hotelId, importedCalendars(room, input.stars, season, today));
    out.calendarsWritten += room.plans.length;
  }
  // Room types the file no longer lists stop selling; their rows stay for the bookings that name them.
  const listed = new Set(input.rooms.map((r) => r.code));
  for (const gone of existing.filter((r) => r.code !== null && !listed.has(r.code))) {
    const withdrawn = await rowsOf<{ id: string }>(tx, sql`update room_types set plans = '[]'::jsonb where id = ${gone.id} and plans <> '[]'::jsonb returning id`);
    await tx.execute(sql`delete from rate_calendars where room_type_id = ${gone.id}`);
    out.roomTypesWithdrawn += withdrawn.length;
  }
}

/** A room type's calendars, one per plan as the file now lists them; those of plans it no longer lists go. */
async function writeCalendars(tx: Transaction, roomTypeId: string, hotelId: string, calendars: Map<string, WrittenCalendar>): Promise<void> {
  for (const [planCode, calendar] of calendars) {
    await tx.execute(sql`insert into rate_calendars (room_type_id, plan_code, hotel_id, first_night, night_count, nights)
      values (${roomTypeId}, ${planCode}, ${hotelId}, ${calendar.firstNight}::date, ${calendar.rates.length}, ${packNights(calendar)})
      on conflict (room_type_id, plan_code) do update set first_night = excluded.first_night, night_count = excluded.night_count, nights = excluded.nights, updated_at = now()
      where (rate_calendars.first_night, rate_calendars.night_count, rate_calendars.nights) is distinct from (excluded.first_night, excluded.night_count, excluded.nights)`);
  }
  await tx.execute(sql`delete from rate_calendars where room_type_id = ${roomTypeId} and not (plan_code = any(${listParam([...calendars.keys()])}::text[]))`);
}
