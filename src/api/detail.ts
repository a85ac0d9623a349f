/**
 * The hotel detail calls: detail by search id (v2) and by hotel id for a stay.
 * Each answer is validated with the shared contract and cached: 40 min (v2), 5 min (search by
 * hotel id; the Update button asks afresh). A successful answer
 * without `response.hotel` is a NoHotelDataError (the error mentions undefined data).
 * Cancellation policy, reviews and nearby places are in hotelExtras.ts (kept apart: this file is
 * in the main bundle, for the route's prefetch).
 */
import type { HotelDetailPayload } from '../../contract/detail';
import type { NormalisedSearchQuery, SearchQueryInput } from '../../contract/searchQuery';
import { cached } from './cache';
import { schemas } from './contract';
import { call } from './client';
import { detailKeys } from './cacheKeys';

export const DETAIL_V2_CACHE_MS = 40 * 60_000;

/**
 * A SUCCESS answer that carries no hotel data. Its message says `response.hotel is undefined`:
 * a hotel fetch error that mentions undefined data shows "We couldn’t find any hotels for your
 * search." (machines/hotelDetail.machine.ts, fetchErrorMessage).
 */
export class NoHotelDataError extends Error {
  constructor(readonly path: string) {
    super(`The answer of ${path} has no hotel data: response.hotel is undefined`);
    this.name = 'NoHotelDataError';
  }
}

/** One detail call: the payload, or NoHotelDataError when the server said SUCCESS with no hotel. */
async function detailCall(path: string, body: object, signal: AbortSignal): Promise<HotelDetailPayload> {
  // The contract's answer, or a SUCCESS whose response (or its hotel) is missing.
  const answer = await call((s) => s.detailAnswer, path, { method: 'POST', body, signal });
  const parsed = (await schemas()).hotelDetailResponse.safeParse(answer);
  if (!parsed.success) throw new NoHotelDataError(path);
  return parsed.data.response;
}

/** A stay in the shape the page keeps it. */
export interface StayRooms {
  checkIn: string;
  checkOut: string;
  rooms: Array<{ adults: number; childAges: number[] }>;
}

/** The search query of a stay (nationality 106, INR; one room entry per room). */
export function stayQuery(stay: StayRooms): SearchQueryInput {
  return {
    checkinDate: stay.checkIn,
    checkoutDate: stay.checkOut,
    roomInfo: stay.rooms.map((r) => ({
      numberOfRooms: 1,
      numberOfAdults: r.adults,
      numberOfChild: r.childAges.length,
      childAge: [...r.childAges],
    })),
    searchCriteria: { nationality: '106', currency: 'INR' },
    searchPreferences: { fsc: true },
  };
}

/** The stay a server query stands for (room entries with numberOfRooms > 1 become that many rooms). */
export function queryStay(query: NormalisedSearchQuery): StayRooms {
  return {
    checkIn: query.checkinDate,
    checkOut: query.checkoutDate,
    rooms: query.roomInfo.flatMap((r) =>
      Array.from({ length: Math.max(1, r.numberOfRooms) }, () => ({ adults: r.numberOfAdults, childAges: [...r.childAge] })),
    ),
  };
}

/**
 * POST /detail-search/v2: the hotel priced for the stored query of `hotelSearchId` (prices match
 * the search). `searchQuery` is the stay kept in the session, sent as the call has always carried
 * it; the server prices the stored search and ignores it (tests/api/catalogue/detail.test.ts), so
 * the cache key is the hotel and the search id alone.
 */
export function fetchDetailV2(hotelId: string, hotelSearchId: string, stay: StayRooms): Promise<HotelDetailPayload> {
  return cached(
    detailKeys.v2(hotelId, hotelSearchId),
    (signal) => detailCall('/detail-search/v2', { id: hotelId, hotelSearchId, searchQuery: stayQuery(stay) }, signal),
    undefined,
    { staleTime: DETAIL_V2_CACHE_MS },
  );
}

export interface SearchByHotelIdOptions {
  /**
   * Ask the server even when an answer for this hotel and stay is cached (the Update button
   * runs a fresh hotel search). The fresh answer then replaces the cached one.
   */
  fresh?: boolean;
}

/** POST /search-by-hotel-id: a search of one hotel for a stay (cached 5 minutes unless `fresh`). */
export function searchByHotelId(hotelId: string, stay: StayRooms, options: SearchByHotelIdOptions = {}): Promise<HotelDetailPayload> {
  const searchQuery = stayQuery(stay);
  return cached(
    detailKeys.byHotelId(hotelId, searchQuery),
    (signal) => detailCall('/search-by-hotel-id', { searchQuery, sync: true, hotelId }, signal),
    undefined,
    // A fresh read: any cached answer counts as stale.
    options.fresh ? { staleTime: 0 } : {},
  );
}
