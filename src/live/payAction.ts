/**
 * The payment page's Pay action with its real effects: POST /initiate-payment, toasts, the
 * booking read again after a refusal, and the way on (/check-status with the payment order
 * data, or the gateway's own page).
 */
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { paymentInitiationMachine, type InitiationAnswer, type InitiationRequest } from '../../machines/paymentInitiation.machine';
import { paths } from '../app/paths';
import { initiatePayment, refreshPaymentCaches } from '../api/payments';
import { showToast } from './toast';

export const livePaymentInitiationMachine = paymentInitiationMachine.provide({
  actors: {
    initiatePayment: fromPromise<InitiationAnswer, InitiationRequest>(({ input }) => initiatePayment(input)),
  },
  actions: {
    showToast: (_, params) => showToast(params),
    refreshBooking: () => void refreshPaymentCaches(),
    followRedirect: (_, { url }) => window.location.assign(url),
    goToCheckStatus: (_, { state }) => navigate(paths.checkStatus, { state }),
  },
});
