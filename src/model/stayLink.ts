/**
 * A stay carried in a link to a hotel page (`?checkIn=2026-12-24&checkOut=2026-12-26&rooms=2-7`):
 * a page opened in a new tab starts without the searching tab's session storage, so the tiles
 * that open a hotel without a search (the wishlist, trending hotels) put the searched dates and
 * guests in the link instead. Rooms are written as the results URL writes them. Pure.
 */
import { parseRooms } from '../../machines/rules/rooms';
import { roomsFromParam, roomsParam } from './resultsUrl';

/** The session-storage form of a stay: dates as `YYYY-MM-DD`, rooms as the panel's JSON. */
export interface RawStay {
  checkIn: string | null;
  checkOut: string | null;
  rooms: string | null;
}

/** The query of a link carrying `stay`, or '' when no dates were searched (the page then uses its default). */
export function stayLinkQuery(stay: RawStay): string {
  if (!stay.checkIn || !stay.checkOut) return '';
  return new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: roomsParam(parseRooms(stay.rooms)) }).toString();
}

/** The stay a link's query carries, in session-storage form, or null when it carries none. */
export function stayFromLink(search: string): RawStay | null {
  const params = new URLSearchParams(search);
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  if (!checkIn || !checkOut) return null;
  const rooms = roomsFromParam(params.get('rooms'));
  return { checkIn, checkOut, rooms: rooms ? JSON.stringify(rooms) : null };
}
