/**
 * POST /stay-review: a traveller's review of their own completed stay (after check-out, once per
 * booking). Stars for the overall stay and for each aspect the hotel page shows, a title and a
 * text. The hotel's reviews then list it first, marked as a verified stay.
 */
import { z } from 'zod';
import { claimedUser } from './booking';
import { successEnvelope } from './envelope';
import { bookingId } from './ids';
import { review } from './reviews';
import { multilineText } from './text';

export const STAY_REVIEW_PATH = '/stay-review';

/** How long a title and a text may be, after trimming. */
export const STAY_REVIEW_LIMITS = { titleMin: 3, titleMax: 100, textMin: 20, textMax: 2000 } as const;

/**
 * What a guest gives stars to, as the hotel page shows it: `hotelRatings`' names on the wire,
 * the hotel page's words beside them (its reviews' aspects: Cleanliness is `maintenanceStatus`).
 */
export const STAY_RATING_CATEGORIES = [
  { key: 'overallStay', label: 'Overall stay' },
  { key: 'maintenanceStatus', label: 'Cleanliness' },
  { key: 'service', label: 'Service' },
  { key: 'location', label: 'Location' },
  { key: 'valueForMoney', label: 'Value for money' },
  { key: 'amenities', label: 'Rooms' },
  { key: 'foodQuality', label: 'Food' },
] as const;
export type StayRatingKey = (typeof STAY_RATING_CATEGORIES)[number]['key'];
export type StayRatings = Record<StayRatingKey, number>;

export const stayReviewMessages = {
  notYet: 'You can rate your stay after check-out.',
  notCompleted: 'Only a confirmed stay can be rated.',
  alreadyRated: 'You have already rated this stay.',
  stars: 'must be a whole number of stars from 1 to 5',
  thanks: 'Thank you for rating your stay!',
} as const;

const stars = z.number(stayReviewMessages.stars).int(stayReviewMessages.stars).min(1, stayReviewMessages.stars).max(5, stayReviewMessages.stars);
const { titleMin, titleMax, textMin, textMax } = STAY_REVIEW_LIMITS;

export const stayReviewRequest = z.object({
  userId: claimedUser,
  bookingId,
  ratings: z.object(Object.fromEntries(STAY_RATING_CATEGORIES.map((c) => [c.key, stars])) as Record<StayRatingKey, typeof stars>),
  title: multilineText(titleMax)
    .refine((v) => !/[\r\n]/.test(v), 'must be one line')
    .transform((v) => v.trim())
    .pipe(z.string().min(titleMin, `must be at least ${titleMin} characters`)),
  text: multilineText(textMax)
    .transform((v) => v.trim())
    .pipe(z.string().min(textMin, `must be at least ${textMin} characters`)),
});
export type StayReviewRequest = z.infer<typeof stayReviewRequest>;

export const stayReviewResponse = successEnvelope(
  z.object({
    bookingId,
    ratingStatus: z.literal(true),
    /** The review as the hotel page now shows it. */
    review,
  }),
);
export type StayReviewResult = z.infer<typeof stayReviewResponse>['response'];

/**
 * POST (a development server's, to this machine only): one confirmed booking's stay moves back
 * in time, its nights kept, so that its check-out was yesterday and it can be rated; the e2e
 * tests use it instead of waiting for a stay to end (server/modules/reviews/devRoutes.ts).
 */
export const STAY_REWIND_PATH = '/api/dev/stay-rewind';
export const stayRewindRequest = z.object({ bookingId });
