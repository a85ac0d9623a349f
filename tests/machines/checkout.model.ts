import { expect } from 'vitest';
import { checkoutMachine, type VerifyAnswer } from '../../machines/checkout.machine';
import { selectProcessing, selectWaitingMessage } from '../../machines/checkout.selectors';
import { callsOf } from './support/actions';
import type { MachineModel, StepCheck } from './support/model';
import { BOOKING_ID, checkoutFixtures, loggedOut, order, PAYMENT_ID, SIGNATURE, USER, withOrder, withoutOrder } from './checkout.fixtures';

type Step = StepCheck<typeof checkoutMachine>;

const onlyPassedThrough = (name: string) => () => {
  throw new Error(`${name} is only passed through`);
};

/** The outcome's toast and its one navigation to /booking-status, with replace and the outcome's state. */
function expectOutcome(step: Step, toast: { status: string; message: string }, state: Record<string, unknown>) {
  expect(callsOf(step.actions, 'showToast')).toEqual([toast]);
  expect(callsOf(step.actions, 'goToStatus')).toEqual([{ state }]);
  expect(callsOf(step.actions, 'goToPayment')).toEqual([]);
}

const failure = (transactionId: string | null) => ({ transactionId, status: 'failure', bookingId: BOOKING_ID, amount: order.amount });

export const checkoutModel: MachineModel<typeof checkoutMachine> = {
  ...checkoutFixtures,
  states: {
    starting: onlyPassedThrough('starting'),
    invalidData: (s) => {
      expect(selectWaitingMessage(s)).toBe('Invalid payment data or user not logged in. Please try again.');
      expect(selectProcessing(s)).toBe(false);
    },
    loadingGateway: (s) => {
      expect(selectProcessing(s)).toBe(true);
      expect(s.context.paymentResponse).toEqual(order);
      expect(s.context.userId).toBe(USER);
    },
    checkout: (s) => {
      expect(selectProcessing(s)).toBe(true);
      expect(selectWaitingMessage(s)).toBeNull();
    },
    verifying: (s) => {
      expect(selectProcessing(s)).toBe(true);
      expect(s.context.paymentId).toBe(PAYMENT_ID);
    },
    returningToPayment: (s) => {
      expect(selectWaitingMessage(s)).toBe('Payment verification failed.');
      expect(selectProcessing(s)).toBe(false);
    },
    returned: (s) => expect(s.status).toBe('done'),
    // Every other outcome has left for /booking-status: the page keeps its spinner until it goes.
    confirmed: (s) => expect([s.status, selectProcessing(s)]).toEqual(['done', true]),
    verificationRefused: (s) => expect([s.status, selectProcessing(s)]).toEqual(['done', true]),
    noPaymentId: (s) => expect(s.status).toBe('done'),
    verifyCallFailed: (s) => expect(s.status).toBe('done'),
    cancelled: (s) => expect(s.status).toBe('done'),
    paymentFailed: (s) => expect(s.status).toBe('done'),
    gatewayFailed: (s) => expect(s.status).toBe('done'),
  },
  steps: {
    'xstate.init': ({ input, after, actions }) => {
      if (input === withOrder) {
        expect(after.matches('loadingGateway')).toBe(true);
        expect(callsOf(actions, 'showToast')).toEqual([]);
      } else {
        expect([withoutOrder, loggedOut]).toContain(input);
        expect(after.matches('invalidData')).toBe(true);
        expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message: 'Invalid payment data or user not logged in. Please try again.' }]);
      }
      expect(callsOf(actions, 'goToPayment')).toEqual([]);
    },
    'xstate.after.invalidDataRedirect.checkout.invalidData': ({ input, after, actions }) => {
      expect(after.matches('returned')).toBe(true);
      expect(callsOf(actions, 'goToPayment')).toEqual([
        { bookingId: input.bookingId, state: { transactionId: null, status: 'failure', bookingId: input.bookingId, amount: input.paymentResponse?.amount ?? null } },
      ]);
      expect(callsOf(actions, 'showToast')).toEqual([]);
    },
    'xstate.done.actor.loadGateway': ({ after }) => expect(after.matches('checkout')).toBe(true),
    'xstate.error.actor.loadGateway': (step) => {
      expect(step.after.matches('gatewayFailed')).toBe(true);
      expectOutcome(step, { status: 'error', message: 'Failed to load payment gateway. Please try again.' }, failure(null));
    },
    'checkout.paid': (step) => {
      if (step.event.paymentId) {
        expect(step.after.matches('verifying')).toBe(true);
        expect(step.after.context.signature).toBe(SIGNATURE);
        expect(step.actions.filter((a) => ['showToast', 'goToStatus'].includes(a.type))).toEqual([]);
      } else {
        expect(step.after.matches('noPaymentId')).toBe(true);
        expectOutcome(step, { status: 'error', message: 'Something went wrong with the payment' }, failure(null));
      }
    },
    'checkout.dismissed': (step) => {
      expect(step.after.matches('cancelled')).toBe(true);
      expectOutcome(step, { status: 'info', message: 'Payment cancelled.' }, { transactionId: null, status: 'cancelled', bookingId: BOOKING_ID, amount: order.amount });
    },
    'checkout.failed': (step) => {
      expect(step.after.matches('paymentFailed')).toBe(true);
      const message = step.event.reason ? 'Payment failed: Card declined by the bank' : 'Payment failed: Please try again.';
      expectOutcome(step, { status: 'error', message }, failure(step.event.paymentId as string | null));
    },
    'xstate.done.actor.verifyPayment': (step) => {
      const answer = step.event.output as VerifyAnswer;
      expect(callsOf(step.actions, 'refreshPayments')).toHaveLength(1);
      if (answer.hotelStatus === 'SUCCESS') {
        expect(step.after.matches('confirmed')).toBe(true);
        expectOutcome(step, { status: 'success', message: 'Payment successful! Booking confirmed.' }, { transactionId: PAYMENT_ID, status: 'success', bookingId: BOOKING_ID, amount: 8960.5 });
      } else if (answer.hotelFailureCode === 2503) {
        expect(step.after.matches('returningToPayment')).toBe(true);
        expect(callsOf(step.actions, 'showToast')).toEqual([{ status: 'error', message: 'Payment verification failed.' }]);
        expect(callsOf(step.actions, 'goToStatus')).toEqual([]);
        expect(callsOf(step.actions, 'goToPayment')).toEqual([]);
      } else {
        expect(step.after.matches('verificationRefused')).toBe(true);
        expectOutcome(step, { status: 'error', message: 'body.paymentId: must be a payment id' }, failure(PAYMENT_ID));
      }
    },
    'xstate.error.actor.verifyPayment': (step) => {
      expect(step.after.matches('verifyCallFailed')).toBe(true);
      expect(callsOf(step.actions, 'refreshPayments')).toHaveLength(1);
      expectOutcome(step, { status: 'error', message: 'Failed to verify payment. Please try again.' }, failure(PAYMENT_ID));
    },
    'xstate.after.verificationRedirect.checkout.returningToPayment': ({ after, actions }) => {
      expect(after.matches('returned')).toBe(true);
      expect(callsOf(actions, 'goToPayment')).toEqual([{ bookingId: BOOKING_ID, state: failure(PAYMENT_ID) }]);
    },
  },
};
