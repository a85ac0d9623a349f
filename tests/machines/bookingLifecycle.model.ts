import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { bookingLifecycleMachine, type BookingLifecycleEvent } from '../../machines/bookingLifecycle.machine';
import type { MachineModel } from './support/model';

type Snapshot = SnapshotFrom<typeof bookingLifecycleMachine>;
const statusOf = (s: Snapshot) => s.value as string;
const paymentOf = (s: Snapshot) => s.context.paymentStatus;

/**
 * Every cause with the payment status the server writes with it, written out here by hand (not
 * read from the table), so a move the table loses or gains shows as a coverage gap or a failed step.
 */
const events: BookingLifecycleEvent[] = [
  { type: 'pay' },
  { type: 'payLater' },
  { type: 'extendHold' },
  { type: 'settle', paymentStatus: 'SUCCESS' },
  { type: 'expire', paymentStatus: 'NOT_PAID' },
  { type: 'cancel', paymentStatus: 'NOT_PAID' },
  { type: 'cancel', paymentStatus: 'REFUND_PENDING' },
  // A penalty that keeps everything paid: the payment stays SUCCESS.
  { type: 'cancel' },
  { type: 'retake', paymentStatus: 'PENDING' },
  { type: 'latePayment', paymentStatus: 'REFUND_PENDING' },
  { type: 'duplicatePayment' },
  { type: 'refund', paymentStatus: 'REFUNDED' },
];

export const bookingLifecycleModel: MachineModel<typeof bookingLifecycleMachine> = {
  machine: bookingLifecycleMachine,
  events,
  states: {
    DRAFT: (s) => expect(paymentOf(s)).toBe('PENDING'),
    PENDING: (s) => expect(paymentOf(s)).toBe('PENDING'),
    HOLD: (s) => expect(paymentOf(s)).toBe('PENDING'),
    SUCCESS: (s) => {
      expect(paymentOf(s)).toBe('SUCCESS');
      // A confirmed booking is never settled, expired or taken again.
      for (const type of ['settle', 'expire', 'retake', 'latePayment', 'refund'] as const) expect(s.can({ type, paymentStatus: 'REFUND_PENDING' })).toBe(false);
    },
    CANCELLED: (s) => expect(['NOT_PAID', 'SUCCESS', 'REFUND_PENDING', 'REFUNDED']).toContain(paymentOf(s)),
    EXPIRED: (s) => {
      expect(['NOT_PAID', 'REFUND_PENDING', 'REFUNDED']).toContain(paymentOf(s));
      // Expired means never paid: no second payment, no cancellation.
      expect(s.can({ type: 'duplicatePayment' })).toBe(false);
      expect(s.can({ type: 'cancel', paymentStatus: 'NOT_PAID' })).toBe(false);
    },
  },
  steps: {
    pay: ({ after }) => expect([statusOf(after), paymentOf(after)]).toEqual(['PENDING', 'PENDING']),
    payLater: ({ after }) => expect([statusOf(after), paymentOf(after)]).toEqual(['HOLD', 'PENDING']),
    extendHold: ({ before, after }) => {
      expect(['PENDING', 'HOLD']).toContain(statusOf(before));
      expect([statusOf(after), paymentOf(after), after.context.lastCause]).toEqual([statusOf(before), paymentOf(before), 'extendHold']);
    },
    settle: ({ before, after }) => {
      expect(['PENDING', 'HOLD']).toContain(statusOf(before));
      expect([statusOf(after), paymentOf(after)]).toEqual(['SUCCESS', 'SUCCESS']);
    },
    expire: ({ before, after }) => {
      // Pay now expires; pay later is cancelled as not paid.
      expect(statusOf(after)).toBe(statusOf(before) === 'PENDING' ? 'EXPIRED' : 'CANCELLED');
      expect(statusOf(before)).not.toBe('SUCCESS');
      expect(paymentOf(after)).toBe('NOT_PAID');
    },
    cancel: ({ event, before, after }) => {
      expect(statusOf(after)).toBe('CANCELLED');
      if (statusOf(before) === 'SUCCESS') expect(paymentOf(after)).toBe(event.paymentStatus ?? 'SUCCESS');
      else expect(paymentOf(after)).toBe('NOT_PAID');
    },
    retake: ({ before, after }) => {
      expect(['CANCELLED', 'EXPIRED']).toContain(statusOf(before));
      expect(paymentOf(before)).not.toBe('SUCCESS');
      expect([statusOf(after), paymentOf(after)]).toEqual(['PENDING', 'PENDING']);
    },
    latePayment: ({ before, after }) => {
      expect(['CANCELLED', 'EXPIRED']).toContain(statusOf(before));
      expect([statusOf(after), paymentOf(after)]).toEqual([statusOf(before), 'REFUND_PENDING']);
    },
    duplicatePayment: ({ before, after }) => {
      expect(['SUCCESS', 'CANCELLED']).toContain(statusOf(before));
      expect([statusOf(after), paymentOf(after), after.context.lastCause]).toEqual([statusOf(before), paymentOf(before), 'duplicatePayment']);
    },
    refund: ({ before, after }) => {
      expect(paymentOf(before)).toBe('REFUND_PENDING');
      expect([statusOf(after), paymentOf(after)]).toEqual([statusOf(before), 'REFUNDED']);
    },
  },
};
