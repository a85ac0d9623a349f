/**
 * The stay kept in session storage (checkIn, checkOut, rooms as JSON) read back for
 * the hotel page with the search panel's own rules (`stayDates`, `rooms`), so both pages agree on
 * what a stored stay means. The page needs a whole stay, so anything the panel could not search
 * gives the spec's default: today to tomorrow, 1 room, 1 adult. Pure.
 */
import type { StayRoom as StoredRoom } from '../../machines/hotelDetail.machine';
import { isCalendarDate } from '../../domain/dates';
import { parseRooms, type PanelRoom } from '../../machines/rules/rooms';
import type { StayWindow } from '../../domain/stay';
import { canCheckOut, defaultStay } from '../../machines/rules/stayDates';


export interface StoredStay {
  checkIn: string;
  checkOut: string;
  rooms: StoredRoom[];
}

/** The stored dates when they can be booked as they are, else the default; the panel's rooms, else 1 room with 1 adult. */
export function readStay(raw: { checkIn: string | null; checkOut: string | null; rooms: string | null }, window: StayWindow): StoredStay {
  const { checkIn, checkOut } = raw;
  const bookable = !!checkIn && !!checkOut && isCalendarDate(checkIn) && isCalendarDate(checkOut) && canCheckOut(checkIn, checkOut, window);
  return {
    ...(bookable ? { checkIn, checkOut } : defaultStay(window)),
    rooms: parseRooms(raw.rooms).map((r) => ({ adults: r.adults, childAges: [...r.childAges] })),
  };
}

/** Rooms in the panel's stored shape. */
export function storedRoomsJson(rooms: readonly StoredRoom[]): string {
  return JSON.stringify(rooms.map((r, i): PanelRoom => ({ id: i + 1, adults: r.adults, children: r.childAges.length, childAges: [...r.childAges] })));
}
