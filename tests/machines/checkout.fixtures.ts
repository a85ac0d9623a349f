import type { PaymentOrderData } from '../../contract/payments';
import { checkoutMachine, type CheckoutInput, type VerifyAnswer } from '../../machines/checkout.machine';
import type { MachineModel } from './support/model';

/**
 * What the check-status paths are generated from: the page reached with the order data by a
 * logged-in user, without the order data, and logged out; the checkout's three reports (a payment
 * with and without its id, dismissed, failed with and without the provider's reason); and the
 * server's verification (verified, 2503, another refusal, the call failing). No test runner here:
 * the machine tests (checkout.model.ts) and the browser paths (tests/e2e/modelPaths.spec.ts) import it.
 */

export const USER = 'u-8f3a2c';
export const BOOKING_ID = 'PDV7K2M9QXA4B';
export const ORDER_ID = 'order_Sbx4f0c2a9e1d3b7';
export const PAYMENT_ID = 'pay_Sbx9a8b7c6d5e4f3';
export const SIGNATURE = 'a'.repeat(64);

export const order: PaymentOrderData = {
  gateway: 'RAZORPAY',
  order_id: ORDER_ID,
  key: 'rzp_test_sandbox',
  amount: 8960.5,
  currency: 'INR',
  name: 'Padaav',
  description: 'Hotel Sea Breeze: 2 nights, booking PDV7K2M9QXA4B',
  prefill: { name: 'Asha Sharma', email: 'asha.sharma@example.in', contact: '9876543210' },
  timeout: 840,
};

export const withOrder: CheckoutInput = { paymentResponse: order, bookingId: BOOKING_ID, userId: USER };
/** /check-status opened without the payment page's state (a typed URL, a new tab). */
export const withoutOrder: CheckoutInput = { paymentResponse: null, bookingId: null, userId: USER };
/** The state is there, the login is not. */
export const loggedOut: CheckoutInput = { paymentResponse: order, bookingId: BOOKING_ID, userId: null };

export const verified: VerifyAnswer = { hotelStatus: 'SUCCESS', response: { bookingId: BOOKING_ID, paymentId: PAYMENT_ID, amount: 8960.5 } };
export const refused2503: VerifyAnswer = { hotelStatus: 'FAILURE', hotelFailureCode: 2503, hotelFailureMsg: 'Payment verification failed.' };
/** A refusal with another code (a bad request names its field). */
export const refusedOther: VerifyAnswer = { hotelStatus: 'FAILURE', hotelFailureCode: 4000, hotelFailureMsg: 'body.paymentId: must be a payment id' };

export const checkoutFixtures = {
  machine: checkoutMachine,
  inputs: [withOrder, withoutOrder, loggedOut],
  events: [
    { type: 'checkout.paid', paymentId: PAYMENT_ID, signature: SIGNATURE },
    { type: 'checkout.paid', paymentId: null, signature: null },
    { type: 'checkout.dismissed' },
    { type: 'checkout.failed', reason: 'Card declined by the bank', paymentId: 'pay_Sbx1122334455667' },
    { type: 'checkout.failed', reason: null, paymentId: null },
  ],
  actors: {
    loadGateway: { done: [undefined], error: [new Error('the checkout script did not load')] },
    verifyPayment: { done: [verified, refused2503, refusedOther], error: [new Error('fetch failed')] },
  },
  delays: { invalidDataRedirect: 3000, verificationRedirect: 5000 },
} satisfies MachineModel<typeof checkoutMachine>;
