/**
 * The payment calls: start paying a booking, and have the server verify a payment
 * the provider's checkout reported. Both answer with the envelope as it came: the machines tell
 * a refusal (a FAILURE with the server's code and message) from a call that failed (the promise
 * rejects: no connection, or an answer the contract does not know).
 *
 * Both are safe to send twice, so they keep the client's one retry: initiating again reuses the
 * booking's open order, and verifying twice gives the same answer (server/modules/payments).
 */
import type { FailureEnvelope } from '../../contract/envelope';
import type { CheckStatusRequest, CheckStatusResult } from '../../contract/payments';
import { refresh } from './cache';
import { bookingKeys } from './cacheKeys';
import { call } from './client';

export interface InitiatePaymentCall {
  userId: string;
  bookingId: string;
  /** Rupees: the amount due as the page shows it (409 when the server says otherwise). */
  amount: number;
}

/** POST /initiate-payment `{userId, bookingId, amount, gateway: 'RAZORPAY'}`. */
export function initiatePayment(request: InitiatePaymentCall): Promise<{ hotelStatus: 'SUCCESS'; response: unknown } | FailureEnvelope> {
  return call((s) => s.initiatePaymentAnswer, '/initiate-payment', { method: 'POST', body: { ...request, gateway: 'RAZORPAY' } });
}

/** POST /razorpay/checkStatus `{paymentId, orderId, userId, signature?}`. */
export function checkPaymentStatus(request: CheckStatusRequest): Promise<{ hotelStatus: 'SUCCESS'; response: CheckStatusResult } | FailureEnvelope> {
  return call((s) => s.checkStatusAnswer, '/razorpay/checkStatus', { method: 'POST', body: request });
}

/**
 * After a verification (whatever it said: a webhook may have settled the booking meanwhile) the
 * booking's detail, which the payment page shows, and the bookings lists are read again.
 */
export function refreshPaymentCaches(): Promise<void> {
  return refresh(bookingKeys.all);
}
