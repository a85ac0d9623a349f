import type { SnapshotFrom } from 'xstate';
import { bookingMessages } from '../contract/booking';
import { priceStatement } from './rules/priceStatement';
import type { reviewBookingMachine } from './reviewBooking.machine';

type Snapshot = SnapshotFrom<typeof reviewBookingMachine>;

export type ReviewPhase = 'missingIds' | 'loading' | 'failed' | 'noRooms' | 'ready' | 'leaving';

/** Which screen the page shows. */
export function selectPhase(s: Snapshot): ReviewPhase {
  if (s.matches('missingIds')) return 'missingIds';
  if (s.matches('failed')) return 'failed';
  if (s.matches('noRooms')) return 'noRooms';
  if (s.matches('ready')) return 'ready';
  if (s.matches('held') || s.matches('blocked') || s.matches('done')) return 'leaving';
  return 'loading';
}

/** The page's message for the screens that are only a message. */
export function selectPageMessage(s: Snapshot): string | null {
  if (s.matches('missingIds')) return bookingMessages.missingIds;
  if (s.matches('failed')) return bookingMessages.reviewFailed;
  if (s.matches('noRooms')) return s.context.sorry;
  return null;
}

export const selectReview = (s: Snapshot) => s.context.review;
export const selectForm = (s: Snapshot) => s.context.form;
export const selectProblems = (s: Snapshot) => s.context.problems;
export const selectNotice = (s: Snapshot) => s.context.notice;
/** The stay's price as every page says it, from the review's price. */
export const selectPrice = (s: Snapshot) => {
  const price = s.context.review?.price;
  return price ? priceStatement(price, price) : null;
};
/** The form takes edits (not while booking, asking about a price or waiting for a login). */
export const selectEditable = (s: Snapshot) => s.matches({ ready: 'editing' });
/** Book Now & Pay Later is offered (`conditions.isBA`). */
export const selectPayLaterOffered = (s: Snapshot) => s.context.review?.conditions.isBA === true;
export const selectCanPayNow = (s: Snapshot) => s.can({ type: 'book.requested', mode: 'payNow' });
export const selectCanPayLater = (s: Snapshot) => s.can({ type: 'book.requested', mode: 'payLater' });
/** Which booking is on its way (kept as the user's draft, then booked), or null. */
export const selectSubmitting = (s: Snapshot) => (s.matches({ ready: 'submitting' }) || s.matches({ ready: 'claiming' }) ? s.context.mode : null);
/** The server's new price while the traveller is asked again, said as prices are said. */
export const selectNewPrice = (s: Snapshot) => {
  const price = s.matches({ ready: 'priceChanged' }) ? s.context.newPrice : null;
  return price ? priceStatement(price, price) : null;
};
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'review.retried' });

/** The sorry screen's title, when the hotel has no rooms left (failure code 6034). */
export const NO_ROOMS_TITLE = bookingMessages.noRoomsTitle;
