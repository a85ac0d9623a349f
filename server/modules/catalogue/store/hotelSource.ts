/**
 * What the shared catalogue is made from, read from the database a page of hotels at a time: each
 * hotel's row, its room types' rows, its rate plans' calendars and its rooms' allotment. A start
 * reads every hotel so; the change feed reads again the hotels a change names.
 */
import type { Database } from '../../../db/database';
import type { HotelRow } from '../../../db/catalogueRows';
import type { RatePlan } from '../../../db/schema/catalogue';
import type { PropertyType } from '../../../rules/propertyTypes';
import { unpackNights, type PlanNights } from '../../supply/nightsBytes';

/** A rate plan as a room type's `plans` column holds it. */
export interface StoredPlan extends RatePlan {
  /** The code partners name it by (BB-R, or the operator's own). */
  partnerCode: string;
}

export type HotelTuple = [
  id: string, cityId: number, name: string, stars: number, propertyType: PropertyType, lat: number, lng: number, addressLine: string,
  addressLine2: string, locality: string, postalCode: string, phone: string, description: string, facilities: string[],
  instructions: HotelRow['instructions'], ratings: HotelRow['ratings'], imageCount: number, panRequired: boolean, passportRequired: boolean,
  payLater: boolean, photos: string[] | null, code: string, imported: boolean,
];

export type RoomTuple = [
  id: string, hotelId: string, position: number, name: string, category: string, maxAdults: number, maxChildren: number, baseRatePaise: number,
  capacity: number, areaSqft: number, beds: Array<{ bc: number; bt: string }>, facilities: string[], benefits: string[], services: string[],
  plans: StoredPlan[], photo: string | null, code: string,
];

/** A plan's calendar: its nights from `firstDay` (a day number, dates.ts). */
export interface PlanCalendar extends PlanNights {
  firstDay: number;
}

/** A night of a room type that has an allotment row. */
export interface AllotmentNight {
  day: number;
  total: number;
  taken: number;
}

export interface HotelSource {
  hotel: HotelTuple;
  rooms: RoomTuple[];
  /** The hotel's and its room types' rows as JSON text, as the database wrote them: `[hotel,[room,...]]`. */
  rowsJson: string;
  /** By `{roomTypeId} {planCode}`. */
  calendars: Map<string, PlanCalendar>;
  /** By room type id, nights from yesterday on. */
  allotments: Map<string, AllotmentNight[]>;
}

export const calendarKey = (roomTypeId: string, planCode: string) => `${roomTypeId} ${planCode}`;

const HOTEL_COLUMNS = `id, city_id, name, stars, property_type, latitude, longitude, address_line, address_line2, locality, postal_code, phone,
  description, facilities, instructions, ratings, image_count, pan_required, passport_required, pay_later, photos, code, imported`;
const ROOM_COLUMNS = `id, hotel_id, position, name, category, max_adults, max_children, base_rate_paise, capacity, area_sqft, beds, facilities,
  benefits, services, plans, photo, code`;

/** Hotels read together: a page is a few MB of rows, so the embedded database never holds the whole catalogue in one answer. */
export const SOURCE_PAGE = 1_000;

/** Every hotel id, in id order. */
export async function allHotelIds(db: Database): Promise<string[]> {
  const [row] = await db.rows<{ ids: string | null }>('select json_agg(id order by id)::text as ids from hotels');
  return JSON.parse(row?.ids ?? '[]') as string[];
}

/**
 * Which hotels to read: some by id (the change feed's), or every hotel whose id lies in a range
 * (a start's pages, ranges of the ids in order: far cheaper for the database than a list).
 */
export type HotelSelection = { ids: readonly string[] } | { from: string; to: string };

/**
 * The sources of the selected hotels (those that exist); allotment from `fromDay` on. Each table
 * is read as one text (JSON, or for the calendars one line per plan with its nights in base64):
 * the embedded database hands over one value far faster than thousands of rows.
 */
export async function readHotelSources(db: Database, selection: HotelSelection, fromDay: number): Promise<HotelSource[]> {
  const [where, params] = 'ids' in selection ? ['= any($1::text[])', [[...selection.ids]]] : ['between $1 and $2', [selection.from, selection.to]];
  if ('ids' in selection && selection.ids.length === 0) return [];
  const [hotelRows, roomRows, calendarRows, allotmentRows] = await Promise.all([
    db.rows<{ j: string | null }>(`select string_agg(json_build_array(${HOTEL_COLUMNS})::text, E'\\x1e' order by id) as j from hotels where id ${where}`, params),
    db.rows<{ j: string | null }>(`select string_agg(json_build_array(${ROOM_COLUMNS})::text, E'\\x1e' order by hotel_id, position) as j from room_types where hotel_id ${where}`, params),
    db.rows<{ lines: string | null }>(
      `select string_agg(room_type_id || ' ' || plan_code || ' ' || (first_night - date '1970-01-01') || ' ' || night_count || ' ' || encode(nights, 'base64'), ' ') as lines
         from rate_calendars where hotel_id ${where}`,
      params,
    ),
    db.rows<{ j: string | null }>(
      `select json_agg(json_build_array(room_type_id, night - date '1970-01-01', total, taken) order by room_type_id, night)::text as j
         from room_allotments where hotel_id ${where} and night >= date '1970-01-01' + $${params.length + 1}::int`,
      [...params, fromDay],
    ),
  ]);
  // One row's JSON text after another, split at a character JSON text never holds raw (U+001E).
  const texts = (joined: string | null | undefined) => (joined ? joined.split('\x1e') : []);
  const sources = new Map<string, HotelSource>();
  const roomTexts = new Map<string, string[]>();
  for (const text of texts(hotelRows[0]?.j)) {
    const hotel = JSON.parse(text) as HotelTuple;
    sources.set(hotel[0], { hotel, rooms: [], rowsJson: text, calendars: new Map(), allotments: new Map() });
    roomTexts.set(hotel[0], []);
  }
  for (const text of texts(roomRows[0]?.j)) {
    const room = JSON.parse(text) as RoomTuple;
    sources.get(room[1])?.rooms.push(room);
    roomTexts.get(room[1])?.push(text);
  }
  for (const source of sources.values()) source.rowsJson = `[${source.rowsJson},[${roomTexts.get(source.hotel[0])!.join(',')}]]`;
  const hotelOfRoom = new Map<string, HotelSource>();
  for (const source of sources.values()) for (const room of source.rooms) hotelOfRoom.set(room[0], source);
  const calendars = calendarRows[0]?.lines?.split(' ') ?? [];
  for (let i = 0; i + 4 < calendars.length; i += 5) {
    const roomTypeId = calendars[i]!;
    const source = hotelOfRoom.get(roomTypeId);
    if (!source) continue;
    // base64 breaks its text into lines; Buffer skips the breaks.
    const nights = unpackNights(Buffer.from(calendars[i + 4]!, 'base64'), Number(calendars[i + 3]));
    source.calendars.set(calendarKey(roomTypeId, calendars[i + 1]!), { firstDay: Number(calendars[i + 2]), ...nights });
  }
  for (const [roomTypeId, day, total, taken] of JSON.parse(allotmentRows[0]?.j ?? '[]') as Array<[string, number, number, number]>) {
    const source = hotelOfRoom.get(roomTypeId);
    if (!source) continue;
    const nights = source.allotments.get(roomTypeId) ?? [];
    nights.push({ day, total, taken });
    source.allotments.set(roomTypeId, nights);
  }
  return [...sources.values()];
}
