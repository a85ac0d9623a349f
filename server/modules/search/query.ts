import { addDays, todayInIndia } from '../../../domain/dates';
import { checkRooms, checkStay } from '../../../domain/stay';
import type { NormalisedSearchQuery, SearchQueryInput } from '../../../contract/searchQuery';
import { badInput } from '../../http/apiError';

export const DEFAULT_RATINGS = [3, 4, 5];

/**
 * Checks a parsed search query against today's date (India) and returns it normalised: every
 * default filled in, ratings sorted. Bad input is a 400 naming the field under `prefix`.
 */
export function normaliseQuery(input: SearchQueryInput, now: Date, prefix = 'body.searchQuery'): NormalisedSearchQuery {
  const today = todayInIndia(now);
  const stay = checkStay(input.checkinDate, input.checkoutDate, today);
  if (stay) throw badInput(`${prefix}.${stay.field}: ${stay.message}`);
  const rooms = input.roomInfo.flatMap((r) => Array.from({ length: r.numberOfRooms }, () => ({ adults: r.numberOfAdults, childAges: r.childAge })));
  const roomProblem = checkRooms(rooms);
  if (roomProblem) throw badInput(`${prefix}.${roomProblem.field}: ${roomProblem.message}`);
  const { city, near, nationality } = input.searchCriteria;
  const { ratings, fsc, hids } = input.searchPreferences;
  // Optional fields are left out rather than set to undefined (the query is stored as JSON, and
  // tests compare it whole); built field by field, which every search pays for, not by spreads.
  const searchCriteria: NormalisedSearchQuery['searchCriteria'] = city !== undefined ? { city, nationality, currency: 'INR' } : { nationality, currency: 'INR' };
  if (near) searchCriteria.near = { kind: near.kind, id: near.id };
  const searchPreferences: NormalisedSearchQuery['searchPreferences'] = { ratings: ratings?.length ? [...new Set(ratings)].sort((a, b) => a - b) : DEFAULT_RATINGS, fsc: fsc ?? true };
  if (hids?.length) searchPreferences.hids = hids;
  return {
    checkinDate: input.checkinDate,
    checkoutDate: input.checkoutDate,
    roomInfo: input.roomInfo.map((r) => ({
      numberOfRooms: r.numberOfRooms,
      numberOfAdults: r.numberOfAdults,
      numberOfChild: r.numberOfChild,
      childAge: r.childAge,
    })),
    searchCriteria,
    searchPreferences,
  };
}

/** The default stay: today to tomorrow, 1 room, 1 adult (docs/product.md, Search and stays). */
export function defaultQuery(now: Date): NormalisedSearchQuery {
  const today = todayInIndia(now);
  return {
    checkinDate: today,
    checkoutDate: addDays(today, 1),
    roomInfo: [{ numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] }],
    searchCriteria: { nationality: '106', currency: 'INR' },
    searchPreferences: { ratings: DEFAULT_RATINGS, fsc: true },
  };
}
