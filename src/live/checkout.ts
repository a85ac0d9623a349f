/**
 * The check-status page's machine with its real effects: the provider's checkout
 * (checkoutGateway.ts), POST /razorpay/checkStatus, toasts, the navigation with replace to
 * /booking-status?bookingId= (the outcome, stamped with the moment) or back to /payment, and the cached
 * bookings read again after a verification.
 */
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { CheckStatusRequest } from '../../contract/payments';
import { checkoutMachine, type CheckoutInput, type VerifyAnswer } from '../../machines/checkout.machine';
import { links, paths } from '../app/paths';
import { checkPaymentStatus, refreshPaymentCaches } from '../api/payments';
import { indiaDateTime } from '../../domain/dates';
import { readCheckStatusState } from '../../machines/rules/paymentFlow';
import { loadGateway, openCheckout } from './checkoutGateway';
import { showToast } from './toast';

export const liveCheckoutMachine = checkoutMachine.provide({
  actors: {
    loadGateway,
    checkout: openCheckout,
    verifyPayment: fromPromise<VerifyAnswer, CheckStatusRequest>(({ input }) => checkPaymentStatus(input)),
  },
  actions: {
    showToast: (_, params) => showToast(params),
    goToStatus: (_, { state }) =>
      navigate(state.bookingId ? links.bookingStatus(state.bookingId) : paths.bookingStatus, { replace: true, state: { ...state, date: indiaDateTime(new Date()) } }),
    goToPayment: (_, { bookingId, state }) => navigate(bookingId ? links.payment(bookingId) : paths.payment, { replace: true, state }),
    refreshPayments: () => void refreshPaymentCaches(),
  },
});

/** What the page's machine starts from: the navigation state /payment left, and the logged-in user. */
export function checkoutInput(historyState: unknown, userId: string | null): CheckoutInput {
  return { ...readCheckStatusState(historyState), userId };
}
