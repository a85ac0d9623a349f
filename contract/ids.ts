/**
 * Every id a request may carry, each with its one strict pattern. An id that does not match is
 * refused at the contract with a 400 naming the field, so no odd byte (a NUL, a control
 * character, 10,000 characters) ever reaches a lookup or the database.
 */
import { z } from 'zod';

/** Hotel ids are digit strings. */
export const HOTEL_ID_PATTERN = /^\d{4,16}$/;
export const hotelId = z.string().regex(HOTEL_ID_PATTERN, 'must be a hotel id');

/** A search's id (`hotelSearchId`): 20 lower-case hex digits. */
export const SEARCH_ID_PATTERN = /^[0-9a-f]{20}$/;
export const hotelSearchId = z.string().regex(SEARCH_ID_PATTERN, 'must be a hotelSearchId');

/** An option id of a search (`{hotelSearchId}-{hotelId}-{roomTypePosition}-{planCode}`). */
export const OPTION_ID_PATTERN = /^([0-9a-f]{20})-(\d{4,16})-(\d{1,2})-([A-Z]{2}[RN])$/;
export const optionId = z.string().regex(OPTION_ID_PATTERN, 'must be an option id');

/** `PDV` and 10 characters of Crockford's base 32: random, never sequential. */
export const BOOKING_ID_PATTERN = /^PDV[0-9A-HJKMNP-TV-Z]{10}$/;
export const bookingId = z.string().regex(BOOKING_ID_PATTERN, 'must be a booking id');

/** User ids are random UUIDs, as the server makes them (lower-case hex). */
export const USER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const userId = z.string().regex(USER_ID_PATTERN, 'must be a user id');

/** The largest id the database's integer columns hold (GeoNames city ids, theme ids). */
const MAX_INT_ID = 2_147_483_647;

/** A GeoNames city or sub-place id; clients may send it as a number or a digit string. */
export const CITY_ID_PATTERN = /^\d{1,10}$/;
export const cityId = z
  .union([z.number(), z.string().regex(CITY_ID_PATTERN, 'must be a city id').transform(Number)])
  .pipe(z.number().int('must be a city id').min(1, 'must be a city id').max(MAX_INT_ID, 'must be a city id'));

/** A theme ("vibe") id, in a path: a positive whole number. */
export const themeId = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a theme id')
  .transform(Number)
  .pipe(z.number().min(1, 'must be a theme id').max(MAX_INT_ID, 'must be a theme id'));
