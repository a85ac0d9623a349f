import { expect } from 'vitest';
import { bookingStatusMachine, MAX_RECHECKS } from '../../machines/bookingStatus.machine';
import { selectStatusBooking, selectStatusPhase } from '../../machines/bookingStatus.selectors';
import type { BookingDetail } from '../../contract/booking';
import type { MachineModel } from './support/model';
import { BOOKING_ID } from './checkout.fixtures';
import { afterClosedCheckout, afterFailure, afterSuccess, confirmedBooking, expiredBooking, failedError, heldBooking, nothing, notFoundError, openedLater } from './bookingStatus.fixtures';

const awaiting = (b: BookingDetail | null) => b?.bookingStatus === 'PENDING' || b?.bookingStatus === 'HOLD';

export const bookingStatusModel: MachineModel<typeof bookingStatusMachine> = {
  machine: bookingStatusMachine,
  inputs: [afterFailure, afterClosedCheckout, afterSuccess, openedLater, nothing],
  events: [{ type: 'booking.reread' }],
  actors: { readBooking: { done: [confirmedBooking, heldBooking, expiredBooking], error: [notFoundError, failedError] } },
  delays: { recheck: 5000 },
  states: {
    starting: () => {
      throw new Error('starting is only passed through');
    },
    noBooking: (s) => {
      expect(selectStatusPhase(s)).toBe('noBooking');
      expect(s.context.bookingId).toBeNull();
      expect(s.status).toBe('done');
    },
    loading: (s) => {
      expect(selectStatusPhase(s)).toBe('loading');
      expect(s.context.bookingId).toBe(BOOKING_ID);
    },
    shown: (s) => {
      expect(selectStatusPhase(s)).toBe('shown');
      expect(selectStatusBooking(s)).not.toBeNull();
      // Left alone: settled, or nothing more to wait for.
      const b = selectStatusBooking(s);
      if (awaiting(b) && s.context.rechecks === 0) expect(s.context.outcome === null || s.context.outcome.status === 'cancelled').toBe(true);
    },
    watching: (s) => {
      expect(selectStatusPhase(s)).toBe('shown');
      expect(awaiting(selectStatusBooking(s))).toBe(true);
      expect(s.context.outcome?.status).not.toBe('cancelled');
      expect(s.context.rechecks).toBeLessThan(MAX_RECHECKS);
    },
    rechecking: (s) => {
      expect(selectStatusPhase(s)).toBe('shown');
      expect(s.context.rechecks).toBeGreaterThan(0);
      expect(s.context.rechecks).toBeLessThanOrEqual(MAX_RECHECKS);
    },
    notFound: (s) => {
      expect(selectStatusPhase(s)).toBe('notFound');
      expect(selectStatusBooking(s)).toBeNull();
    },
    unread: (s) => {
      expect(selectStatusPhase(s)).toBe('unread');
      expect(s.can({ type: 'booking.reread' })).toBe(true);
    },
  },
  steps: {
    'xstate.init': ({ input, after }) => expect(after.value).toBe(input.bookingId ? 'loading' : 'noBooking'),
    'xstate.done.actor.readBooking': ({ event, before, after }) => {
      const booking = event.output as BookingDetail;
      expect(selectStatusBooking(after)).toBe(booking);
      const maySettle = awaiting(booking) && !!after.context.outcome && after.context.outcome.status !== 'cancelled' && after.context.rechecks < MAX_RECHECKS;
      expect(after.value).toBe(maySettle ? 'watching' : 'shown');
      expect(after.context.rechecks).toBe(before.context.rechecks);
    },
    'xstate.error.actor.readBooking': ({ event, before, after }) => {
      if (before.matches('rechecking')) {
        // What was read before stays shown.
        expect(after.value).toBe('shown');
        expect(selectStatusBooking(after)).toBe(selectStatusBooking(before));
      } else expect(after.value).toBe(event.error === notFoundError ? 'notFound' : 'unread');
    },
    'xstate.after.recheck.bookingStatus.watching': ({ before, after }) => {
      expect(after.value).toBe('rechecking');
      expect(after.context.rechecks).toBe(before.context.rechecks + 1);
    },
    'booking.reread': ({ after }) => expect(after.value).toBe('loading'),
  },
};
