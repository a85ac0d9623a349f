/**
 * The three fixed home-page collections of spec 000 §2, in display order. The server keeps the
 * same ids in its content file (server/db/seed/content/collections.ts) and gives every one of
 * these cities hotels, but `/retrieve-all-cities` only lists themed cities, so the lists live
 * here too: keep both files in step. Ids are GeoNames ids; images are served by the app.
 */
import type { DestinationOption } from '../domain/searchValidation';

export interface CollectionCity {
  cityId: number;
  cityName: string;
  /** Shown under the name and in the suggestion list. */
  region: string;
}

/** The picture of a city tile (the same URL `/retrieve-all-cities` gives as `videoUrl`). */
export const cityImageUrl = (cityId: number) => `/media/cities/${cityId}.svg`;

const city = (cityId: number, cityName: string, state: string): CollectionCity => ({
  cityId,
  cityName,
  region: `${cityName}, ${state}, India`,
});

export const popularDestinations: CollectionCity[] = [
  city(1273294, 'Delhi', 'Delhi'),
  city(1275339, 'Mumbai', 'Maharashtra'),
  city(1277333, 'Bengaluru', 'Karnataka'),
  city(1269515, 'Jaipur', 'Rajasthan'),
  city(1273858, 'Calangute', 'Goa'),
  city(1264527, 'Chennai', 'Tamil Nadu'),
  city(1275004, 'Kolkata', 'West Bengal'),
  city(1269843, 'Hyderabad', 'Telangana'),
  city(1253986, 'Udaipur', 'Rajasthan'),
  city(1279259, 'Agra', 'Uttar Pradesh'),
  city(1253405, 'Varanasi', 'Uttar Pradesh'),
  city(1263967, 'Manali', 'Himachal Pradesh'),
  city(1273874, 'Kochi', 'Kerala'),
  city(1259229, 'Pune', 'Maharashtra'),
  city(1258128, 'Rishikesh', 'Uttarakhand'),
];

export const templeCities: CollectionCity[] = [
  city(1253405, 'Varanasi', 'Uttar Pradesh'),
  city(1264521, 'Madurai', 'Tamil Nadu'),
  city(1254360, 'Tirupati', 'Andhra Pradesh'),
  city(1278710, 'Amritsar', 'Punjab'),
  city(1259184, 'Puri', 'Odisha'),
  city(1258698, 'Rameswaram', 'Tamil Nadu'),
  city(1256489, 'Shirdi', 'Maharashtra'),
  city(1270351, 'Haridwar', 'Uttarakhand'),
  city(1253914, 'Ujjain', 'Madhya Pradesh'),
  city(1272140, 'Dwarka', 'Gujarat'),
];

export const bestDestinations: CollectionCity[] = [
  city(1273294, 'Delhi', 'Delhi'),
  city(1275339, 'Mumbai', 'Maharashtra'),
  city(1269515, 'Jaipur', 'Rajasthan'),
  city(1279259, 'Agra', 'Uttar Pradesh'),
  city(1253986, 'Udaipur', 'Rajasthan'),
  city(1253405, 'Varanasi', 'Uttar Pradesh'),
  city(1273858, 'Calangute', 'Goa'),
  city(1262463, 'Munnar', 'Kerala'),
  city(1264976, 'Leh', 'Ladakh'),
  city(1273467, 'Darjeeling', 'West Bengal'),
  city(1256237, 'Shimla', 'Himachal Pradesh'),
  city(1262321, 'Mysore', 'Karnataka'),
  city(1278710, 'Amritsar', 'Punjab'),
  city(1258128, 'Rishikesh', 'Uttarakhand'),
  city(1259425, 'Puducherry', 'Puducherry'),
];

export const collectionTitles = {
  vibes: 'Choose Your Vibe, Stay In Style',
  popular: 'Popular Destinations',
  trending: 'Trending Hotels',
  temples: 'Iconic Temple Cities',
  best: "Explore India's Best Destinations",
} as const;

/** The theme tab selected first (spec 000 §2: index 2). */
export const DEFAULT_THEME_TAB = 2;

/** The built-in popular cities the destination box offers under 3 typed characters. */
export const popularSuggestions: DestinationOption[] = popularDestinations.map((c) => ({
  id: c.cityId,
  name: c.cityName,
  label: c.region,
  kind: 'city',
}));

/** The app download block. */
export const appDownload = {
  title: 'Get the Padaav app',
  text: 'Search, book and keep your bookings at hand on your phone.',
  stores: [
    { label: 'Get it on Google Play', href: 'https://play.google.com/store/apps/details?id=in.padaav.app' },
    { label: 'Download on the App Store', href: 'https://apps.apple.com/in/app/padaav/id6470000000' },
  ],
} as const;
