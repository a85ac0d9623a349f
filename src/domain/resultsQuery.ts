/**
 * The query of the results page (spec 000 §2): `/search-result?place&destination&checkIn&checkOut`
 * plus the navigation state the search panel passes along (destination, destinationId,
 * checkInDate, checkOutDate, roomInfo). Pure.
 */
import { parseRooms, roomsFromRoomInfo, type PanelRoom } from './rooms';
import { roomsFromParam } from './resultsUrl';

/**
 * What the results page searches: the URL's values (strings, maybe empty; navigation state fills
 * what the URL lacks) and the rooms.
 */
export interface ResultsQuery {
  /** City or sub-place id. */
  place: string;
  /** The city name shown in 'Hotel Stays in {city}'. */
  destination: string;
  checkIn: string;
  checkOut: string;
  rooms: PanelRoom[];
}

/** Navigation state the search panel may pass along. */
interface NavigationState {
  destination?: unknown;
  destinationId?: unknown;
  checkInDate?: unknown;
  checkOutDate?: unknown;
  roomInfo?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * Each value from the query string, or from the navigation state when the query string lacks it
 * (when both have one, the query string wins). The rooms come from the URL's `rooms` (see
 * resultsUrl.ts), else the navigation state's `roomInfo`, else the rooms kept in session storage
 * (`storedRooms`, JSON), else 1 room with 1 adult.
 */
export function readResultsQuery(search: string, state: unknown, storedRooms: string | null): ResultsQuery {
  const params = new URLSearchParams(search);
  const nav = (state && typeof state === 'object' ? state : {}) as NavigationState;
  const pick = (key: string, fallback: unknown) => (params.get(key) ?? '').trim() || text(fallback).trim();
  return {
    place: pick('place', nav.destinationId),
    destination: pick('destination', nav.destination),
    checkIn: pick('checkIn', nav.checkInDate),
    checkOut: pick('checkOut', nav.checkOutDate),
    rooms: roomsFromParam(params.get('rooms')) ?? roomsFromRoomInfo(nav.roomInfo) ?? parseRooms(storedRooms),
  };
}
