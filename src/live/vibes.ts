/**
 * The reads of the themed cities ("vibes"): the home page's theme tabs and one theme's page,
 * each cached 5 minutes by src/api/cities.ts.
 */
import { useMemo } from 'react';
import { allCities, citiesByTheme, themes, type CityEntry, type ThemeCity, type ThemeEntry } from '../api/cities';
import { ApiCallError } from '../api/client';
import { THEME_TAB_CITIES } from '../content/collections';
import { useCachedRead, type Retryable } from './useCachedRead';

/** A theme's home-page tab: its id, its name and its first cities. */
export interface VibeTab {
  id: number;
  name: string;
  cities: CityEntry[];
}

function vibeTabs(themeList: readonly ThemeEntry[], cities: readonly CityEntry[]): VibeTab[] {
  return themeList.map((t) => ({ id: t.id, name: t.name, cities: cities.filter((c) => c.themeId === t.id).slice(0, THEME_TAB_CITIES) }));
}

/** Every theme with its first cities, from the themes and all-cities calls (pending until both are in). */
export function useVibeTabs(): Retryable<VibeTab[]> {
  const themeList = useCachedRead(themes);
  const cities = useCachedRead(allCities);
  return useMemo(() => {
    const retry = () => {
      if (themeList.error) themeList.retry();
      if (cities.error) cities.retry();
    };
    const error = themeList.error ?? cities.error;
    if (error) return { isPending: false, data: undefined, error, retry };
    if (themeList.data && cities.data) return { isPending: false, data: vibeTabs(themeList.data, cities.data), error: null, retry };
    return { isPending: true, data: undefined, error: null, retry };
  }, [themeList, cities]);
}

/** The cities of one theme, and whether the theme exists at all. */
export type VibeCities = Retryable<ThemeCity[]> & {
  /** The server knows no such theme (404), or the id is not a theme id at all (400). */
  unknownVibe: boolean;
};

export function useVibeCities(vibeId: string): VibeCities {
  const cities = useCachedRead(citiesByTheme(vibeId));
  return useMemo(() => ({ ...cities, unknownVibe: cities.error instanceof ApiCallError && (cities.error.status === 404 || cities.error.status === 400) }), [cities]);
}

/** The generic title while a theme's name is not known. */
const NAMELESS_VIBE = 'Stays by vibe';

/** The theme name passed as navigation state from the home page, if any. */
function stateVibeName(): string | null {
  const state = window.history.state as { vibeName?: unknown } | null;
  return typeof state?.vibeName === 'string' ? state.vibeName : null;
}

/** A theme page's title: the name the home page passed along, else the theme's name from the themes call. */
export function useVibeName(vibeId: string): string {
  const themeList = useCachedRead(themes);
  return stateVibeName() ?? themeList.data?.find((t) => String(t.id) === vibeId)?.name ?? NAMELESS_VIBE;
}
