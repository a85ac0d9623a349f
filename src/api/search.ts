/**
 * POST /hotel-search-v2: the request is built from the results page's query and
 * rooms, with the spec defaults (nationality 106, INR, ratings 3, 4 and 5, fsc true). Answers
 * are cached for 5 minutes by query and rooms.
 */
import type { HotelHit } from '../../contract/hotel';
import type { HotelSearchRequest } from '../../contract/search';
import { parseLatLng } from '../model/mapProjection';
import type { LatLng, NamedPoint } from '../../domain/geo';
import { cached } from './cache';
import { schemas } from './contract';
import { call } from './client';
import { searchKeys } from './cacheKeys';
import { validateInSlices } from './validateInSlices';
import { parseNearPlace } from '../../machines/rules/nearPlace';

export interface SearchParams {
  place: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  /** The airport, station or landmark searched near (`airport-BOM`), if any. */
  near?: string;
}

/** The guests of one room. */
export interface SearchRoom {
  adults: number;
  childAges?: readonly number[];
}

const ONE_ADULT: readonly SearchRoom[] = [{ adults: 1 }];

/**
 * The search request for a query and rooms (1 room with 1 adult unless given);
 * near a place, `searchCriteria.near` names it.
 */
export function buildSearchRequest(params: SearchParams, rooms: readonly SearchRoom[] = ONE_ADULT): HotelSearchRequest {
  const near = parseNearPlace(params.near);
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
      searchCriteria: { city: params.place, ...(near ? { near } : {}), nationality: '106', currency: 'INR' },
      searchPreferences: { ratings: [3, 4, 5], fsc: true },
    },
    sync: true,
  };
}

export interface SearchAnswer {
  hotelSearchId: string;
  hotels: HotelHit[];
  /** The searched place (`searchResult.centre`), where the map centres; null when not given. */
  centre: LatLng | null;
  /** A state's or region's towns with hotels (`searchResult.towns`); empty for a city. */
  towns: NamedPoint[];
  /** The place searched near (`searchResult.near`), or null. */
  near: NamedPoint | null;
}

/** Runs the search (or reuses a fresh answer for the same query and rooms). */
export function searchHotels(params: SearchParams & { rooms: readonly SearchRoom[] }): Promise<SearchAnswer> {
  const { rooms } = params;
  return cached(searchKeys.one(params, rooms), async (signal) => {
    // The envelope is checked at once, the hotels (a few hundred for a metro) in slices.
    const answer = await call((s) => s.searchEnvelope, '/hotel-search-v2', {
      method: 'POST',
      body: buildSearchRequest(params, rooms),
      signal,
    });
    const hotels = await validateInSlices(answer.response.searchResult.his, (await schemas()).hotelHit, '/hotel-search-v2');
    const { centre, towns = [], near } = answer.response.searchResult;
    const named = towns.flatMap((t) => {
      const at = parseLatLng(t.lt, t.ln);
      return at ? [{ name: t.name, ...at }] : [];
    });
    const nearAt = near ? parseLatLng(near.lt, near.ln) : null;
    return {
      hotelSearchId: answer.response.hotelSearchId,
      hotels,
      centre: centre ? parseLatLng(centre.lt, centre.ln) : null,
      towns: named,
      near: near && nearAt ? { name: near.name, ...nearAt } : null,
    };
  });
}
