import { z } from 'zod';
import { successEnvelope } from './envelope';
import { geoLocation, hotelHit } from './hotel';
import { nearPlaceKind, searchQuery } from './searchQuery';
import { text } from './text';

/** POST /hotel-search-v2. `searchQuery.searchCriteria.city` is a city or sub-place id. */
export const hotelSearchRequest = z.object({
  cityName: text(200).optional(),
  searchQuery,
  sync: z.boolean().optional(),
});
export type HotelSearchRequest = z.input<typeof hotelSearchRequest>;

/**
 * `hotelSearchId` is valid 30 minutes; hotels without a bookable option are left out.
 * `searchResult.centre`: the searched city or sub-place's
 * coordinates as text, like a hotel's `gl`, where the map centres. This server
 * always sends it; a client without it centres on the default (New Delhi).
 */
export const searchCentre = geoLocation;
/**
 * `searchResult.towns` (an addition too): for a state or region, its towns with hotels, so a card
 * measures a hotel's distance from the nearest of them rather than from the region's middle.
 */
export const searchTown = geoLocation.extend({ name: z.string() });
/**
 * `searchResult.near` (an addition too): the place a search near an airport, station or landmark
 * was centred on, with its name and point (`centre` is the same point). Its hotels are those
 * within 15 km, nearest first, each with its distance in `km`.
 */
export const searchNear = geoLocation.extend({ kind: nearPlaceKind, id: z.string(), name: z.string() });
export const hotelSearchResponse = successEnvelope(
  z.object({
    hotelSearchId: z.string(),
    searchResult: z.object({ centre: searchCentre.optional(), towns: z.array(searchTown).optional(), near: searchNear.optional(), his: z.array(hotelHit) }),
  }),
);

/** GET /trending-gateway: hotels priced for the default stay (today to tomorrow, 1 room, 1 adult). */
export const trendingResponse = successEnvelope(z.object({ searchResult: z.object({ his: z.array(hotelHit) }) }));
