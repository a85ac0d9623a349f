import { z } from 'zod';
import { successEnvelope } from './envelope';
import { hotelDetail } from './hotel';
import { hotelId, hotelSearchId } from './ids';
import { normalisedSearchQuery, searchQuery } from './searchQuery';

/** POST /search-by-hotel-id: prices one hotel for a query. */
export const searchByHotelIdRequest = z.object({ searchQuery, sync: z.boolean().optional(), hotelId });

/** POST /detail-search: the hotel priced for the default stay (today to tomorrow, 1 room, 1 adult). */
export const detailSearchRequest = z.object({ id: hotelId });

/** POST /detail-search/v2: the hotel priced for the stored query of `hotelSearchId`. */
export const detailSearchV2Request = z.object({
  id: hotelId,
  hotelSearchId,
  searchQuery: searchQuery.optional(),
});

/**
 * Answer of the three detail calls: `id` the hotel id, `hotelSearchId` the search the prices
 * belong to (its option ids carry it), `searchQuery` that search, and the hotel.
 */
export const hotelDetailPayload = z.object({
  id: z.string(),
  hotelSearchId: z.string(),
  searchQuery: normalisedSearchQuery,
  hotel: hotelDetail,
});
export const hotelDetailResponse = successEnvelope(hotelDetailPayload);
export type HotelDetailPayload = z.infer<typeof hotelDetailPayload>;
