import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { BookingDetail } from '../contract/booking';
import type { BookingStatusState } from './checkout.machine';

export interface BookingStatusInput {
  /** The booking the page is about: its URL's (`?bookingId=`), else the navigation state's; null when neither names one. */
  bookingId: string | null;
  /** The outcome the check-status flow navigated here with, or null when the page was opened on its own (a link, a new tab). */
  outcome: BookingStatusState | null;
}

/** Why the booking could not be read: none of the traveller's has this id (404), or the call failed. */
export type BookingReadFailure = { kind: 'notFound' } | { kind: 'failed' };

/** A failed read as the app reports it: the actor rejects with `{ failure }` (src/live/bookingStatus.ts). */
export function readFailureOf(error: unknown): BookingReadFailure {
  return (error as { failure?: BookingReadFailure } | null)?.failure ?? { kind: 'failed' };
}

export interface BookingStatusContext extends BookingStatusInput {
  /** The booking as the server last answered it. */
  booking: BookingDetail | null;
  /** How many times the booking was read again while a payment might still settle it. */
  rechecks: number;
}

export type BookingStatusEvent = { type: 'booking.reread' };

/** Reads again at most this many times (one every `recheck`): about half a minute. */
export const MAX_RECHECKS = 6;

const awaitingPayment = (booking: BookingDetail) => booking.bookingStatus === 'PENDING' || booking.bookingStatus === 'HOLD';

/** The booking of a read's done event (`keepBooking` and `maySettle` run only on those). */
const readOf = (event: unknown) => (event as DoneActorEvent<BookingDetail>).output;

/** Either read of the booking answered: watched while a payment may settle it, else shown. */
const whenRead = [
  { guard: 'maySettle', target: 'watching', actions: 'keepBooking' },
  { target: 'shown', actions: 'keepBooking' },
] as const;

/**
 * The booking-status page: what the check-status flow navigated here with is the last thing that
 * happened, and the booking the server reads is what the page tells, so a reload, a shared link or
 * a later visit shows where the booking stands now.
 *
 * - `starting`: no booking id in the URL or the state: `noBooking`, the spec's page from the
 *   outcome alone (none is the failure page).
 * - `loading` reads the booking (`readBooking`, POST /booking-detail): `shown`; an id that is none
 *   of the traveller's bookings (another traveller's included) is `notFound`; a read that fails
 *   is `unread`, the spec's page from the outcome, with a way to read it again.
 * - A booking still awaiting payment after an outcome other than a closed checkout may yet be
 *   settled by the provider (a webhook after a verification that failed or was refused, a
 *   payment that went through after all): `watching` reads it again every `recheck` (5 s), at
 *   most `MAX_RECHECKS` times, and shows what changed.
 */
export const bookingStatusMachine = setup({
  types: {
    context: {} as BookingStatusContext,
    input: {} as BookingStatusInput,
    events: {} as BookingStatusEvent,
  },
  actors: {
    readBooking: fromPromise<BookingDetail, { bookingId: string }>(async () => {
      throw new Error('readBooking is provided by the app');
    }),
  },
  delays: {
    /** Between two reads while a payment might still settle the booking. */
    recheck: 5000,
  },
  actions: {
    /** The booking a read answered (its done event). */
    keepBooking: assign(({ event }) => ({ booking: readOf(event) })),
    countRecheck: assign(({ context }) => ({ rechecks: context.rechecks + 1 })),
  },
  guards: {
    noBookingId: ({ context }) => !context.bookingId,
    notFound: (_, params: { error: unknown }) => readFailureOf(params.error).kind === 'notFound',
    /** Awaiting payment after an outcome a payment may yet follow (not a closed checkout), with reads left. */
    maySettle: ({ context, event }) =>
      awaitingPayment(readOf(event)) && context.outcome !== null && context.outcome.status !== 'cancelled' && context.rechecks < MAX_RECHECKS,
  },
}).createMachine({
  id: 'bookingStatus',
  context: ({ input }) => ({ ...input, booking: null, rechecks: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'noBookingId', target: 'noBooking' }, { target: 'loading' }],
    },
    /** The spec's page from the outcome alone. */
    noBooking: { type: 'final' },
    loading: {
      invoke: {
        id: 'readBooking',
        src: 'readBooking',
        input: ({ context }) => ({ bookingId: context.bookingId! }),
        onDone: whenRead,
        onError: [{ guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' }, { target: 'unread' }],
      },
    },
    /** The booking as it stands. */
    shown: { type: 'final' },
    /** Shown, awaiting payment: read again in a moment, as a payment may yet settle it. */
    watching: {
      after: { recheck: { target: 'rechecking', actions: 'countRecheck' } },
    },
    rechecking: {
      invoke: {
        id: 'readBooking',
        src: 'readBooking',
        input: ({ context }) => ({ bookingId: context.bookingId! }),
        onDone: whenRead,
        // What was read before stays shown.
        onError: { target: 'shown' },
      },
    },
    /** None of the traveller's bookings has this id. */
    notFound: { type: 'final' },
    /** The booking could not be read: the spec's page from the outcome, and a way to read it again. */
    unread: {
      on: { 'booking.reread': { target: 'loading' } },
    },
  },
});
