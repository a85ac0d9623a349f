/**
 * The Razorpay adapter: the official `razorpay` package for every API call, and Razorpay's own
 * rules for both signatures. Given `host`, the package's client is pointed at that base URL
 * instead of api.razorpay.com: the local sandbox answers there with Razorpay's shapes, so the
 * same adapter code runs against both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { GatewayError, type PaymentGateway, type ProviderOrder, type ProviderPayment, type ProviderRefund } from './gateway';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Another API base URL (the sandbox's); Razorpay's own when absent. */
  host?: () => string;
  scriptUrl: string;
  sandbox: boolean;
}

function equalHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** The package throws `{ statusCode, error }` for an answer, and a plain error when none came. */
async function call<T>(work: () => Promise<unknown>): Promise<T> {
  try {
    return (await work()) as T;
  } catch (error) {
    const failure = error as { statusCode?: number; error?: { description?: string }; message?: string };
    throw new GatewayError(failure.error?.description ?? failure.message ?? 'the payment provider could not be reached', failure.statusCode ?? null);
  }
}

export function razorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // The package's HTTP client (axios) takes its base URL per call from here.
  const http = (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq;
  const ready = () => {
    if (settings.host) http.defaults.baseURL = settings.host();
    return client;
  };
  return {
    checkout: { keyId: settings.keyId, scriptUrl: settings.scriptUrl, sandbox: settings.sandbox },
    createOrder: (input) => call<ProviderOrder>(() => ready().orders.create(input)),
    // `expand[]=card` adds the card's network and last four to a card payment. The package's own
    // `payments.fetch(id, { 'expand[]': 'card' })` sends it as `expand[expand]=card`, so it is asked for directly.
    fetchPayment: (id) => call<ProviderPayment>(() => ready().api.get({ url: `/payments/${encodeURIComponent(id)}`, data: { 'expand[]': 'card' } })),
    orderPayments: async (orderId) => (await call<{ items: ProviderPayment[] }>(() => ready().orders.fetchPayments(orderId))).items,
    capture: (id, amount) => call<ProviderPayment>(() => ready().payments.capture(id, amount, 'INR')),
    refund: (id, amount, notes) => call<ProviderRefund>(() => ready().payments.refund(id, { amount, notes })),
    paymentRefunds: async (id) => (await call<{ items: ProviderRefund[] }>(() => ready().payments.fetchMultipleRefund(id, { count: 100 }))).items,
    fetchRefund: (paymentId, refundId) => call<ProviderRefund>(() => ready().payments.fetchRefund(paymentId, refundId)),
    checkoutSignatureValid(orderId, paymentId, signature) {
      const expected = createHmac('sha256', settings.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
      return equalHex(expected, signature);
    },
    webhookSignatureValid(rawBody, signature) {
      if (!settings.webhookSecret || !signature) return false;
      return Razorpay.validateWebhookSignature(rawBody, signature, settings.webhookSecret);
    },
  };
}
