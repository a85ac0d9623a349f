import { z } from 'zod';
import { successEnvelope } from './envelope';
import { geoLocation } from './hotel';
import { hotelId, themeId } from './ids';
import { nearPlace } from './searchQuery';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text';

/** GET /retrieve-all-cities: one entry per (theme, city); `videoUrl` is the tile image. */
export const allCitiesEntry = z.object({
  cityId: z.number().int(),
  cityName: z.string(),
  themeId: z.number().int(),
  videoUrl: z.string(),
});
export const allCitiesResponse = successEnvelope(z.array(allCitiesEntry));

/** GET /retrieve-themes */
export const theme = z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string() });
export const themesResponse = successEnvelope(z.array(theme));

/** GET /retrieve-cities-by-theme/{vibeId} */
export const themeCity = z.object({ cityId: z.number().int(), cityName: z.string(), videoUrl: z.string() });
export const citiesByThemeParams = z.object({ vibeId: themeId });
export const citiesByThemeResponse = successEnvelope(z.array(themeCity));

/**
 * What a destination is: a state or union territory, a well-known
 * region (Coorg), a city, an area within a city, an airport, a railway station, a landmark or a
 * hotel. A state's or region's search covers its cities; an airport's, station's or landmark's
 * the hotels within 15 km of it, nearest first.
 */
export const destinationKind = z.enum(['state', 'region', 'city', 'area', 'airport', 'station', 'landmark', 'hotel']);
export type DestinationKind = z.infer<typeof destinationKind>;

/**
 * GET /cities/search/{QUERY}: best matches first; `cities` are the areas of a city (within 15 km).
 * Beyond the fields the browser first read: `kind`; `hotelCount`, the hotels its search covers (a
 * state's or region's and a city's; an airport's, station's or landmark's within 15 km of it);
 * `exactMatch`, the query is its name, another name or its code.
 *
 * An airport, station or landmark is a suggestion of its own whose `id` is its city's (a client
 * that knows only cities searches that city): `near` names the place for a search around it
 * (searchCriteria.near), `code` is an airport's IATA code or a station's railway code, and `gl`
 * is its point. A hotel's suggestion also has its city's `id`, and `hotelId`, the hotel itself.
 */
export const subPlace = z.object({ id: z.number().int(), fullRegionName: z.string(), kind: destinationKind.optional() });
export const citySuggestion = z.object({
  id: z.number().int(),
  cityName: z.string(),
  fullRegionName: z.string(),
  cities: z.array(subPlace),
  kind: destinationKind.optional(),
  hotelCount: z.number().int().nonnegative().optional(),
  exactMatch: z.boolean().optional(),
  near: nearPlace.optional(),
  code: z.string().optional(),
  gl: geoLocation.optional(),
  hotelId: hotelId.optional(),
});
export const citySearchParams = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'type at least 1 character')
    .max(60, 'at most 60 characters')
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE),
});
export const citySearchResponse = successEnvelope(z.object({ cityResponseProjections: z.array(citySuggestion) }));
export type CitySuggestion = z.infer<typeof citySuggestion>;
