import { expect } from 'vitest';
import { paymentInitiationMachine, type InitiationAnswer } from '../../machines/paymentInitiation.machine';
import { selectCanPay, selectPayBusy, selectPayProblem } from '../../machines/paymentInitiation.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';
import { BOOKING_ID, order, USER } from './checkout.fixtures';

const AMOUNT = 8960.5;
const started: InitiationAnswer = { hotelStatus: 'SUCCESS', response: order };
const phonePe: InitiationAnswer = { hotelStatus: 'SUCCESS', response: { gateway: 'PHONEPE', redirectUrl: 'https://mercury.phonepe.com/transact/pg?token=abc' } };
/** RAZORPAY without an order id: nothing to open the checkout with. */
const noOrderId: InitiationAnswer = { hotelStatus: 'SUCCESS', response: { ...order, order_id: undefined } };
const amountChanged: InitiationAnswer = { hotelStatus: 'FAILURE', hotelFailureCode: 4090, hotelFailureMsg: 'amount: does not match the amount due for this booking' };
const silentRefusal: InitiationAnswer = { hotelStatus: 'FAILURE', hotelFailureCode: 5030, hotelFailureMsg: '' };

export const paymentInitiationModel: MachineModel<typeof paymentInitiationMachine> = {
  machine: paymentInitiationMachine,
  input: { userId: USER, bookingId: BOOKING_ID },
  events: [{ type: 'pay.requested', amount: AMOUNT }],
  actors: { initiatePayment: { done: [started, phonePe, noOrderId, amountChanged, silentRefusal], error: [new Error('fetch failed')] } },
  states: {
    idle: (s) => {
      expect(selectCanPay(s)).toBe(true);
      expect(selectPayBusy(s)).toBe(false);
    },
    initiating: (s) => {
      expect(selectCanPay(s)).toBe(false);
      expect(selectPayBusy(s)).toBe(true);
      expect(selectPayProblem(s)).toBeNull();
      expect(s.context.amount).toBe(AMOUNT);
    },
    redirecting: (s) => expect([s.status, selectPayBusy(s)]).toEqual(['done', true]),
    toCheckout: (s) => expect([s.status, selectPayBusy(s)]).toEqual(['done', true]),
  },
  steps: {
    'pay.requested': ({ after }) => expect(after.matches('initiating')).toBe(true),
    'xstate.done.actor.initiatePayment': ({ event, after, actions }) => {
      const answer = event.output as InitiationAnswer;
      const failed = (message: string, refreshed: boolean) => {
        expect(after.matches('idle')).toBe(true);
        expect(selectPayProblem(after)).toBe(message);
        expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message }]);
        expect(callsOf(actions, 'refreshBooking')).toEqual(refreshed ? [{ bookingId: BOOKING_ID }] : []);
        expect(callsOf(actions, 'goToCheckStatus')).toEqual([]);
        expect(callsOf(actions, 'followRedirect')).toEqual([]);
      };
      if (answer === started) {
        expect(after.matches('toCheckout')).toBe(true);
        expect(callsOf(actions, 'goToCheckStatus')).toEqual([{ state: { paymentResponse: order, bookingId: BOOKING_ID } }]);
        expect(callsOf(actions, 'showToast')).toEqual([]);
      } else if (answer === phonePe) {
        expect(after.matches('redirecting')).toBe(true);
        expect(callsOf(actions, 'followRedirect')).toEqual([{ url: 'https://mercury.phonepe.com/transact/pg?token=abc' }]);
        expect(callsOf(actions, 'goToCheckStatus')).toEqual([]);
      } else if (answer === noOrderId) failed('Invalid payment response. Please try again.', false);
      else if (answer === amountChanged) failed('amount: does not match the amount due for this booking', true);
      else failed('Payment initiation failed. Please try again.', true);
    },
    'xstate.error.actor.initiatePayment': ({ after, actions }) => {
      expect(after.matches('idle')).toBe(true);
      expect(selectPayProblem(after)).toBe('An error occurred while initiating payment. Please try again.');
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message: 'An error occurred while initiating payment. Please try again.' }]);
    },
  },
};
