import type { SnapshotFrom } from 'xstate';
import { isRateable, type RateableBooking, type stayReviewMachine } from './stayReview.machine';

type Snapshot = SnapshotFrom<typeof stayReviewMachine>;

/** The form is open, for this booking (null when closed). */
export const selectRating = (s: Snapshot) => s.context.booking;
export const selectStayStars = (s: Snapshot) => s.context.ratings;
export const selectReviewTitle = (s: Snapshot) => s.context.title;
export const selectReviewText = (s: Snapshot) => s.context.text;
export const selectReviewProblems = (s: Snapshot) => s.context.problems;
export const selectReviewFailure = (s: Snapshot) => s.context.failure;
/** The call is in flight: the form waits for it. */
export const selectSendingReview = (s: Snapshot) => s.matches('submitting');
export const selectCanDismissReview = (s: Snapshot) => s.can({ type: 'review.dismissed' });
/** "Rate your stay" shows for a confirmed booking not rated yet (the rule `review.opened` keeps). */
export const selectCanRateStay = (s: Snapshot, booking: RateableBooking) => isRateable(booking, s.context.rated);

/** The categories the form gives stars to, and the limits of its title and text. */
export { STAY_RATING_CATEGORIES, STAY_REVIEW_LIMITS } from '../contract/stayReview';
export { stayReviewHints } from './rules/stayReview';
