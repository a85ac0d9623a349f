import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { MealCode } from '../../../domain/pricing';
import { bytea } from './bytea';

/** The catalogue tables. Created by migrations/0002_catalogue.sql. */
export const catalogueMeta = pgTable('catalogue_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  geonamesName: text('geonames_name').notNull(),
  stateCode: text('state_code').notNull(),
  stateName: text('state_name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  population: integer('population').notNull(),
  featureCode: text('feature_code').notNull(),
  tier: smallint('tier').notNull(),
  hotelCount: integer('hotel_count').notNull().default(0),
});

export const hotels = pgTable(
  'hotels',
  {
    id: text('id').primaryKey(),
    cityId: integer('city_id').notNull().references(() => cities.id),
    name: text('name').notNull(),
    stars: smallint('stars').notNull(),
    propertyType: text('property_type').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    addressLine: text('address_line').notNull(),
    addressLine2: text('address_line2').notNull(),
    locality: text('locality').notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    facilities: jsonb('facilities').$type<string[]>().notNull(),
    instructions: jsonb('instructions').$type<Array<{ type: string; msg: string }>>().notNull(),
    ratings: jsonb('ratings').$type<Record<string, number>>().notNull(),
    imageCount: smallint('image_count').notNull(),
    panRequired: boolean('pan_required').notNull(),
    passportRequired: boolean('passport_required').notNull(),
    payLater: boolean('pay_later').notNull(),
    /** The code a partner names it by: an imported hotel's own, `PDV-{id}` for a generated one (migration 0018). */
    code: text('code').notNull(),
    /** Loaded from an operator's file (npm run catalogue:import), not generated (migration 0018). */
    imported: boolean('imported').notNull().default(false),
    /** An imported hotel's photos, keys of `catalogue_photos` in gallery order; null when generated. */
    photos: jsonb('photos').$type<string[]>(),
  },
  (t) => [index('hotels_city_idx').on(t.cityId)],
);

/** A room type's rate plan, as its `plans` column holds it. */
export interface RatePlan {
  /** Meal code + R (refundable) or N (non-refundable), e.g. BBR: its part of an option id. */
  code: string;
  /** The code partners name it by in the partner API: the operator's own, or meal and refundability (BB-R, BB-NR). */
  partnerCode: string;
  meal: MealCode;
  refundable: boolean;
  /** Free cancellation until this many days before check-in (refundable plans). */
  freeCancelDays: number;
  /** May be booked now and paid later. */
  payLater: boolean;
}

export const roomTypes = pgTable(
  'room_types',
  {
    id: text('id').primaryKey(),
    hotelId: text('hotel_id').notNull().references(() => hotels.id),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    maxAdults: smallint('max_adults').notNull(),
    maxChildren: smallint('max_children').notNull(),
    /** The rate its generated calendar is written from (server/modules/supply/generatedRates.ts). */
    baseRatePaise: integer('base_rate_paise').notNull(),
    /** Rooms of this type on sale each night when no allotment row says otherwise. */
    capacity: smallint('capacity').notNull(),
    areaSqft: smallint('area_sqft').notNull(),
    beds: jsonb('beds').$type<Array<{ bc: number; bt: string }>>().notNull(),
    facilities: jsonb('facilities').$type<string[]>().notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull(),
    services: jsonb('services').$type<string[]>().notNull(),
    plans: jsonb('plans').$type<RatePlan[]>().notNull(),
    /** The code a partner names it by, unique in its hotel: an imported room type's own, `RT{position}` for a generated one. */
    code: text('code').notNull(),
    /** Its own photo, a key of `catalogue_photos`. */
    photo: text('photo'),
  },
  (t) => [index('room_types_hotel_idx').on(t.hotelId)],
);

/**
 * A room type as the catalogue holds it: the one shape the generator, the importer and the
 * catalogue's store each take what they need of.
 */
export type RoomTypeRow = typeof roomTypes.$inferSelect;

/** Sparse allotment: a missing row = `room_types.capacity` rooms, none taken. */
export const roomAllotments = pgTable(
  'room_allotments',
  {
    roomTypeId: text('room_type_id').notNull().references(() => roomTypes.id),
    night: date('night', { mode: 'string' }).notNull(),
    hotelId: text('hotel_id').notNull(),
    cityId: integer('city_id').notNull(),
    total: smallint('total').notNull(),
    taken: smallint('taken').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.night] }), index('room_allotments_city_night_idx').on(t.cityId, t.night)],
);

/**
 * Rates and restrictions by night of one room type's rate plan (migration 0018): `nights` holds
 * `nightCount` nights from `firstNight`, packed as calendar/nightsBytes.ts writes them.
 */
export const rateCalendars = pgTable(
  'rate_calendars',
  {
    roomTypeId: text('room_type_id').notNull().references(() => roomTypes.id),
    planCode: text('plan_code').notNull(),
    hotelId: text('hotel_id').notNull().references(() => hotels.id),
    firstNight: date('first_night', { mode: 'string' }).notNull(),
    nightCount: integer('night_count').notNull(),
    nights: bytea('nights').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.planCode] }), index('rate_calendars_hotel_idx').on(t.hotelId)],
);

/** The change feed: a row per statement that changed the catalogue, naming its hotels (migration 0018). */
export const catalogueChanges = pgTable('catalogue_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  xid: text('xid').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  what: text('what').notNull(),
  hotelIds: text('hotel_ids').array(),
});

/** Imported photos, in each size the pages use, as WebP (migration 0016). */
export const cataloguePhotos = pgTable(
  'catalogue_photos',
  {
    key: text('key').notNull(),
    size: text('size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.size] })],
);

export const places = pgTable('places', {
  id: text('id').primaryKey(),
  cityId: integer('city_id').notNull().references(() => cities.id),
  name: text('name').notNull(),
  primaryType: text('primary_type').notNull(),
  types: jsonb('types').$type<string[]>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  vicinity: text('vicinity').notNull(),
});

/** Searches written together (searchStore.ts): `searches` maps the rest of each search id to its query and expiry. */
export const hotelSearchBatches = pgTable('hotel_search_batches', {
  id: text('id').primaryKey(),
  /** JSON text of the batch's searches by their own id part (migration 0006). */
  searches: text('searches').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
