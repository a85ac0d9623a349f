/**
 * Payment calls (spec 001 §3, §4, §7, §8): start paying a booking through the provider's
 * checkout, and have the server verify the payment. Amounts are rupees on the wire; the
 * provider's checkout is opened with the amount times 100 (paise).
 */
import { z } from 'zod';
import { bookingId, claimedUser } from './booking';
import { successEnvelope } from './envelope';
import { rupees } from './primitives';

export const paymentMessages = {
  invalidData: 'Invalid payment data or user not logged in. Please try again.',
  invalidResponse: 'Invalid payment response. Please try again.',
  initiationFailed: 'Payment initiation failed. Please try again.',
  initiationError: 'An error occurred while initiating payment. Please try again.',
  noPaymentId: 'Something went wrong with the payment',
  verifyFailed: 'Failed to verify payment. Please try again.',
  cancelled: 'Payment cancelled.',
  failed: (reason: string) => `Payment failed: ${reason}`,
  failedDefault: 'Please try again.',
  scriptFailed: 'Failed to load payment gateway. Please try again.',
  verificationFailed: 'Payment verification failed.',
  successful: 'Payment successful! Booking confirmed.',
  somethingWrong: 'Something went wrong, please try again',
  notPayable: 'This booking can no longer be paid: its hold has ended or it was cancelled.',
  amountMismatch: 'amount: does not match the amount due for this booking',
  lateRefunded: 'The payment arrived after the rooms were released, so it is being refunded in full.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
} as const;

export const providerOrderId = z.string().regex(/^order_[A-Za-z0-9]{6,40}$/, 'must be an order id');
export const providerPaymentId = z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/, 'must be a payment id');

/** POST /initiate-payment */
export const initiatePaymentRequest = z.object({
  userId: claimedUser,
  bookingId,
  /** The amount due, in rupees, as the traveller was shown it: a different one is refused with 409. */
  amount: rupees,
  gateway: z.literal('RAZORPAY', 'only RAZORPAY is offered'),
});
export type InitiatePaymentRequest = z.infer<typeof initiatePaymentRequest>;

/** What the browser opens the provider's checkout with (spec 001 §3 Payment order data). */
export const paymentOrderData = z.object({
  gateway: z.literal('RAZORPAY'),
  order_id: providerOrderId,
  key: z.string(),
  /** Rupees; the checkout takes it times 100. */
  amount: rupees,
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PaymentOrderData = z.infer<typeof paymentOrderData>;
export const initiatePaymentResponse = successEnvelope(paymentOrderData);

/** POST /razorpay/checkStatus: the ids the checkout handed the browser, and its signature when it has one. */
export const checkStatusRequest = z.object({
  paymentId: providerPaymentId,
  orderId: providerOrderId,
  userId: claimedUser,
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex HMAC-SHA256').optional(),
});
export type CheckStatusRequest = z.infer<typeof checkStatusRequest>;
export const checkStatusResult = z.object({ bookingId, paymentId: providerPaymentId, amount: rupees });
export const checkStatusResponse = successEnvelope(checkStatusResult);
export type CheckStatusResult = z.infer<typeof checkStatusResult>;
