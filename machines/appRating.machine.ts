import { assign, fromPromise, setup } from 'xstate';
import { accountMessages, type AppRatingRequest } from '../contract/account';
import { failureReason } from './rules/accountFailure';
import { isStarRating, RATING_FEEDBACK_MAX, RATING_THANKS, ratingFailed } from './rules/appRating';

export interface AppRatingInput {
  userId: string;
}

/** The rating as the server kept it. */
export interface SavedRating {
  rating: number;
  feedback: string;
}

export interface AppRatingContext extends AppRatingInput {
  /** 1 to 5 stars, 0 while none is chosen. */
  rating: number;
  feedback: string;
  /** The rating sent last (a new one replaces it), or null. */
  saved: SavedRating | null;
  /** "Please choose a rating from 1 to 5 stars." or a failure, or null. */
  problem: string | null;
}

export type AppRatingEvent =
  | { type: 'rating.chosen'; stars: number }
  | { type: 'feedback.changed'; value: string }
  | { type: 'rating.submitted' }
  | { type: 'rating.changeRequested' };

/** What `saveRating` is given (POST /save-app-rating: the rating as text). */
export type SaveRatingCall = Omit<AppRatingRequest, 'feedback'> & { feedback: string };

/**
 * The app rating: 1 to 5 stars, required, and feedback.
 * `rating.submitted` without stars says "Please choose a rating from 1 to 5 stars."; with them
 * calls `saveRating`. Success thanks the traveller (a toast) and shows what was sent; one rating
 * per traveller, so `rating.changeRequested` opens it again and a new one replaces it. A failure
 * keeps the form with "Failed to save your rating: ...".
 */
export const appRatingMachine = setup({
  types: {
    context: {} as AppRatingContext,
    input: {} as AppRatingInput,
    events: {} as AppRatingEvent,
  },
  actors: {
    saveRating: fromPromise<SavedRating, SaveRatingCall>(async () => {
      throw new Error('saveRating is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: a toast. */
    showToast: (_, _params: { status: 'success' | 'error'; message: string }) => {},
    setRating: assign((_, params: { stars: number }) => ({ rating: params.stars, problem: null })),
    setFeedback: assign((_, params: { value: string }) => ({ feedback: params.value.slice(0, RATING_FEEDBACK_MAX) })),
    needRating: assign({ problem: accountMessages.ratingRequired }),
    saved: assign((_, params: { saved: SavedRating }) => ({ saved: params.saved, rating: params.saved.rating, feedback: params.saved.feedback, problem: null })),
    failed: assign((_, params: { error: unknown }) => ({ problem: ratingFailed(failureReason(params.error)) })),
  },
  guards: {
    isStars: (_, params: { stars: number }) => isStarRating(params.stars),
    hasRating: ({ context }) => context.rating >= 1,
  },
}).createMachine({
  id: 'appRating',
  context: ({ input }) => ({ userId: input.userId, rating: 0, feedback: '', saved: null, problem: null }),
  initial: 'rating',
  states: {
    rating: {
      on: {
        'rating.chosen': {
          guard: { type: 'isStars', params: ({ event }) => ({ stars: event.stars }) },
          actions: { type: 'setRating', params: ({ event }) => ({ stars: event.stars }) },
        },
        'feedback.changed': { actions: { type: 'setFeedback', params: ({ event }) => ({ value: event.value }) } },
        'rating.submitted': [{ guard: 'hasRating', target: 'submitting' }, { actions: 'needRating' }],
      },
    },
    submitting: {
      invoke: {
        id: 'saveRating',
        src: 'saveRating',
        input: ({ context }) => ({ userId: context.userId, rating: String(context.rating) as SaveRatingCall['rating'], feedback: context.feedback.trim() }),
        onDone: {
          target: 'thanked',
          actions: [{ type: 'saved', params: ({ event }) => ({ saved: event.output }) }, { type: 'showToast', params: { status: 'success', message: RATING_THANKS } }],
        },
        onError: { target: 'rating', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Sent: the page shows the rating given and offers to change it. */
    thanked: {
      on: { 'rating.changeRequested': { target: 'rating' } },
    },
  },
});
