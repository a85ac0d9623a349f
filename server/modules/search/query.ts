import { addDays, todayInIndia } from '../../../src/domain/dates';
import { checkRooms, checkStay } from '../../../src/domain/stay';
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
  const ratings = input.searchPreferences.ratings?.length ? [...new Set(input.searchPreferences.ratings)].sort() : DEFAULT_RATINGS;
  return {
    checkinDate: input.checkinDate,
    checkoutDate: input.checkoutDate,
    roomInfo: input.roomInfo.map((r) => ({
      numberOfRooms: r.numberOfRooms,
      numberOfAdults: r.numberOfAdults,
      numberOfChild: r.numberOfChild,
      childAge: r.childAge,
    })),
    searchCriteria: {
      ...(input.searchCriteria.city !== undefined ? { city: input.searchCriteria.city } : {}),
      nationality: input.searchCriteria.nationality,
      currency: 'INR',
    },
    searchPreferences: {
      ratings,
      fsc: input.searchPreferences.fsc ?? true,
      ...(input.searchPreferences.hids?.length ? { hids: input.searchPreferences.hids } : {}),
    },
  };
}

/** The default stay of spec 000 §9: today to tomorrow, 1 room, 1 adult. */
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
