import { assign, fromPromise, setup } from 'xstate';
import { STAY_REVIEW_LIMITS, stayReviewMessages, type StayRatingKey, type StayRatings, type StayReviewResult } from '../contract/stayReview';
import { failureReason } from './rules/accountFailure';
import { isStars, noStars, stayReviewFailed, stayReviewProblems, type StayReviewProblems } from './rules/stayReview';

/** The booking the form is for: what the completed list shows of it. */
export interface RateableBooking {
  bookingId: string;
  /** Some older bookings do not name their hotel: their review is sent all the same. */
  hotelId?: string;
  hotelName: string;
  bookingStatus: string;
  ratingStatus: boolean;
}

/** What `rateStay` is given (POST /stay-review). */
export interface RateStayCall {
  userId: string;
  bookingId: string;
  ratings: StayRatings;
  title: string;
  text: string;
}

export interface StayReviewInput {
  userId: string;
}

export interface StayReviewContext {
  userId: string;
  booking: RateableBooking | null;
  ratings: StayRatings;
  title: string;
  text: string;
  /** What the form says of each field when sent incomplete. */
  problems: StayReviewProblems;
  /** "Could not send your review: ..." after a failed call, or null. */
  failure: string | null;
  /** Bookings rated here: their button goes at once, before the lists are read again. */
  rated: string[];
}

export type StayReviewEvent =
  | { type: 'review.opened'; booking: RateableBooking }
  | { type: 'stars.chosen'; category: StayRatingKey; stars: number }
  | { type: 'title.changed'; value: string }
  | { type: 'text.changed'; value: string }
  | { type: 'review.submitted' }
  | { type: 'review.dismissed' };

/** A confirmed booking (its stay over: the completed list's) not rated yet, here or before. */
export const isRateable = (booking: RateableBooking, rated: readonly string[]) =>
  booking.bookingStatus === 'SUCCESS' && !booking.ratingStatus && !rated.includes(booking.bookingId);

const blank = { booking: null, ratings: noStars, title: '', text: '', problems: {}, failure: null };

/**
 * Rate your stay, from a completed booking (once, after check-out). `review.opened` opens the
 * form for a confirmed booking not rated yet; the traveller gives stars for each category the
 * hotel page shows, a title and a text. `review.submitted` with anything missing or out of bounds
 * says so by field; complete, it calls `rateStay`. Success closes the form with a thank-you toast,
 * the booking's button goes, and the lists and the hotel's reviews are read again
 * (`refreshBookings`, `refreshHotel`); a failure keeps the form with "Could not send your review:
 * ...". `review.dismissed` (Cancel) closes it, except while the call runs.
 */
export const stayReviewMachine = setup({
  types: {
    context: {} as StayReviewContext,
    input: {} as StayReviewInput,
    events: {} as StayReviewEvent,
  },
  actors: {
    rateStay: fromPromise<StayReviewResult, RateStayCall>(async () => {
      throw new Error('rateStay is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: a toast. */
    showToast: (_, _params: { status: 'success' | 'error'; message: string }) => {},
    /** Side effect, provided by the app: the bookings lists are read again (the booking now rated). */
    refreshBookings: () => {},
    /** Side effect, provided by the app: the hotel's page and reviews are read again (the review now on them). */
    refreshHotel: (_, _params: { hotelId: string | undefined }) => {},
    open: assign((_, params: { booking: RateableBooking }) => ({ ...blank, booking: params.booking })),
    close: assign(blank),
    setStars: assign(({ context }, params: { category: StayRatingKey; stars: number }) => {
      const ratings = { ...context.ratings, [params.category]: params.stars };
      return { ratings, problems: { ...context.problems, ratings: stayReviewProblems({ ratings, title: '', text: '' }).ratings }, failure: null };
    }),
    setTitle: assign(({ context }, params: { value: string }) => ({ title: params.value.slice(0, STAY_REVIEW_LIMITS.titleMax), problems: { ...context.problems, title: undefined } })),
    setText: assign(({ context }, params: { value: string }) => ({ text: params.value.slice(0, STAY_REVIEW_LIMITS.textMax), problems: { ...context.problems, text: undefined } })),
    showProblems: assign(({ context }) => ({ problems: stayReviewProblems(context) })),
    markRated: assign(({ context }) => ({ rated: [...context.rated, context.booking!.bookingId] })),
    failed: assign((_, params: { error: unknown }) => ({ failure: stayReviewFailed(failureReason(params.error)) })),
  },
  guards: {
    rateable: ({ context }, params: { booking: RateableBooking }) => isRateable(params.booking, context.rated),
    isStars: (_, params: { stars: number }) => isStars(params.stars),
    complete: ({ context }) => Object.keys(stayReviewProblems(context)).length === 0,
  },
}).createMachine({
  id: 'stayReview',
  context: ({ input }) => ({ userId: input.userId, ...blank, rated: [] }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'review.opened': {
          guard: { type: 'rateable', params: ({ event }) => ({ booking: event.booking }) },
          target: 'editing',
          actions: { type: 'open', params: ({ event }) => ({ booking: event.booking }) },
        },
      },
    },
    /** The form. */
    editing: {
      on: {
        'stars.chosen': {
          guard: { type: 'isStars', params: ({ event }) => ({ stars: event.stars }) },
          actions: { type: 'setStars', params: ({ event }) => ({ category: event.category, stars: event.stars }) },
        },
        'title.changed': { actions: { type: 'setTitle', params: ({ event }) => ({ value: event.value }) } },
        'text.changed': { actions: { type: 'setText', params: ({ event }) => ({ value: event.value }) } },
        'review.submitted': [{ guard: 'complete', target: 'submitting' }, { actions: 'showProblems' }],
        'review.dismissed': { target: 'closed', actions: 'close' },
      },
    },
    submitting: {
      invoke: {
        id: 'rateStay',
        src: 'rateStay',
        input: ({ context }) => ({ userId: context.userId, bookingId: context.booking!.bookingId, ratings: context.ratings, title: context.title.trim(), text: context.text.trim() }),
        onDone: {
          target: 'closed',
          actions: [
            'markRated',
            { type: 'showToast', params: { status: 'success', message: stayReviewMessages.thanks } },
            'refreshBookings',
            { type: 'refreshHotel', params: ({ context }) => ({ hotelId: context.booking!.hotelId }) },
            'close',
          ],
        },
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
