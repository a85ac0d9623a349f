import type { SnapshotFrom } from 'xstate';
import type { bookingStatusMachine } from './bookingStatus.machine';

type Snapshot = SnapshotFrom<typeof bookingStatusMachine>;

/**
 * Where the page is: reading the booking, showing it (read again meanwhile while a payment may
 * settle it), none of the traveller's, not read (the outcome alone), or no booking to read.
 */
export type StatusPhase = 'loading' | 'shown' | 'notFound' | 'unread' | 'noBooking';

export function selectStatusPhase(s: Snapshot): StatusPhase {
  if (s.matches('shown') || s.matches('watching') || s.matches('rechecking')) return 'shown';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('unread')) return 'unread';
  if (s.matches('noBooking')) return 'noBooking';
  return 'loading';
}

export const selectStatusBooking = (s: Snapshot) => s.context.booking;
export const selectStatusOutcome = (s: Snapshot) => s.context.outcome;
