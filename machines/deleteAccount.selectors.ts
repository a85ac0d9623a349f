import type { SnapshotFrom } from 'xstate';
import type { deleteAccountMachine } from './deleteAccount.machine';

type Snapshot = SnapshotFrom<typeof deleteAccountMachine>;

export const selectDeletionReasons = (s: Snapshot) => s.context.reasons;
export const selectDeletionFeedback = (s: Snapshot) => s.context.feedback;
export const selectDeletionProblem = (s: Snapshot) => s.context.problem;
/** The deletion is stopped by bookings upcoming or awaiting payment: the page links to them. */
export const selectBlockedByBookings = (s: Snapshot) => s.context.openBookings > 0 && s.context.problem !== null;
/** The bookings are being checked before the question. */
export const selectCheckingBookings = (s: Snapshot) => s.matches('checkingBookings');
/** The "Delete your account?" question is open (and stays while the call runs). */
export const selectConfirming = (s: Snapshot) => s.matches('confirming') || s.matches('deleting');
export const selectDeleting = (s: Snapshot) => s.matches('deleting');
/** Deleted: the page says so until it goes home. */
export const selectDeleted = (s: Snapshot) => s.matches('deleted') || s.matches('done');
/** The form takes changes (not while the question is open, the call runs, or after). */
export const selectCanChangeDeletion = (s: Snapshot) => s.can({ type: 'deletion.requested' });
export const selectCanDismissDeletion = (s: Snapshot) => s.can({ type: 'deletion.dismissed' });
