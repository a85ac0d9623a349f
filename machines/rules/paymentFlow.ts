/**
 * Paying a booking (the provider is given the amount in paise, rupees x 100): what an initiation answer says to do next, what the payment
 * page hands the check-status page, and the options the provider's checkout opens with. Pure and
 * browser-safe; the same for Razorpay's checkout.js and the local sandbox's.
 */
import type { PaymentOrderData } from '../../contract/payments';
import { toPaise } from '../../domain/money';

/** What to do with a SUCCESS answer of POST /initiate-payment. */
export type PaymentStart = { kind: 'redirect'; url: string } | { kind: 'checkout'; order: PaymentOrderData } | { kind: 'invalid' };

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Payment order data the checkout can open with: an order id, the key, a positive amount, the texts and how long it may stay open. */
export function orderDataOf(value: unknown): PaymentOrderData | null {
  if (!isRecord(value)) return null;
  const { gateway, order_id, key, amount, currency, name, description, prefill, timeout } = value;
  if (gateway !== 'RAZORPAY' || !isText(order_id) || !order_id || !isText(key) || !key) return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || currency !== 'INR' || !isText(name) || !isText(description)) return null;
  if (!isRecord(prefill) || !isText(prefill.name) || !isText(prefill.email) || !isText(prefill.contact)) return null;
  if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout <= 0) return null;
  return { gateway, order_id, key, amount, currency, name, description, prefill: { name: prefill.name, email: prefill.email, contact: prefill.contact }, timeout };
}

/** A URL a browser may be sent to: http or https only. */
function webUrl(value: unknown): string | null {
  if (!isText(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * With gateway PHONEPE and a redirectUrl, go to that URL; with RAZORPAY and an
 * order id (and the rest of the order data the checkout needs), go to /check-status. Anything
 * else is "Invalid payment response. Please try again.". This server only offers RAZORPAY; the
 * PHONEPE branch is kept for a server that offers it.
 */
export function paymentStart(response: unknown): PaymentStart {
  if (!isRecord(response)) return { kind: 'invalid' };
  if (response.gateway === 'PHONEPE') {
    const url = webUrl(response.redirectUrl);
    return url ? { kind: 'redirect', url } : { kind: 'invalid' };
  }
  const order = orderDataOf(response);
  return order ? { kind: 'checkout', order } : { kind: 'invalid' };
}

/** The navigation state of /check-status: the payment order data and the booking id. */
export interface CheckStatusState {
  paymentResponse: PaymentOrderData;
  bookingId: string;
}

/** What /check-status was reached with: each part, or null when missing or not usable. */
export function readCheckStatusState(value: unknown): { paymentResponse: PaymentOrderData | null; bookingId: string | null } {
  if (!isRecord(value)) return { paymentResponse: null, bookingId: null };
  return { paymentResponse: orderDataOf(value.paymentResponse), bookingId: isText(value.bookingId) && value.bookingId ? value.bookingId : null };
}

/**
 * What the provider's checkout is opened with, less its callbacks: the amount
 * in paise (rupees x 100). A failed payment ends the checkout (no retry inside it), so the page
 * tells the traveller and the failure page offers the way back. It closes itself after `timeout`
 * seconds, what is left of the booking's hold, so a payment cannot arrive after the rooms are gone.
 */
export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  retry: { enabled: false };
  send_sms_hash: true;
  timeout: number;
}

export function checkoutOptions(order: PaymentOrderData): CheckoutOptions {
  return {
    key: order.key,
    amount: toPaise(order.amount),
    currency: order.currency,
    name: order.name,
    description: order.description,
    order_id: order.order_id,
    prefill: { ...order.prefill },
    retry: { enabled: false },
    send_sms_hash: true,
    timeout: order.timeout,
  };
}

/** What the checkout's success handler was given (Razorpay's names), as the check-status flow reads it. */
export function checkoutSuccessOf(response: unknown): { paymentId: string | null; signature: string | null } {
  const r = isRecord(response) ? response : {};
  const text = (v: unknown) => (isText(v) && v ? v : null);
  return { paymentId: text(r.razorpay_payment_id), signature: text(r.razorpay_signature) };
}

/** What the checkout's `payment.failed` event was given: the provider's description and the payment's id. */
export function checkoutFailureOf(response: unknown): { reason: string | null; paymentId: string | null } {
  const error = isRecord(response) && isRecord(response.error) ? response.error : {};
  const metadata = isRecord(error.metadata) ? error.metadata : {};
  return {
    reason: isText(error.description) && error.description.trim() ? error.description.trim() : null,
    paymentId: isText(metadata.payment_id) && metadata.payment_id ? metadata.payment_id : null,
  };
}
