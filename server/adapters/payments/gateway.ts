/**
 * What the server asks of a payment provider, in Razorpay's terms and shapes (amounts in paise):
 * orders, payments (fetch, capture), refunds, and the two signatures it checks. The real Razorpay
 * and the local sandbox are both reached through the same adapter (razorpay.ts).
 */

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

export type PaymentState = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: PaymentState;
  /** Whether it was ever captured (an uncaptured payment the provider refunded by itself was not). */
  captured?: boolean;
  /** Paise refunded of it so far. */
  amount_refunded?: number;
  /** How it was paid: `upi`, `card`, `netbanking`, `wallet`, ... */
  method?: string | null;
  /** The UPI ID it was paid from (UPI). */
  vpa?: string | null;
  /** Newer entities also carry UPI's details here. */
  upi?: { vpa?: string | null; flow?: string | null } | null;
  /** The bank's code (netbanking). */
  bank?: string | null;
  /** The wallet's code. */
  wallet?: string | null;
  card_id?: string | null;
  /** The card, when the payment was fetched with it expanded (`expand[]=card`): its network and last four, never its number. */
  card?: { network?: string | null; last4?: string | null } | null;
  error_code?: string | null;
  error_description?: string | null;
  created_at: number;
}

export interface ProviderRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  notes?: Record<string, string> | unknown[];
}

/** A call the provider refused or could not be reached for. */
export class GatewayError extends Error {
  constructor(message: string, readonly statusCode: number | null) {
    super(message);
  }
}

export interface PaymentGateway {
  /** What the browser's checkout is opened with: the public key and the script to load. */
  checkout: { keyId: string; scriptUrl: string; sandbox: boolean };
  createOrder(input: { amount: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** A payment, with its card's details when it was paid by card. */
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  capture(paymentId: string, amount: number): Promise<ProviderPayment>;
  refund(paymentId: string, amount: number, notes: Record<string, string>): Promise<ProviderRefund>;
  paymentRefunds(paymentId: string): Promise<ProviderRefund[]>;
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
  /** Checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's `X-Razorpay-Signature` over its raw body, with the webhook secret; false without a secret. */
  webhookSignatureValid(rawBody: string, signature: string): boolean;
}
