import type { SnapshotFrom } from 'xstate';
import type { cancelBookingMachine } from './cancelBooking.machine';

type Snapshot = SnapshotFrom<typeof cancelBookingMachine>;

/** The reasons modal is open, for this booking (null when closed). */
export const selectCancelling = (s: Snapshot) => s.context.booking;
export const selectReasons = (s: Snapshot) => s.context.reasons;
export const selectComments = (s: Snapshot) => s.context.comments;
export const selectCancelProblem = (s: Snapshot) => s.context.problem;
/** The cancel call is in flight: the modal waits for it. */
export const selectCancelBusy = (s: Snapshot) => s.matches('cancelling');
export const selectCanDismiss = (s: Snapshot) => s.can({ type: 'cancel.dismissed' });

/** The reasons the modal offers and the comment's length (the machine's own). */
export { CANCEL_REASONS, COMMENTS_MAX } from './cancelBooking.machine';
