/**
 * The query of the results page: `/search-result?place&destination&checkIn&checkOut`
 * plus the navigation state the search panel passes along (destination, destinationId,
 * checkInDate, checkOutDate, roomInfo). A search near an airport, station or landmark adds
 * `near` (`near=airport-BOM`, machines/rules/nearPlace.ts), so a reload or a shared link searches near it
 * again; `place` is then the place's city. Pure.
 */
import type { ResultsQuery } from '../../machines/results.machine';
import { parseRooms, roomsFromRoomInfo } from '../../machines/rules/rooms';
import { roomsFromParam } from './resultsUrl';


/** Navigation state the search panel may pass along. */
interface NavigationState {
  destination?: unknown;
  destinationId?: unknown;
  checkInDate?: unknown;
  checkOutDate?: unknown;
  roomInfo?: unknown;
  near?: unknown;
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
  const near = pick('near', nav.near);
  return {
    place: pick('place', nav.destinationId),
    destination: pick('destination', nav.destination),
    checkIn: pick('checkIn', nav.checkInDate),
    checkOut: pick('checkOut', nav.checkOutDate),
    ...(near ? { near } : {}),
    rooms: roomsFromParam(params.get('rooms')) ?? roomsFromRoomInfo(nav.roomInfo) ?? parseRooms(storedRooms),
  };
}
