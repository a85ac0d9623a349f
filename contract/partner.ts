/**
 * The partner API (docs/partner-api.md): what hotels and channel managers send and read under
 * `/api/partner/v1` with a key of their own. The routes check requests with these schemas, and
 * the OpenAPI document (`/api/partner/v1/openapi.json`) is generated from them.
 */
import { z } from 'zod';
import { isoDate } from './primitives';

export const PARTNER_BASE = '/api/partner/v1';

/** Most updates one push may carry, and most nights one update may cover. */
export const ARI_MAX_UPDATES = 1_000;
export const ARI_MAX_NIGHTS = 731;
/** The lowest and highest rate a night may have, paise (Rs 300 to Rs 5,00,000, as an import's). */
export const ARI_MIN_RATE_PAISE = 30_000;
export const ARI_MAX_RATE_PAISE = 50_000_000;
/** The most rooms of a type a night may sell. */
export const ARI_MAX_ROOMS = 999;

const hotelCode = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'must be a hotel code (1-40 letters, digits, dots, dashes or underscores)');
const roomCode = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'must be a room code (1-40 letters, digits, dots, dashes or underscores)');
const planCode = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/, 'must be a rate plan code (1-20 letters, digits, dots, dashes or underscores)');
const ratePaise = z
  .number('must be a number')
  .int('must be whole paise')
  .min(ARI_MIN_RATE_PAISE, `must be at least ${ARI_MIN_RATE_PAISE} (Rs 300)`)
  .max(ARI_MAX_RATE_PAISE, `must be at most ${ARI_MAX_RATE_PAISE} (Rs 5,00,000)`);
const rateRupees = z
  .number('must be a number')
  .min(ARI_MIN_RATE_PAISE / 100, 'must be at least 300')
  .max(ARI_MAX_RATE_PAISE / 100, 'must be at most 500000')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most 2 decimals');

/**
 * One update: the nights `from` to `to` (both included) of a room type, and of one of its rate
 * plans or (without `planCode`) every one. Each field given is set on every night; fields left
 * out keep what the nights have.
 */
export const ariUpdate = z
  .object({
    hotelCode: hotelCode.describe("The hotel's code: the operator's own, or PDV-{id} for a generated hotel."),
    roomCode: roomCode.describe("The room type's code in its hotel."),
    planCode: planCode.optional().describe('One rate plan of the room type (BB-R, BB-NR, or the operator\'s own); left out, every plan.'),
    from: isoDate.describe('The first night, YYYY-MM-DD (from yesterday in India on).'),
    to: isoDate.describe('The last night, YYYY-MM-DD, at most 730 days ahead.'),
    ratePaise: ratePaise.optional().describe('Rate: the base fare of one room for two adults on the plan, its meals included, before GST, in paise.'),
    rateRupees: rateRupees.optional().describe('The same rate in rupees (at most 2 decimals), instead of ratePaise.'),
    ratesPaise: z.array(ratePaise).min(1).max(ARI_MAX_NIGHTS).optional().describe('A rate per night from `from`, one for each night to `to`, instead of one rate for them all.'),
    rooms: z.number('must be a number').int('must be a whole number').min(0).max(ARI_MAX_ROOMS).optional().describe('Availability: rooms of the type to sell each night (never below the rooms already booked or held). A room type\'s, so not with planCode.'),
    stopSell: z.boolean('must be true or false').optional().describe('Stop-sell: no stay that includes the night.'),
    minStay: z.number('must be a number').int('must be a whole number').min(1).max(30).optional().describe('Minimum length of stay, through: a stay that includes the night lasts at least this many nights (1: none).'),
    closedToArrival: z.boolean('must be true or false').optional().describe('Closed to arrival (CTA): no stay starts that night.'),
    closedToDeparture: z.boolean('must be true or false').optional().describe('Closed to departure (CTD): no stay ends (checks out) on that day.'),
    sequence: z.number('must be a number').int('must be a whole number').min(0).max(Number.MAX_SAFE_INTEGER).optional()
      .describe("The sender's own counter: a night already set by a higher sequence from this key keeps that, and the update is reported stale there."),
  })
  .strict();
