/**
 * Payment calls: start paying a booking through the provider's
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
  /** The booking-status page, for a payment refunded because it came after the hold had lapsed. */
  lateRefundedTitle: 'Your payment was refunded',
  lateRefundedDetail: 'The hold on your rooms had lapsed before your payment arrived, and the rooms were no longer free at the same price, so the full amount is being refunded the way you paid, within 5-7 working days.',
  cancelledRefundedDetail: 'This booking was cancelled before your payment arrived, so the full amount is being refunded the way you paid, within 5-7 working days.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
} as const;

/** What a traveller reads about money sent back. */
export const moneyMessages = {
  refundDelayed: 'Refund delayed, our team has it.',
} as const;

export const providerOrderId = z.string().regex(/^order_[A-Za-z0-9]{6,40}$/, 'must be an order id');
export const providerPaymentId = z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/, 'must be a payment id');
export const providerRefundId = z.string().regex(/^rfnd_[A-Za-z0-9]{6,40}$/, 'must be a refund id');

/** POST /initiate-payment */
export const initiatePaymentRequest = z.object({
  userId: claimedUser,
  bookingId,
  /** The amount due, in rupees, as the traveller was shown it: a different one is refused with 409. */
  amount: rupees,
  gateway: z.literal('RAZORPAY', 'only RAZORPAY is offered'),
});
export type InitiatePaymentRequest = z.infer<typeof initiatePaymentRequest>;

/** What the browser opens the provider's checkout with. */
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
  /** Seconds the checkout stays open: what is left of the booking's hold (the checkout's `timeout` option). */
  timeout: z.number().int().positive(),
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

/**
 * POST /razorpay/webhook: the provider's event, read once its signature over the raw body is
 * checked. Only what is acted on is checked closely: the event's name, and the ids of the payment
 * or refund it is about (an event whose ids are not the provider's kind is ignored).
 */
export const webhookEvent = z.object({
  event: z.string().regex(/^[a-z_]{1,40}(\.[a-z_]{1,40}){1,3}$/, 'must be an event name'),
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;
/** `payload.payment` of a payment event and `payload.refund` of a refund event. */
export const webhookPayment = z.object({ entity: z.object({ id: providerPaymentId, order_id: providerOrderId }) });
export const webhookRefund = z.object({ entity: z.object({ id: providerRefundId, payment_id: providerPaymentId }) });
