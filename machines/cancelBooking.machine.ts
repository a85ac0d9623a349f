import { assign, fromPromise, setup } from 'xstate';
import { bookingMessages, type BookingListItem, type CancelResult } from '../contract/booking';

/** The reasons a traveller may give, with their labels. */
export const CANCEL_REASONS = [
  ['changeOfPlans', 'Change of plans'],
  ['foundBetterDeal', 'Found a better deal'],
  ['personalReasons', 'Personal reasons'],
  ['otherReasons', 'Other reasons'],
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number][0];

export type CancelReasons = Record<CancelReason, boolean>;

const noReasons: CancelReasons = { changeOfPlans: false, foundBetterDeal: false, personalReasons: false, otherReasons: false };

/** The booking the modal is for: what the list shows of it. */
export type CancellableBooking = Pick<BookingListItem, 'bookingId' | 'hotelName' | 'cancellation'>;

/** What `cancelBooking` is given (POST /cancelBooking/{bookingId}). */
export interface CancelBookingRequest extends CancelReasons {
  bookingId: string;
  hotelName: string;
  userId: string;
  comments: string;
}

export interface CancelBookingInput {
  userId: string;
}

export interface CancelBookingContext {
  userId: string;
  booking: CancellableBooking | null;
  reasons: CancelReasons;
  comments: string;
  /** "Please select a reason for cancellation." or "Cancellation failed: ...", or null. */
  problem: string | null;
}

export type CancelBookingEvent =
  | { type: 'cancel.opened'; booking: CancellableBooking }
  | { type: 'reason.toggled'; reason: CancelReason; on: boolean }
  | { type: 'comments.changed'; value: string }
  | { type: 'cancel.confirmed' }
  | { type: 'cancel.dismissed' };

/** Comments the server keeps (at most 500 characters). */
export const COMMENTS_MAX = 500;

/** "Cancellation failed: {the server's message or the error's}". */
export function cancelFailure(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Please try again.';
  return `Cancellation failed: ${message}`;
}

/**
 * Cancelling a booking from the bookings lists. `cancel.opened`
 * opens the reasons modal for one booking, which shows what cancelling now costs and gives back
 * (the list item's `cancellation`). The traveller ticks reasons (change of plans, found a better
 * deal, personal reasons, other reasons) and may comment; `cancel.confirmed` without a reason
 * says "Please select a reason for cancellation.", with one calls `cancelBooking`. Success closes
 * the modal with a toast and `refreshBookings` (the cached lists are dropped); failure keeps it
 * open with "Cancellation failed: {message}". `cancel.dismissed` closes it, except while the call
 * runs.
 */
export const cancelBookingMachine = setup({
  types: {
    context: {} as CancelBookingContext,
    input: {} as CancelBookingInput,
    events: {} as CancelBookingEvent,
  },
  actors: {
    cancelBooking: fromPromise<CancelResult, CancelBookingRequest>(async () => {
      throw new Error('cancelBooking is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: a toast. */
    showToast: (_, _params: { status: 'success' | 'error'; message: string }) => {},
    /** Side effect, provided by the app: drop the cached bookings lists (and rooms left) so they are read again. */
    refreshBookings: () => {},
    open: assign((_, params: { booking: CancellableBooking }) => ({ booking: params.booking, reasons: noReasons, comments: '', problem: null })),
    close: assign({ booking: null, reasons: noReasons, comments: '', problem: null }),
    setReason: assign(({ context }, params: { reason: CancelReason; on: boolean }) => ({
      reasons: { ...context.reasons, [params.reason]: params.on },
      problem: null,
    })),
    setComments: assign((_, params: { value: string }) => ({ comments: params.value.slice(0, COMMENTS_MAX) })),
    needReason: assign({ problem: bookingMessages.cancelReason }),
    failed: assign((_, params: { error: unknown }) => ({ problem: cancelFailure(params.error) })),
  },
  guards: {
    hasReason: ({ context }) => Object.values(context.reasons).some(Boolean),
  },
}).createMachine({
  id: 'cancelBooking',
  context: ({ input }) => ({ userId: input.userId, booking: null, reasons: noReasons, comments: '', problem: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'cancel.opened': { target: 'choosing', actions: { type: 'open', params: ({ event }) => ({ booking: event.booking }) } } },
    },
    /** The reasons modal. */
    choosing: {
      on: {
        'reason.toggled': { actions: { type: 'setReason', params: ({ event }) => ({ reason: event.reason, on: event.on }) } },
        'comments.changed': { actions: { type: 'setComments', params: ({ event }) => ({ value: event.value }) } },
        'cancel.confirmed': [{ guard: 'hasReason', target: 'cancelling' }, { actions: 'needReason' }],
        'cancel.dismissed': { target: 'closed', actions: 'close' },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelBooking',
        src: 'cancelBooking',
        input: ({ context }) => ({
          bookingId: context.booking!.bookingId,
          hotelName: context.booking!.hotelName,
          userId: context.userId,
          ...context.reasons,
          comments: context.comments.trim(),
        }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'showToast', params: ({ context }) => ({ status: 'success', message: `Booking ${context.booking!.bookingId} at ${context.booking!.hotelName} is cancelled.` }) },
            'refreshBookings',
            'close',
          ],
        },
        onError: { target: 'choosing', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
