import { z } from 'zod';
import { successEnvelope } from './envelope';
import { themeId } from './ids';
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

/** GET /cities/search/{QUERY}: best matches first; `cities` are sub-places within 15 km. */
export const subPlace = z.object({ id: z.number().int(), fullRegionName: z.string() });
export const citySuggestion = z.object({
  id: z.number().int(),
  cityName: z.string(),
  fullRegionName: z.string(),
  cities: z.array(subPlace),
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
