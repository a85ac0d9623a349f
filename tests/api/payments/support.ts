import { expect } from 'vitest';
import { initiatePaymentResponse, type PaymentOrderData } from '../../../contract/payments';
import { api, loginAs, testServer } from '../support/testApp';
import { bookedFor } from '../bookings/support';

/** The test server's own address (the sandbox and its checkout are served there). */
export async function serverUrl(): Promise<string> {
  const { app } = await testServer();
  const address = app.server.address() as import('node:net').AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** POST /initiate-payment as the owner. */
export async function initiateAs(token: string, bookingId: string, amount: number): Promise<PaymentOrderData> {
  const res = await api('POST', '/initiate-payment', { token, body: { bookingId, amount, gateway: 'RAZORPAY' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return initiatePaymentResponse.parse(res.body).response;
}

/** How the sandbox's checkout is paid, in the fields its script sends (Razorpay's test inputs). */
export const checkoutMethods = {
  upi: { method: 'upi', upi_flow: 'collect', vpa: 'success@razorpay' },
  upiFailing: { method: 'upi', upi_flow: 'collect', vpa: 'failure@razorpay' },
  upiApp: { method: 'upi', upi_flow: 'intent' },
  card: { method: 'card', card: { number: '4111111111111111', expiry_month: '12', expiry_year: '2035', cvv: '123' } },
  netbanking: { method: 'netbanking', bank: 'HDFC' },
  wallet: { method: 'wallet', wallet: 'phonepe' },
} as const;
export type CheckoutMethod = Record<string, unknown>;

/** POST to the sandbox's checkout, as its script does (Pay or Fail). */
export async function sandboxCheckout(action: 'pay' | 'fail', body: Record<string, unknown>): Promise<Response> {
  return fetch(`${await serverUrl()}/sandbox/razorpay/checkout/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** What the sandbox's checkout does when the tester pays (by UPI ID success@razorpay, unless told another way). */
export async function checkoutPay(order: { key: string; order_id: string }, paid: CheckoutMethod = checkoutMethods.upi) {
  const res = await sandboxCheckout('pay', { key: order.key, order_id: order.order_id, ...paid });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  expect(body.razorpay_payment_id, JSON.stringify(body)).toMatch(/^pay_/);
  return body;
}

/** What the sandbox's checkout does when the tester fails the payment with a reason (by card, unless told another way). */
export async function checkoutFail(order: { key: string; order_id: string }, reason: string, paid: CheckoutMethod = checkoutMethods.card) {
  const res = await sandboxCheckout('fail', { key: order.key, order_id: order.order_id, reason, ...paid });
  expect(res.status).toBe(200);
  return (await res.json()) as { error: { description: string; reason: string; metadata: { order_id: string; payment_id: string } } };
}

/** A pay-now booking of the user's, its order made and paid in the sandbox's checkout (not yet checked). */
export async function sandboxPaymentFor(userId: string): Promise<{ paymentId: string; orderId: string; signature: string }> {
  const { app } = await testServer();
  const { review, result } = await bookedFor(userId);
  const order = await app.payments.initiate(userId, { bookingId: review.bookingId, amount: result.amountDue, gateway: 'RAZORPAY', userId: undefined });
  const paid = await checkoutPay(order);
  // The sandbox's webhook settles it a moment later: wait, so nothing changes under the caller.
  await eventually(async () => (await app.bookings.find(review.bookingId))?.status === 'SUCCESS');
  return { paymentId: paid.razorpay_payment_id, orderId: paid.razorpay_order_id, signature: paid.razorpay_signature };
}

/** Waits until `check` holds (webhooks arrive a moment after what sent them). */
export async function eventually(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('did not happen in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const checkStatus = (token: string, body: object) => api('POST', '/razorpay/checkStatus', { token, body });

/** POST /razorpay/checkStatus with what the checkout handed the browser. */
export const verify = (token: string, paid: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) =>
  checkStatus(token, { paymentId: paid.razorpay_payment_id, orderId: paid.razorpay_order_id, signature: paid.razorpay_signature });

/** A pay-now booking of a fresh user (or the one given), and its provider order. */
export async function awaitingPayment(opts: { user?: { token: string; userId: string }; mode?: 'payNow' | 'payLater' } = {}) {
  const user = opts.user ?? (await loginAs());
  const { review, result } = await bookedFor(user.userId, opts.mode ?? 'payNow');
  const order = await initiateAs(user.token, review.bookingId, result.amountDue);
  return { user, review, result, order };
}

/** The provider's own record of a payment (the sandbox's books, through the Razorpay adapter). */
export interface ProviderView {
  id: string;
  status: string;
  amount: number;
  captured: boolean;
  refunded: number;
}

/** Every payment the provider has for the booking's orders, and what it kept of them (captured less refunded). */
export async function providerMoney(bookingId: string): Promise<{ payments: ProviderView[]; kept: number }> {
  const { app, db } = await testServer();
  const orders = await db.rows<{ id: string }>('select id from payment_orders where booking_id = $1', [bookingId]);
  const payments: ProviderView[] = [];
  for (const { id } of orders) {
    for (const p of await app.payments.gateway.orderPayments(id)) {
      const raw = p as unknown as { captured: boolean; amount_refunded: number };
      payments.push({ id: p.id, status: p.status, amount: p.amount, captured: raw.captured, refunded: raw.amount_refunded });
    }
  }
  const kept = payments.reduce((sum, p) => sum + (p.captured ? p.amount - p.refunded : 0), 0);
  return { payments, kept };
}

/**
 * Waits until the booking's money has settled at the provider: no payment left authorized and
 * no refund of ours still to send. Reconciliation of the booking runs meanwhile, as the server's job would.
 */
export async function moneySettled(bookingId: string): Promise<void> {
  const { app, db } = await testServer();
  await eventually(async () => {
    await app.payments.reconcile({ bookingIds: [bookingId] });
    const { payments } = await providerMoney(bookingId);
    const inFlight = await db.rows("select 1 from payment_ledger where booking_id = $1 and entry = 'refund' and status in ('requested', 'sending', 'pending')", [bookingId]);
    return payments.every((p) => p.status !== 'authorized') && inFlight.length === 0;
  }, 10_000);
}
