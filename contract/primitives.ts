import { z } from 'zod';
import { isCalendarDate } from './dateText';

/** A plain local date, e.g. `2025-11-21`; 2025-02-30 is refused. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in YYYY-MM-DD form')
  .refine(isCalendarDate, 'must be a real calendar date');

/** India local date-time `YYYY-MM-DDTHH:mm` (cancellation windows). */
export const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

/** Rupees as a number with at most 2 decimals (paise inside, rupees on the wire). */
export const rupees = z
  .number()
  .nonnegative()
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most 2 decimals');

/** A GeoNames city id (ids.ts), as a number or a digit string. */
export { cityId as cityIdInput, hotelId } from './ids';
