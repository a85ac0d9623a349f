/**
 * The stay kept in session storage (spec 000 §3: checkIn, checkOut, rooms as JSON) read back
 * safely, with the spec's default: today to tomorrow, 1 room, 1 adult. Pure.
 */
import { addDays, isCalendarDate } from './dates';
import { STAY_LIMITS } from './stay';

export interface StoredRoom {
  adults: number;
  childAges: number[];
}

export interface StoredStay {
  checkIn: string;
  checkOut: string;
  rooms: StoredRoom[];
}

export function defaultStay(today: string): StoredStay {
  return { checkIn: today, checkOut: addDays(today, 1), rooms: [{ adults: 1, childAges: [] }] };
}

const clampInt = (value: unknown, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** Rooms as the search panel stores them (`{id, adults, children, childAges}`); null when unusable. */
export function parseStoredRooms(raw: string | null): StoredRoom[] | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(data) || data.length === 0) return null;
  const rooms = data.slice(0, STAY_LIMITS.maxRooms).map((r) => {
    const room = (r && typeof r === 'object' ? r : {}) as Record<string, unknown>;
    const ages = Array.isArray(room.childAges) ? room.childAges : Array.isArray(room.childAge) ? room.childAge : [];
    const childAges = ages.slice(0, STAY_LIMITS.maxChildren).map((a) => clampInt(a, 0, STAY_LIMITS.maxChildAge, 0));
    return { adults: clampInt(room.adults ?? room.numberOfAdults, STAY_LIMITS.minAdults, STAY_LIMITS.maxAdults, 1), childAges };
  });
  return rooms;
}

/** Dates in the past or out of order fall back to today and tomorrow; rooms to 1 room, 1 adult. */
export function readStay(raw: { checkIn: string | null; checkOut: string | null; rooms: string | null }, today: string): StoredStay {
  const fallback = defaultStay(today);
  const datesOk =
    !!raw.checkIn && !!raw.checkOut && isCalendarDate(raw.checkIn) && isCalendarDate(raw.checkOut) && raw.checkIn >= today && raw.checkOut > raw.checkIn;
  return {
    checkIn: datesOk ? raw.checkIn! : fallback.checkIn,
    checkOut: datesOk ? raw.checkOut! : fallback.checkOut,
    rooms: parseStoredRooms(raw.rooms) ?? fallback.rooms,
  };
}

/** Rooms in the panel's stored shape. */
export function storedRoomsJson(rooms: readonly StoredRoom[]): string {
  return JSON.stringify(rooms.map((r, i) => ({ id: i + 1, adults: r.adults, children: r.childAges.length, childAges: r.childAges })));
}
