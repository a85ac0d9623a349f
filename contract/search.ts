import { z } from 'zod';
import { successEnvelope } from './envelope';
import { hotelHit } from './hotel';
import { searchQuery } from './searchQuery';

/** POST /hotel-search-v2 (spec 000 §3). `searchQuery.searchCriteria.city` is a city or sub-place id. */
export const hotelSearchRequest = z.object({
  cityName: z.string().max(200).optional(),
  searchQuery,
  sync: z.boolean().optional(),
});
export type HotelSearchRequest = z.input<typeof hotelSearchRequest>;

/** `hotelSearchId` is valid 30 minutes; hotels without a bookable option are left out. */
export const hotelSearchResponse = successEnvelope(
  z.object({ hotelSearchId: z.string(), searchResult: z.object({ his: z.array(hotelHit) }) }),
);

/** GET /trending-gateway: hotels priced for the default stay (today to tomorrow, 1 room, 1 adult). */
export const trendingResponse = successEnvelope(z.object({ searchResult: z.object({ his: z.array(hotelHit) }) }));
