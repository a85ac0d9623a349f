import { expect } from 'vitest';
import type { AccountCallFailure } from '../../contract/account';
import { STAY_RATING_CATEGORIES, type StayRatingKey, type StayReviewResult } from '../../contract/stayReview';
import { stayReviewMachine, type RateableBooking, type StayReviewEvent } from '../../machines/stayReview.machine';
import {
  selectCanDismissReview, selectCanRateStay, selectRating, selectReviewFailure, selectReviewProblems, selectReviewText, selectReviewTitle, selectSendingReview,
  selectStayStars,
} from '../../machines/stayReview.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

const USER = 'u-8f3a2c';
export const stayed: RateableBooking = { bookingId: 'PDV7K2M9QXA4B', hotelId: '1260607012', hotelName: 'Hotel Kesar Inn', bookingStatus: 'SUCCESS', ratingStatus: false };
/** Rated before (the lists say so): no form for it. */
const ratedBefore: RateableBooking = { ...stayed, bookingId: 'PDV0M4X8Q2R7C', ratingStatus: true };
/** Cancelled: nothing to rate. */
const cancelled: RateableBooking = { ...stayed, bookingId: 'PDV3T6W1Z9K5D', bookingStatus: 'CANCELLED' };

const TITLE = 'Clean rooms, helpful staff';
const TEXT = 'Spotless room and a front desk that sorted out an early check-in for us.';
const keys = STAY_RATING_CATEGORIES.map((c) => c.key);
const result: StayReviewResult = {
  bookingId: stayed.bookingId,
  ratingStatus: true,
  review: { rating: 4, title: TITLE, user: { username: 'Asha' }, trip_type: 'Couples', published_date: '2026-03-10', text: TEXT, verified: true },
};
const refused = (failure: AccountCallFailure) => Object.assign(new Error('the call failed'), { failure });

type Snapshot = Parameters<NonNullable<MachineModel<typeof stayReviewMachine>['states']>[string]>[0];
const starsGiven = (s: Snapshot) => keys.filter((k) => s.context.ratings[k] > 0).length;

export const stayReviewModel: MachineModel<typeof stayReviewMachine> = {
  machine: stayReviewMachine,
  input: { userId: USER },
  events: [
    { type: 'review.opened', booking: stayed },
    { type: 'review.opened', booking: ratedBefore },
    { type: 'review.opened', booking: cancelled },
    ...keys.map((category): StayReviewEvent => ({ type: 'stars.chosen', category, stars: 4 })),
    // Not a star rating: ignored.
    { type: 'stars.chosen', category: 'service', stars: 6 },
    { type: 'title.changed', value: TITLE },
    { type: 'text.changed', value: TEXT },
    { type: 'review.submitted' },
    { type: 'review.dismissed' },
  ],
  /**
   * Stars are given in the form's order, and the title and text once every star is: each path is
   * a test, and trying every field in every state would multiply them for nothing.
   */
  tryEvent: (s, e) => {
    const given = starsGiven(s);
    if (e.type === 'stars.chosen') return e.stars === 6 ? given === 1 : e.category === keys[given];
    if (e.type === 'title.changed') return given === keys.length && s.context.title === '';
    if (e.type === 'text.changed') return s.context.title !== '' && s.context.text === '';
    return true;
  },
  actors: {
    rateStay: { done: [result], error: [refused({ kind: 'refused', code: 4090, message: 'You have already rated this stay.' }), refused({ kind: 'failed', message: null })] },
  },
  states: {
    closed: (s) => {
      expect(selectRating(s)).toBeNull();
      expect(selectStayStars(s)).toEqual(Object.fromEntries(keys.map((k) => [k, 0])));
      expect(selectReviewTitle(s)).toBe('');
      expect(selectCanRateStay(s, ratedBefore)).toBe(false);
      expect(selectCanRateStay(s, cancelled)).toBe(false);
    },
    editing: (s) => {
      expect(selectRating(s)).toEqual(stayed);
      expect(selectCanDismissReview(s)).toBe(true);
      expect(selectSendingReview(s)).toBe(false);
    },
    submitting: (s) => {
      expect(selectSendingReview(s)).toBe(true);
      expect(selectCanDismissReview(s)).toBe(false);
      expect(starsGiven(s)).toBe(keys.length);
    },
  },
  steps: {
    'review.opened': ({ event, before, after }) => {
      const booking = (event as unknown as { booking: RateableBooking }).booking;
      if (booking.bookingId === stayed.bookingId && selectCanRateStay(before, stayed)) {
        expect(after.matches('editing')).toBe(true);
        expect(selectReviewProblems(after)).toEqual({});
        expect(selectReviewFailure(after)).toBeNull();
      } else expect(after.context).toEqual(before.context);
    },
    'stars.chosen': ({ event, before, after }) => {
      const { category, stars } = event as unknown as { category: StayRatingKey; stars: number };
      if (stars === 6) expect(after.context).toEqual(before.context);
      else expect(selectStayStars(after)[category]).toBe(4);
    },
    'title.changed': ({ after }) => expect(selectReviewTitle(after)).toBe(TITLE),
    'text.changed': ({ after }) => expect(selectReviewText(after)).toBe(TEXT),
    'review.submitted': ({ before, after }) => {
      const complete = starsGiven(before) === keys.length && selectReviewTitle(before) === TITLE && selectReviewText(before) === TEXT;
      if (complete) {
        expect(after.matches('submitting')).toBe(true);
        return;
      }
      expect(after.matches('editing')).toBe(true);
      const problems = selectReviewProblems(after);
      // Each missing part is named, and only those.
      if (starsGiven(before) < keys.length) expect(problems.ratings).toMatch(/^Please give stars for .*Food\.$/);
      else expect(problems.ratings).toBeUndefined();
      if (selectReviewTitle(before) === '') expect(problems.title).toBe('Please give your review a title of 3 to 100 characters.');
      if (selectReviewText(before) === '') expect(problems.text).toBe('Please write 20 to 2000 characters about your stay.');
    },
    'xstate.done.actor.rateStay': ({ after, actions }) => {
      expect(after.matches('closed')).toBe(true);
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'success', message: 'Thank you for rating your stay!' }]);
      expect(callsOf(actions, 'refreshBookings')).toHaveLength(1);
      expect(callsOf(actions, 'refreshHotel')).toEqual([{ hotelId: stayed.hotelId }]);
      // The button goes at once: the booking is rated even before the lists are read again.
      expect(selectCanRateStay(after, stayed)).toBe(false);
    },
    'xstate.error.actor.rateStay': ({ event, after, actions }) => {
      expect(after.matches('editing')).toBe(true);
      const failure = (event as unknown as { error: { failure: AccountCallFailure } }).error.failure;
      expect(selectReviewFailure(after)).toBe(failure.kind === 'refused' ? 'Could not send your review: You have already rated this stay.' : 'Could not send your review: Please try again.');
      expect(callsOf(actions, 'showToast')).toEqual([]);
      // What was typed is kept, to send again.
      expect(selectReviewTitle(after)).toBe(TITLE);
    },
    'review.dismissed': ({ after }) => {
      expect(after.matches('closed')).toBe(true);
      expect(selectCanRateStay(after, stayed)).toBe(true);
    },
  },
};