export type AriUpdate = z.infer<typeof ariUpdate>;

export const ariBatch = z.object({ updates: z.array(ariUpdate).min(1, 'must hold at least one update').max(ARI_MAX_UPDATES, `may hold at most ${ARI_MAX_UPDATES} updates`) }).strict();
export type AriBatch = z.infer<typeof ariBatch>;

/** A refused batch's problems: each with the update it is in (its index) and the field. */
export const ariProblem = z.object({ index: z.number().int().nullable(), field: z.string(), message: z.string() });
export type AriProblem = z.infer<typeof ariProblem>;

const nightRange = z.object({ from: isoDate, to: isoDate });

export const ariUpdateResult = z.object({
  index: z.number().int(),
  /** applied: every night; partlyStale: some nights kept a higher sequence's values; stale: all did. */
  status: z.enum(['applied', 'partlyStale', 'stale']),
  nights: z.number().int().describe('Nights set.'),
  staleNights: z.array(nightRange).describe('Nights left as a higher sequence set them.'),
  roomsKept: z.array(z.object({ night: isoDate, asked: z.number().int(), booked: z.number().int() })).describe('Nights whose rooms stay at what is already booked or held, above what was asked.'),
});
export type AriUpdateResult = z.infer<typeof ariUpdateResult>;

export const ariPushResult = z.object({
  applied: z.number().int().describe('Updates applied to at least one night.'),
  stale: z.number().int().describe('Updates applied to no night (every night stale).'),
  results: z.array(ariUpdateResult),
});
export type AriPushResult = z.infer<typeof ariPushResult>;

export const ariQuery = z
  .object({
    hotelCode,
    from: isoDate,
    to: isoDate,
  })
  .strict();

const planNight = z.object({
  date: isoDate,
  ratePaise: z.number().int().nullable().describe('Null: no rate, not sold.'),
  stopSell: z.boolean(),
  minStay: z.number().int(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
});

export const ariRead = z.object({
  hotelCode: z.string(),
  from: isoDate,
  to: isoDate,
  roomTypes: z.array(
    z.object({
      roomCode: z.string(),
      name: z.string(),
      withdrawn: z.boolean().describe('No longer sold (an import no longer lists it).'),
      nights: z.array(z.object({ date: isoDate, rooms: z.number().int(), booked: z.number().int() })),
      plans: z.array(z.object({ planCode: z.string(), meal: z.string(), refundable: z.boolean(), nights: z.array(planNight) })),
    }),
  ),
});
export type AriRead = z.infer<typeof ariRead>;

export const partnerBookingsQuery = z
  .object({
    hotelCode,
    since: z.iso.datetime({ offset: true, message: 'must be a date-time, e.g. 2026-12-01T00:00:00Z' }).optional(),
    cursor: z.string().regex(/^[0-9]{13}\.[0-9A-Z]{13}$/, 'must be the cursor a previous page gave').optional(),
  })
  .strict()
  .refine((q) => q.since !== undefined || q.cursor !== undefined, { message: 'give since (or the cursor of the previous page)', path: ['since'] });

export const partnerBooking = z.object({
  bookingId: z.string(),
  status: z.enum(['pendingPayment', 'held', 'confirmed', 'cancelled', 'expired']).describe('pendingPayment: rooms held while the traveller pays; held: booked to pay later, rooms held; confirmed: paid.'),
  roomCode: z.string(),
  planCode: z.string(),
  checkin: isoDate,
  checkout: isoDate,
  rooms: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  guest: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }).describe('The lead guest, and the booking\'s contact.'),
  totalPaise: z.number().int().describe('What the stay costs, GST included.'),
  paidPaise: z.number().int(),
  specialRequests: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string().describe('When its status last changed.'),
  cancelledAt: z.string().nullable(),
});
export type PartnerBooking = z.infer<typeof partnerBooking>;

export const partnerBookingsPage = z.object({
  bookings: z.array(partnerBooking),
  /** Give it as `cursor` for the next page; null when this is the last. */
  next: z.string().nullable(),
});
