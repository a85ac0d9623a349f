import { z } from 'zod';
import { cityIdInput, hotelId, isoDate } from './primitives';

/**
 * A room entry of a search query. The shortcut spelling
 * (`numberOfChildren`, `childAges`) is accepted too. `numberOfRooms` rooms of this occupancy.
 */
export const roomInfoEntry = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const v = { ...(value as Record<string, unknown>) };
    if (v.numberOfChild === undefined && v.numberOfChildren !== undefined) v.numberOfChild = v.numberOfChildren;
    if (v.childAge === undefined && v.childAges !== undefined) v.childAge = v.childAges;
    return v;
  },
  z
    .object({
      numberOfRooms: z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').default(1),
      numberOfAdults: z.number().int('must be a whole number').min(1, 'adults must be 1 to 2').max(2, 'adults must be 1 to 2'),
      numberOfChild: z.number().int('must be a whole number').min(0, 'children must be 0 to 2').max(2, 'children must be 0 to 2').default(0),
      childAge: z
        .array(z.number().int('must be a whole number').min(0, 'child age must be 0 to 17').max(17, 'child age must be 0 to 17'))
        .max(2, 'children must be 0 to 2')
        .default([]),
    })
    .refine((r) => r.childAge.length === r.numberOfChild, { message: 'give one age per child', path: ['childAge'] }),
);
export type RoomInfoEntry = z.infer<typeof roomInfoEntry>;

export const roomInfo = z
  .array(roomInfoEntry)
  .min(1, 'at least 1 room is needed')
  .refine((rooms) => rooms.reduce((n, r) => n + r.numberOfRooms, 0) <= 5, 'at most 5 rooms in total');

/** What a search may be centred on besides a city: an airport, a railway station or a landmark. */
export const nearPlaceKind = z.enum(['airport', 'station', 'landmark'], 'must be airport, station or landmark');
export type NearPlaceKind = z.infer<typeof nearPlaceKind>;

/**
 * The place a search is centred on, as the suggestions name it:
 * `{ kind: 'airport', id: 'BOM' }`, `{ kind: 'station', id: 'howrah' }`,
 * `{ kind: 'landmark', id: '1275339-gateway-of-india' }`. The hotels within 15 km of it are
 * searched, nearest first, each with its distance; `city` is then the place's city.
 */
export const nearPlace = z.object({
  kind: nearPlaceKind,
  id: z.string().regex(/^[A-Za-z0-9-]{1,80}$/, 'must be a place id from the suggestions (letters, digits and -)'),
});
export type NearPlace = z.infer<typeof nearPlace>;

export const searchCriteria = z.object({
  /** City or sub-place id (GeoNames). Required by /hotel-search-v2. */
  city: cityIdInput.optional(),
  near: nearPlace.optional(),
  nationality: z.string().regex(/^\d{1,4}$/, 'must be a country code').default('106'),
  currency: z.literal('INR', 'only INR is offered').default('INR'),
});

export const searchPreferences = z.object({
  /** Star ratings to include; empty or absent = 3, 4 and 5. */
  ratings: z.array(z.number().int().min(1).max(5)).max(5).optional(),
  /** Sent by the client (true); static content is always included. */
  fsc: z.boolean().optional(),
  /** Limit the search to these hotels. */
  hids: z.array(hotelId).max(200).optional(),
});

export const searchQuery = z.object({
  checkinDate: isoDate,
  checkoutDate: isoDate,
  roomInfo,
  searchCriteria: searchCriteria.default({ nationality: '106', currency: 'INR' }),
  searchPreferences: searchPreferences.default({}),
});
export type SearchQueryInput = z.infer<typeof searchQuery>;

/** The query as the server stored and priced it (echoed by the detail calls). */
export const normalisedSearchQuery = z.object({
  checkinDate: isoDate,
  checkoutDate: isoDate,
  roomInfo: z.array(
    z.object({
      numberOfRooms: z.number().int(),
      numberOfAdults: z.number().int(),
      numberOfChild: z.number().int(),
      childAge: z.array(z.number().int()),
    }),
  ),
  searchCriteria: z.object({ city: z.number().int().optional(), near: nearPlace.optional(), nationality: z.string(), currency: z.literal('INR') }),
  searchPreferences: z.object({ ratings: z.array(z.number().int()), fsc: z.boolean(), hids: z.array(z.string()).optional() }),
});
export type NormalisedSearchQuery = z.infer<typeof normalisedSearchQuery>;
