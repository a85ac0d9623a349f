/**
 * A stored search as text: its expiry (ms) and its normalised query, as one JSON array of values
 * in a fixed order, without the field names:
 *
 *   [expiresAt, checkinDate, checkoutDate, [[rooms, adults, children, [ages]], ...], city | null,
 *    nationality, [ratings], fsc, [hids] | null]
 *
 * About a third of the bytes of the query's own JSON and an ISO expiry. Every search is kept in
 * memory and written to the database this way, and both costs follow the bytes: the embedded
 * database's time for a batch row on the request thread grows with its length, and the garbage
 * collector copies each search's text once or twice before it settles in the old space.
 */
import { normalisedSearchQuery, type NormalisedSearchQuery } from '../../../contract/searchQuery';

export interface StoredSearchValue {
  query: NormalisedSearchQuery;
  expiresAt: number;
}

/** The text of a search that expires at `expiresAt` (ms). */
export function storedSearchText(query: NormalisedSearchQuery, expiresAt: number): string {
  const { checkinDate, checkoutDate, roomInfo, searchCriteria, searchPreferences } = query;
  const rooms = roomInfo.map((r) => [r.numberOfRooms, r.numberOfAdults, r.numberOfChild, r.childAge]);
  return JSON.stringify([
    expiresAt, checkinDate, checkoutDate, rooms, searchCriteria.city ?? null, searchCriteria.nationality,
    searchPreferences.ratings, searchPreferences.fsc, searchPreferences.hids ?? null,
  ]);
}

/**
 * A stored search from its value (the parsed text): undefined unless it is a whole one. Values
 * come from this server, but a row may have been edited or cut short, and a search that cannot be
 * read is a search that has expired, not a failed request.
 */
export function storedSearchOf(value: unknown): StoredSearchValue | undefined {
  if (!Array.isArray(value) || value.length !== 9) return undefined;
  const [expiresAt, checkinDate, checkoutDate, rooms, city, nationality, ratings, fsc, hids] = value as unknown[];
  if (typeof expiresAt !== 'number' || !Array.isArray(rooms)) return undefined;
  const roomInfo = rooms.map((r: unknown) => {
    const [numberOfRooms, numberOfAdults, numberOfChild, childAge] = Array.isArray(r) ? r : [];
    return { numberOfRooms, numberOfAdults, numberOfChild, childAge };
  });
  const query = normalisedSearchQuery.safeParse({
    checkinDate,
    checkoutDate,
    roomInfo,
    searchCriteria: city === null ? { nationality, currency: 'INR' } : { city, nationality, currency: 'INR' },
    searchPreferences: hids === null ? { ratings, fsc } : { ratings, fsc, hids },
  });
  return query.success ? { query: query.data, expiresAt } : undefined;
}
