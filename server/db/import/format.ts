/**
 * The catalogue file an operator imports (docs/catalogue.md): hotels with their rooms, rate plans
 * and cancellation rules, allotments and photos. The JSON form is this schema; the CSV form is
 * read into it (csvHotels.ts). Every rule a real hotel must keep is here, so a bad file is refused
 * before anything is written.
 */
import { z } from 'zod';
import { propertyType } from '../../../contract/hotel';
import { STARS_OF_TYPE } from '../../rules/propertyTypes';
import { partnerPlanCodeOf } from '../../rules/ratePlans';

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'must be 1-40 letters, digits, dots, dashes or underscores, starting with a letter or digit');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'must be a real date');
const whole = (min: number, max: number) => z.number('must be a number').int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
const list = (max: number, itemMax = 80) => z.array(text(itemMax)).max(max, `may list at most ${max}`).default([]);
/** A photo: an http(s) URL, or a file path relative to the catalogue file. */
const photo = z.string().trim().min(1, 'must not be empty').max(500).refine((p) => !/^[a-z]+:/i.test(p) || /^https?:\/\//i.test(p), 'must be an http(s) URL or a file path');

export const MEALS = ['RO', 'BB', 'DN', 'HB', 'FB', 'AI'] as const;

/** A rate plan's code for partners: 1-20 letters, digits, dots, dashes or underscores. */
export const PLAN_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/;

export const ratePlanInput = z
  .object({
    /** The code partners name it by (the partner API); its meal and refundability when absent (BB-R, BB-NR). */
    code: z.string().regex(PLAN_CODE, 'must be 1-20 letters, digits, dots, dashes or underscores, starting with a letter or digit').optional(),
    meal: z.enum(MEALS, 'must be one of RO, BB, DN, HB, FB, AI'),
    refundable: z.boolean('must be true or false'),
    /** Free cancellation until this many days before check-in (refundable plans). */
    freeCancelDays: whole(0, 30).default(0),
    payLater: z.boolean('must be true or false').default(false),
  })
  .refine((p) => p.refundable || p.freeCancelDays === 0, { message: 'must be 0 for a non-refundable plan', path: ['freeCancelDays'] })
  .refine((p) => p.refundable || !p.payLater, { message: 'only a refundable plan may be paid later', path: ['payLater'] });

export const allotmentInput = z
  .object({ from: isoDate, to: isoDate, rooms: whole(0, 500) })
  .refine((a) => a.from <= a.to, { message: 'must not be before from', path: ['to'] })
  .refine((a) => (Date.parse(a.to) - Date.parse(a.from)) / 86_400_000 <= 400, { message: 'may cover at most 400 nights', path: ['to'] });

/**
 * Rates by date range: without `plan`, the room's rate on those nights (each plan adds its meals
 * and a non-refundable plan takes its 10% off, as with `rateRupees`, but no season or weekend
 * factor); with `plan` (its code), that plan's rate exactly, for two adults, meals included.
 * Restrictions may come with them.
 */
export const rateRangeInput = z
  .object({
    from: isoDate,
    to: isoDate,
    plan: z.string().regex(PLAN_CODE, 'must be a rate plan code').optional(),
    rateRupees: whole(300, 500_000).optional(),
    minStay: whole(1, 30).optional(),
    stopSell: z.boolean('must be true or false').optional(),
    closedToArrival: z.boolean('must be true or false').optional(),
    closedToDeparture: z.boolean('must be true or false').optional(),
  })
  .refine((a) => a.from <= a.to, { message: 'must not be before from', path: ['to'] })
  .refine((a) => (Date.parse(a.to) - Date.parse(a.from)) / 86_400_000 <= 730, { message: 'may cover at most 731 nights', path: ['to'] })
  .refine((a) => a.rateRupees !== undefined || a.minStay !== undefined || a.stopSell !== undefined || a.closedToArrival !== undefined || a.closedToDeparture !== undefined, {
    message: 'must set a rate or a restriction',
    path: ['rateRupees'],
  });

export const roomInput = z
  .object({
    code,
    name: text(80),
    category: text(40).default('Standard'),
    maxAdults: whole(1, 4),
    maxChildren: whole(0, 4).default(0),
    /** The room's nightly rate, rupees, before taxes, season and weekend. */
    rateRupees: whole(300, 500_000),
    /** Rooms of this type on sale each night, unless an allotment says otherwise. */
    rooms: whole(0, 500),
    areaSqft: whole(50, 10_000),
    beds: z.array(z.object({ count: whole(1, 6), type: text(40) })).min(1, 'must list at least one bed').max(6),
    facilities: list(40),
    benefits: list(20, 120),
    services: list(20),
    plans: z.array(ratePlanInput).min(1, 'must list at least one rate plan').max(8, 'may list at most 8'),
    allotments: z.array(allotmentInput).max(200).default([]),
    rates: z.array(rateRangeInput).max(400).default([]),
    photo: photo.optional(),
  })
  .refine((r) => new Set(r.plans.map((p) => `${p.meal}${p.refundable}`)).size === r.plans.length, {
    message: 'has two plans with the same meal and refundability',
    path: ['plans'],
  })
  .refine((r) => new Set(r.plans.map(partnerCodeOf)).size === r.plans.length, { message: 'has two plans with the same code', path: ['plans'] })
  .superRefine((r, ctx) => {
    const codes = new Set(r.plans.map(partnerCodeOf));
    r.rates.forEach((range, i) => {
      if (range.plan !== undefined && !codes.has(range.plan)) ctx.addIssue({ code: 'custom', message: `names no plan of this room (its plans: ${[...codes].join(', ')})`, path: ['rates', i, 'plan'] });
    });
  });

export const hotelInput = z
  .object({
    code,
    name: text(120),
    /** The city: its GeoNames id (as in the suggestions), or its name. */
    city: z.union([whole(1, 2_147_483_647), text(80)]),
    /** The state, when a city name is ambiguous (Aurangabad). */
    state: text(60).optional(),
    stars: whole(3, 5),
    type: z.enum(propertyType.options, `must be one of ${propertyType.options.join(', ')}`),
    latitude: z.number('must be a number').min(6, 'must be in India (6 to 37.5)').max(37.5, 'must be in India (6 to 37.5)'),
    longitude: z.number('must be a number').min(68, 'must be in India (68 to 97.5)').max(97.5, 'must be in India (68 to 97.5)'),
    address: z.object({
      line1: text(120),
      line2: text(120).optional(),
      locality: text(80),
      postalCode: z.string().regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code'),
    }),
    phone: z.string().trim().regex(/^\+?[\d\s-]{8,20}$/, 'must be a phone number (digits, spaces, dashes, a leading +)'),
    description: z
      .object({
        headline: text(200).optional(),
        location: text(2000).optional(),
        amenities: text(2000).optional(),
        rooms: text(2000).optional(),
        dining: text(2000).optional(),
        business_amenities: text(2000).optional(),
        onsite_payments: text(500).optional(),
        spoken_languages: text(300).optional(),
        attractions: text(2000).optional(),
      })
      .default({}),
    facilities: list(60),
    policies: z
      .object({ rules: text(2000).optional(), checkIn: text(1000).optional(), fees: text(1000).optional(), inclusions: text(1000).optional() })
      .default({}),
    payLater: z.boolean('must be true or false').default(false),
    panRequired: z.boolean('must be true or false').default(false),
    passportRequired: z.boolean('must be true or false').default(false),
    photos: z.array(photo).max(30, 'may list at most 30').default([]),
    rooms: z.array(roomInput).min(1, 'must list at least one room type').max(20, 'may list at most 20'),
  })
  .refine((h) => STARS_OF_TYPE[h.type].includes(h.stars), {
    message: 'does not fit the property type (a GUESTHOUSE, INN or LODGE is 3 stars; a VILLA, RESIDENCE or APARTMENT at most 4; a PALACE at least 4)',
    path: ['stars'],
  })
  .refine((h) => new Set(h.rooms.map((r) => r.code)).size === h.rooms.length, { message: 'has two room types with the same code', path: ['rooms'] });

export const catalogueFile = z
  .object({ hotels: z.array(hotelInput).min(1, 'must list at least one hotel').max(5_000, 'may list at most 5,000') })
  .refine((f) => new Set(f.hotels.map((h) => h.code)).size === f.hotels.length, { message: 'has two hotels with the same code', path: ['hotels'] });

/** A plan's code for partners: the file's, or its meal and refundability. */
export function partnerCodeOf(plan: { code?: string | undefined; meal: (typeof MEALS)[number]; refundable: boolean }): string {
  return plan.code ?? partnerPlanCodeOf(plan.meal, plan.refundable);
}

export type HotelInput = z.infer<typeof hotelInput>;
export type RoomInput = z.infer<typeof roomInput>;
export type CatalogueFile = z.infer<typeof catalogueFile>;
