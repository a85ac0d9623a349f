/**
 * Cache keys of the answers that carry the wishlist flag, apart from the calls themselves: the
 * wishlist refreshes them after a change without loading the search and detail calls (and
 * their schemas) into the first page.
 */
import { roomsKey } from '../../machines/rules/rooms';

/** What a search answer is kept under: the place, the dates and the guests of each room (search.ts). */
interface SearchKeyParams {
  place: string;
  checkIn: string;
  checkOut: string;
  /** The place searched near, if any: a search near the airport is not the city's. */
  near?: string;
}

/** Cache keys; `detailKeys.all` is the prefix to invalidate after a wishlist change. */
export const detailKeys = {
  all: ['hotel-detail'] as const,
  v2: (hotelId: string, searchId: string) => ['hotel-detail', 'v2', hotelId, searchId] as const,
  byHotelId: (hotelId: string, query: unknown) => ['hotel-detail', 'by-hotel-id', hotelId, JSON.stringify(query)] as const,
  policy: (hotelId: string, optionId: string) => ['cancellation-policy', hotelId, optionId] as const,
  reviews: (hotelId: string) => ['hotel-reviews', hotelId] as const,
  nearby: (lat: number, lng: number, radius: number, type: string) => ['nearby', lat.toFixed(5), lng.toFixed(5), radius, type] as const,
};

/** Cache keys; `searchKeys.all` is the prefix to invalidate (e.g. after a wishlist change). */
export const searchKeys = {
  all: ['hotel-search'] as const,
  one: (params: SearchKeyParams, rooms: Parameters<typeof roomsKey>[0]) => ['hotel-search', params.place, params.checkIn, params.checkOut, roomsKey(rooms), params.near ?? ''] as const,
};

/** Cache keys of the trending hotels. */
export const trendingKeys = { all: ['trending'] as const };

/** Cache keys of the traveller's bookings; `bookingKeys.all` is the prefix dropped after a booking, a cancellation or a logout. */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (userId: string) => ['bookings', 'mine', userId] as const,
  detail: (bookingId: string) => ['bookings', 'detail', bookingId] as const,
};
