/**
 * The home page's collections as the browser shows them: their cities (domain/collections.ts,
 * which the server shares), titles, the theme tabs and the popular cities offered while typing.
 */
import { COLLECTIONS } from '../../domain/collections';
import type { DestinationOption } from '../../domain/searchValidation';

export const [{ cities: popularDestinations }, { cities: templeCities }, { cities: bestDestinations }] = COLLECTIONS;

export const collectionTitles = {
  vibes: 'Choose Your Vibe, Stay In Style',
  popular: COLLECTIONS[0].title,
  trending: 'Trending Hotels',
  temples: COLLECTIONS[1].title,
  best: COLLECTIONS[2].title,
} as const;

/** The theme tab selected first (index 2). */
export const DEFAULT_THEME_TAB = 2;

/** How many of a theme's cities its home-page tab shows; its page (/vibes/{id}) shows them all. */
export const THEME_TAB_CITIES = 8;

/** The built-in popular cities the destination box offers under 3 typed characters. */
export const popularSuggestions: DestinationOption[] = popularDestinations.map((c) => ({
  id: c.cityId,
  name: c.cityName,
  label: c.region,
  kind: 'city',
}));
