/**
 * The kinds of property the catalogue has, how a description names each, and the stars each may
 * have: India's Ministry of Tourism rates hotels and resorts 1 to 5 stars and heritage hotels (here
 * PALACE) at the top; guest houses, inns and lodges are budget stays, at most 3 stars here;
 * serviced apartments, residencies and villas at most 4. The generator makes hotels that keep
 * these, and an imported hotel is refused when its stars do not fit its kind. Pure.
 */
export type PropertyType = 'HOTEL' | 'INN' | 'GUESTHOUSE' | 'LODGE' | 'RESORT' | 'RESIDENCE' | 'APARTMENT' | 'APARTHOTEL' | 'VILLA' | 'PALACE';

/** How a description names a kind of property. */
export const PT_LABEL: Record<PropertyType, string> = {
  HOTEL: 'hotel', INN: 'inn', GUESTHOUSE: 'guest house', LODGE: 'lodge', RESORT: 'resort', RESIDENCE: 'residency',
  APARTMENT: 'serviced apartment', APARTHOTEL: 'aparthotel', VILLA: 'villa', PALACE: 'heritage palace',
};

/** The star ratings a kind of property may have. */
export const STARS_OF_TYPE: Record<PropertyType, readonly number[]> = {
  HOTEL: [3, 4, 5],
  RESORT: [3, 4, 5],
  PALACE: [4, 5],
  APARTHOTEL: [3, 4],
  APARTMENT: [3, 4],
  RESIDENCE: [3, 4],
  VILLA: [3, 4],
  INN: [3],
  GUESTHOUSE: [3],
  LODGE: [3],
};
