import { expect } from 'vitest';
import type { AccountCallFailure } from '../../contract/account';
import { appRatingMachine } from '../../machines/appRating.machine';
import { selectCanRate, selectRatingFeedback, selectRatingProblem, selectSavedRating, selectStars, selectSubmittingRating } from '../../machines/appRating.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

const USER = 'u-8f3a2c';
const failing = (failure: AccountCallFailure) => Object.assign(new Error('the call failed'), { failure });

export const appRatingModel: MachineModel<typeof appRatingMachine> = {
  machine: appRatingMachine,
  input: { userId: USER },
  events: [
    { type: 'rating.chosen', stars: 4 },
    // Not a star rating: ignored.
    { type: 'rating.chosen', stars: 6 },
    { type: 'feedback.changed', value: 'Quick to book.' },
    { type: 'rating.submitted' },
    { type: 'rating.changeRequested' },
  ],
  actors: {
    saveRating: { done: [{ rating: 4, feedback: 'Quick to book.' }], error: [failing({ kind: 'failed', message: null })] },
  },
  states: {
    rating: (s) => {
      expect(selectCanRate(s)).toBe(true);
      expect(selectSavedRating(s)).toBeNull();
      expect([0, 4]).toContain(selectStars(s));
    },
    submitting: (s) => {
      expect(selectSubmittingRating(s)).toBe(true);
      expect(selectCanRate(s)).toBe(false);
      expect(selectStars(s)).toBe(4);
    },
    thanked: (s) => {
      expect(selectSavedRating(s)).toEqual({ rating: 4, feedback: 'Quick to book.' });
      expect(selectCanRate(s)).toBe(false);
    },
  },
  steps: {
    'rating.chosen': ({ event, before, after }) => {
      if (event.stars === 4) {
        expect(selectStars(after)).toBe(4);
        expect(selectRatingProblem(after)).toBeNull();
      } else expect(after.context).toEqual(before.context);
    },
    'feedback.changed': ({ after }) => expect(selectRatingFeedback(after)).toBe('Quick to book.'),
    'rating.submitted': ({ before, after }) => {
      if (selectStars(before) === 0) {
        expect(after.matches('rating')).toBe(true);
        expect(selectRatingProblem(after)).toBe('Please choose a rating from 1 to 5 stars.');
      } else expect(after.matches('submitting')).toBe(true);
    },
    'xstate.done.actor.saveRating': ({ actions }) => {
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'success', message: 'Thank you for your feedback!' }]);
    },
    'xstate.error.actor.saveRating': ({ after, actions }) => {
      expect(after.matches('rating')).toBe(true);
      expect(selectRatingProblem(after)).toBe('Failed to save your rating: Please try again.');
      expect(callsOf(actions, 'showToast')).toEqual([]);
    },
    'rating.changeRequested': ({ after }) => {
      // The rating given is there to change; a new one replaces it.
      expect(selectStars(after)).toBe(4);
      expect(selectRatingFeedback(after)).toBe('Quick to book.');
    },
  },
};
