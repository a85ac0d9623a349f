/**
 * The city calls: destination suggestions (cancellable), all curated cities,
 * themes and the cities of one theme. Every answer is cached for 5 minutes.
 */
import type { CitySuggestion } from '../../contract/cities';
import type { DestinationOption } from '../../domain/searchValidation';
import { cached, type CachedRead } from './cache';
import { call } from './client';
import { queryClient } from './queryClient';

export const cityKeys = {
  search: (query: string) => ['cities', 'search', query] as const,
  all: ['cities', 'all'] as const,
  themes: ['cities', 'themes'] as const,
  byTheme: (vibeId: string) => ['cities', 'theme', vibeId] as const,
};

/** The name a sub-place is searched by: the first part of its full region name. */
const placeName = (fullRegionName: string) => fullRegionName.split(',')[0]!.trim();

/** The airport, station, landmark or hotel a suggestion names (its `id` is then its city's). */
function placeOf(suggestion: CitySuggestion): Pick<DestinationOption, 'place'> {
  if (suggestion.near) return { place: { kind: suggestion.near.kind, id: suggestion.near.id } };
  if (suggestion.hotelId) return { place: { kind: 'hotel', id: suggestion.hotelId } };
  return {};
}

/**
 * Each state, region, city, airport, station, landmark or hotel, then the places within a city,
 * as lines of the suggestion list. An airport's or station's code leads its line's region.
 */
export function toOptions(projections: readonly CitySuggestion[]): DestinationOption[] {
  return projections.flatMap((city) => [
    {
      id: city.id,
      name: city.cityName,
      label: city.code ? `${city.code} · ${city.fullRegionName}` : city.fullRegionName,
      kind: city.kind ?? 'city',
      ...placeOf(city),
      ...(city.hotelCount !== undefined ? { hotelCount: city.hotelCount } : {}),
      ...(city.exactMatch !== undefined ? { exactMatch: city.exactMatch } : {}),
    },
    ...city.cities.map((p) => ({ id: p.id, name: placeName(p.fullRegionName), label: p.fullRegionName, kind: p.kind ?? 'area', parentId: city.id })),
  ]);
}

/**
 * GET /cities/search/{QUERY}. Aborting `signal` (a newer query) cancels the request unless the
 * answer is already cached.
 */
export async function suggestDestinations(text: string, signal?: AbortSignal): Promise<DestinationOption[]> {
  const query = text.trim().toUpperCase();
  const key = cityKeys.search(query);
  const cancel = () => void queryClient.cancelQueries({ queryKey: key });
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const answer = await cached(key, (signal) => call((s) => s.citySearchResponse, `/cities/search/${encodeURIComponent(query)}`, { signal }));
    return toOptions(answer.response.cityResponseProjections);
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

export type CityEntry = { cityId: number; cityName: string; themeId: number; videoUrl: string };

/** GET /retrieve-all-cities: one entry per theme and city. */
export const allCities: CachedRead<CityEntry[]> = {
  key: cityKeys.all,
  load: async (signal) => (await call((s) => s.allCitiesResponse, '/retrieve-all-cities', { signal })).response,
};

export type ThemeEntry = { id: number; name: string; imageUrl: string };

/** GET /retrieve-themes */
export const themes: CachedRead<ThemeEntry[]> = {
  key: cityKeys.themes,
  load: async (signal) => (await call((s) => s.themesResponse, '/retrieve-themes', { signal })).response,
};

export type ThemeCity = { cityId: number; cityName: string; videoUrl: string };

/** GET /retrieve-cities-by-theme/{vibeId} */
export function citiesByTheme(vibeId: string): CachedRead<ThemeCity[]> {
  return {
    key: cityKeys.byTheme(vibeId),
    load: async (signal) => (await call((s) => s.citiesByThemeResponse, `/retrieve-cities-by-theme/${encodeURIComponent(vibeId)}`, { signal })).response,
  };
}
