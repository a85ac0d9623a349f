import type { SnapshotFrom } from 'xstate';
import type { appRatingMachine } from './appRating.machine';

type Snapshot = SnapshotFrom<typeof appRatingMachine>;

/** The stars chosen, 0 for none. */
export const selectStars = (s: Snapshot) => s.context.rating;
export const selectRatingFeedback = (s: Snapshot) => s.context.feedback;
export const selectRatingProblem = (s: Snapshot) => s.context.problem;
export const selectSubmittingRating = (s: Snapshot) => s.matches('submitting');
/** Sent: what the server kept, shown with a way to change it. */
export const selectSavedRating = (s: Snapshot) => (s.matches('thanked') ? s.context.saved : null);
export const selectCanRate = (s: Snapshot) => s.can({ type: 'rating.submitted' });
