/**
 * The hotel detail calls (spec 001 §7): detail by search id (v2), by hotel id for a stay, and
 * plain detail. Each answer is validated with the shared contract and cached: 40 min (v2),
 * 30 min (plain), 5 min (search by hotel id). Cancellation policy, reviews and nearby places are
 * in hotelExtras.ts (kept apart: this file is in the main bundle, for the route's prefetch).
 */
import { hotelDetailResponse, type HotelDetailPayload } from '../../contract/detail';
import type { NormalisedSearchQuery, SearchQueryInput } from '../../contract/searchQuery';
import { cached } from './cache';
import { call } from './client';
import { detailKeys } from './cacheKeys';

export const DETAIL_CACHE_MS = 30 * 60_000;
export const DETAIL_V2_CACHE_MS = 40 * 60_000;


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

/** POST /detail-search/v2: the hotel priced for the stored query of `hotelSearchId` (prices match the search). */
export function fetchDetailV2(hotelId: string, hotelSearchId: string): Promise<HotelDetailPayload> {
  return cached(
    detailKeys.v2(hotelId, hotelSearchId),
    async (signal) => (await call(hotelDetailResponse, '/detail-search/v2', { method: 'POST', body: { id: hotelId, hotelSearchId }, signal })).response,
    undefined,
    { staleTime: DETAIL_V2_CACHE_MS },
  );
}

/** POST /detail-search: the hotel priced for the default stay. */
export function fetchDetail(hotelId: string): Promise<HotelDetailPayload> {
  return cached(
    detailKeys.plain(hotelId),
    async (signal) => (await call(hotelDetailResponse, '/detail-search', { method: 'POST', body: { id: hotelId }, signal })).response,
    undefined,
    { staleTime: DETAIL_CACHE_MS },
  );
}

/** POST /search-by-hotel-id: a fresh search of one hotel for a stay (also the Update button). */
export function searchByHotelId(hotelId: string, stay: StayRooms): Promise<HotelDetailPayload> {
  const searchQuery = stayQuery(stay);
  return cached(
    detailKeys.byHotelId(hotelId, searchQuery),
    async (signal) =>
      (await call(hotelDetailResponse, '/search-by-hotel-id', { method: 'POST', body: { searchQuery, sync: true, hotelId }, signal })).response,
  );
}
