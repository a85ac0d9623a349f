/**
 * The home page's three fixed collections, in display order, with fixed ids: the
 * home page shows them (src/content/collections.ts), and the server gives each of their cities
 * hotels and takes trending hotels from Popular Destinations (server/reference/collections.ts). Ids are
 * GeoNames ids; names and states are the catalogue's (a test checks); images are served by the
 * app. No schema: the home page reads it without zod.
 */

export interface CollectionCity {
  cityId: number;
  cityName: string;
  /** Shown under the name and in the suggestion list. */
  region: string;
}

export interface Collection {
  id: 'popular-destinations' | 'iconic-temple-cities' | 'best-destinations';
  title: string;
  cities: CollectionCity[];
}

/** The picture of a city tile (the same URL `/retrieve-all-cities` gives as `videoUrl`). */
export const cityImageUrl = (cityId: number) => `/media/cities/${cityId}.svg`;

const city = (cityId: number, cityName: string, state: string): CollectionCity => ({
  cityId,
  cityName,
  region: `${cityName}, ${state}, India`,
});

export const COLLECTIONS: [Collection, Collection, Collection] = [
  {
    id: 'popular-destinations',
    title: 'Popular Destinations',
    cities: [
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
    ],
  },
  {
    id: 'iconic-temple-cities',
    title: 'Iconic Temple Cities',
    cities: [
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
    ],
  },
  {
    id: 'best-destinations',
    title: "Explore India's Best Destinations",
    cities: [
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
    ],
  },
];

/** The GeoNames ids of a collection, in display order. */
export const cityIdsOf = (collection: Collection): number[] => collection.cities.map((c) => c.cityId);
