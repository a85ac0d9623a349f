import { expect } from 'vitest';
import type { CancelResult } from '../../contract/booking';
import { cancelBookingMachine, type CancellableBooking } from '../../machines/cancelBooking.machine';
import { selectCanDismiss, selectCancelBusy, selectCancelling, selectCancelProblem, selectComments, selectReasons } from '../../machines/cancelBooking.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

const USER = 'u-8f3a2c';
export const awaiting: CancellableBooking = {
  bookingId: 'PDV7K2M9QXA4B',
  hotelName: 'Hotel Sea Breeze',
  cancellation: { penalty: 0, refund: 0, freeUntil: '2026-03-09T14:00' },
};
const cancelled: CancelResult = { bookingId: awaiting.bookingId, bookingStatus: 'CANCELLED', paymentStatus: 'NOT_PAID', refund: 0, penalty: 0 };
/** What the app's call raises for a refusal: the server's message. */
const refused = new Error('This booking can no longer be cancelled.');

export const cancelBookingModel: MachineModel<typeof cancelBookingMachine> = {
  machine: cancelBookingMachine,
  input: { userId: USER },
  events: [
    { type: 'cancel.opened', booking: awaiting },
    { type: 'reason.toggled', reason: 'changeOfPlans', on: true },
    { type: 'reason.toggled', reason: 'changeOfPlans', on: false },
    { type: 'comments.changed', value: 'Plans moved to April.' },
    { type: 'cancel.confirmed' },
    { type: 'cancel.dismissed' },
  ],
  actors: { cancelBooking: { done: [cancelled], error: [refused] } },
  states: {
    closed: (s) => {
      expect(selectCancelling(s)).toBeNull();
      expect(selectReasons(s)).toEqual({ changeOfPlans: false, foundBetterDeal: false, personalReasons: false, otherReasons: false });
      expect(selectComments(s)).toBe('');
    },
    choosing: (s) => {
      expect(selectCancelling(s)).toEqual(awaiting);
      expect(selectCanDismiss(s)).toBe(true);
      expect(selectCancelBusy(s)).toBe(false);
    },
    cancelling: (s) => {
      expect(selectCancelBusy(s)).toBe(true);
      expect(selectCanDismiss(s)).toBe(false);
      expect(Object.values(selectReasons(s)).some(Boolean)).toBe(true);
    },
  },
  steps: {
    'cancel.opened': ({ after }) => expect(selectCancelProblem(after)).toBeNull(),
    'reason.toggled': ({ event, after }) => {
      expect(selectReasons(after).changeOfPlans).toBe(event.on);
      expect(selectCancelProblem(after)).toBeNull();
    },
    'comments.changed': ({ after }) => expect(selectComments(after)).toBe('Plans moved to April.'),
    'cancel.confirmed': ({ before, after }) => {
      if (Object.values(selectReasons(before)).some(Boolean)) expect(after.matches('cancelling')).toBe(true);
      else {
        expect(after.matches('choosing')).toBe(true);
        expect(selectCancelProblem(after)).toBe('Please select a reason for cancellation.');
      }
    },
    'cancel.dismissed': ({ after, actions }) => {
      expect(after.matches('closed')).toBe(true);
      expect(actions.filter((a) => a.type === 'refreshBookings')).toEqual([]);
    },
    'xstate.done.actor.cancelBooking': ({ after, actions }) => {
      expect(after.matches('closed')).toBe(true);
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'success', message: 'Booking PDV7K2M9QXA4B at Hotel Sea Breeze is cancelled.' }]);
      expect(callsOf(actions, 'refreshBookings')).toHaveLength(1);
    },
    'xstate.error.actor.cancelBooking': ({ after, actions }) => {
      expect(after.matches('choosing')).toBe(true);
      expect(selectCancelProblem(after)).toBe('Cancellation failed: This booking can no longer be cancelled.');
      expect(callsOf(actions, 'refreshBookings')).toEqual([]);
    },
  },
};
