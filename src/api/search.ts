/**
 * POST /hotel-search-v2 (spec 000 §3, §7): the request is built from the results page query and
 * the rooms kept in session storage, with the spec defaults (nationality 106, INR, ratings 3, 4
 * and 5, fsc true). Answers are cached for 5 minutes by query and rooms.
 */
import { z } from 'zod';
import { successEnvelope } from '../../contract/envelope';
import { hotelHit, type HotelHit } from '../../contract/hotel';
import type { HotelSearchRequest } from '../../contract/search';
import { cached } from './cache';
import { call } from './client';
import { searchKeys } from './cacheKeys';
import { sessionKeys, sessionStore } from './storage';
import { validateInSlices } from './validateInSlices';

export interface SearchParams {
  place: string;
  destination: string;
  checkIn: string;
  checkOut: string;
}

/** A room as the search panel keeps it in session storage (`rooms`, JSON). */
export interface PanelRoom {
  adults: number;
  children?: number;
  childAges?: number[];
}

export const DEFAULT_ROOMS: PanelRoom[] = [{ adults: 1, children: 0, childAges: [] }];


/** The rooms in session storage, or 1 room with 1 adult when absent or unreadable. */
export function storedRooms(): PanelRoom[] {
  const raw = sessionStore.get(sessionKeys.rooms);
  if (!raw) return DEFAULT_ROOMS;
  try {
    const list = JSON.parse(raw) as unknown;
    if (!Array.isArray(list) || list.length === 0) return DEFAULT_ROOMS;
    const rooms = list.map((r) => {
      const room = r as Record<string, unknown>;
      const ages = Array.isArray(room.childAges) ? room.childAges.filter((a): a is number => Number.isInteger(a)) : [];
      return { adults: Number.isInteger(room.adults) ? (room.adults as number) : 1, children: ages.length, childAges: ages };
    });
    return rooms.slice(0, 5);
  } catch {
    return DEFAULT_ROOMS;
  }
}

/** The search request of spec 000 §3 for a query and rooms. */
export function buildSearchRequest(params: SearchParams, rooms: PanelRoom[] = DEFAULT_ROOMS): HotelSearchRequest {
  return {
    cityName: params.destination,
    searchQuery: {
      checkinDate: params.checkIn,
      checkoutDate: params.checkOut,
      roomInfo: rooms.map((r) => ({
        numberOfRooms: 1,
        numberOfAdults: r.adults,
        numberOfChild: r.childAges?.length ?? 0,
        childAge: [...(r.childAges ?? [])],
      })),
      searchCriteria: { city: params.place, nationality: '106', currency: 'INR' },
      searchPreferences: { ratings: [3, 4, 5], fsc: true },
    },
    sync: true,
  };
}

export interface SearchAnswer {
  hotelSearchId: string;
  hotels: HotelHit[];
}

/**
 * `hotelSearchResponse` checked in two steps: the envelope at once, then the hotels (a few
 * hundred for a metro) in slices, so the check does not hold the page up in one long task.
 */
const searchEnvelope = successEnvelope(z.object({ hotelSearchId: z.string(), searchResult: z.object({ his: z.array(z.unknown()) }) }));

/** Runs the search (or reuses a fresh answer for the same query and rooms). */
export function searchHotels(params: SearchParams, rooms: PanelRoom[] = storedRooms()): Promise<SearchAnswer> {
  return cached(searchKeys.one(params, rooms), async (signal) => {
    const answer = await call(searchEnvelope, '/hotel-search-v2', {
      method: 'POST',
      body: buildSearchRequest(params, rooms),
      signal,
    });
    const hotels = await validateInSlices(answer.response.searchResult.his, hotelHit, '/hotel-search-v2');
    return { hotelSearchId: answer.response.hotelSearchId, hotels };
  });
}
