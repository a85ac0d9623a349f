import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../server/adapters/payments/gateway';
import { razorpayGateway } from '../../../server/adapters/payments/razorpay';
import { testServer } from '../support/testApp';
import { checkoutFail, checkoutPay, serverUrl } from './support';

/**
 * The Razorpay adapter (the official package) against the local sandbox over HTTP: every call the
 * server makes, with Razorpay's shapes, errors and signatures.
 */
async function gateway(secret?: string) {
  const { app } = await testServer();
  const sandbox = app.payments.gateway;
  const base = await serverUrl();
  // The app's own adapter knows the sandbox's secret; a second adapter with another secret is refused.
  return secret === undefined ? sandbox : razorpayGateway({ keyId: sandbox.checkout.keyId, keySecret: secret, webhookSecret: undefined, host: () => `${base}/sandbox/razorpay`, scriptUrl: '', sandbox: true });
}

describe('the Razorpay adapter against the sandbox', () => {
  it('makes an order, sees its authorized payment, captures it once for its whole amount, and checks the checkout signature', async () => {
    const g = await gateway();
    const order = await g.createOrder({ amount: 123_456, currency: 'INR', receipt: 'PDVTEST0000001', notes: { booking_id: 'PDVTEST0000001' } });
    expect(order).toMatchObject({ id: expect.stringMatching(/^order_\w{14}$/), amount: 123_456, currency: 'INR', receipt: 'PDVTEST0000001', status: 'created' });
    expect(await g.orderPayments(order.id)).toEqual([]);

    const paid = await checkoutPay({ key: g.checkout.keyId, order_id: order.id });
    expect(paid.razorpay_order_id).toBe(order.id);
    expect(g.checkoutSignatureValid(order.id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(true);
    expect(g.checkoutSignatureValid(order.id, paid.razorpay_payment_id, paid.razorpay_signature.replace(/^./, (c) => (c === '0' ? '1' : '0')))).toBe(false);
    expect(g.checkoutSignatureValid(order.id, 'pay_other', paid.razorpay_signature)).toBe(false);

    const payment = await g.fetchPayment(paid.razorpay_payment_id);
    expect(payment).toMatchObject({ id: paid.razorpay_payment_id, order_id: order.id, amount: 123_456, currency: 'INR', status: 'authorized' });
    expect((await g.orderPayments(order.id)).map((p) => p.id)).toEqual([payment.id]);
    await expect(g.capture(payment.id, 100)).rejects.toMatchObject({ statusCode: 400 });
    expect(await g.capture(payment.id, 123_456)).toMatchObject({ status: 'captured' });
    await expect(g.capture(payment.id, 123_456)).rejects.toBeInstanceOf(GatewayError);
  });

  it('refunds part and then the rest of a captured payment, lists and fetches its refunds, and refuses more than was paid', async () => {
    const g = await gateway();
    const order = await g.createOrder({ amount: 50_000, currency: 'INR', receipt: 'PDVTEST0000002', notes: {} });
    const paid = await checkoutPay({ key: g.checkout.keyId, order_id: order.id });
    await expect(g.refund(paid.razorpay_payment_id, 100, {})).rejects.toMatchObject({ statusCode: 400 });
    await g.capture(paid.razorpay_payment_id, 50_000);
    const first = await g.refund(paid.razorpay_payment_id, 20_000, { refund_id: 'rf_1' });
    expect(first).toMatchObject({ id: expect.stringMatching(/^rfnd_/), payment_id: paid.razorpay_payment_id, amount: 20_000, status: 'processed', notes: { refund_id: 'rf_1' } });
    await expect(g.refund(paid.razorpay_payment_id, 30_001, {})).rejects.toMatchObject({ statusCode: 400 });
    await g.refund(paid.razorpay_payment_id, 30_000, {});
    expect((await g.paymentRefunds(paid.razorpay_payment_id)).map((r) => r.amount)).toEqual([20_000, 30_000]);
    expect(await g.fetchRefund(paid.razorpay_payment_id, first.id)).toMatchObject({ id: first.id, status: 'processed' });
    expect(await g.fetchPayment(paid.razorpay_payment_id)).toMatchObject({ status: 'refunded' });
  });

  it('records a failed checkout payment with its reason', async () => {
    const g = await gateway();
    const order = await g.createOrder({ amount: 10_000, currency: 'INR', receipt: 'PDVTEST0000003', notes: {} });
    const failed = await checkoutFail({ key: g.checkout.keyId, order_id: order.id }, 'Card declined by the bank');
    expect(failed.error).toMatchObject({ description: 'Card declined by the bank', metadata: { order_id: order.id } });
    expect(await g.fetchPayment(failed.error.metadata.payment_id)).toMatchObject({ status: 'failed', error_description: 'Card declined by the bank' });
  });

  it('refuses a wrong secret with 401, an unknown id and a bad order with 400, as Razorpay does', async () => {
    await expect((await gateway('not-the-secret')).createOrder({ amount: 10_000, currency: 'INR', receipt: 'x', notes: {} })).rejects.toMatchObject({ statusCode: 401 });
    const g = await gateway();
    await expect(g.fetchPayment('pay_doesnotexist00')).rejects.toMatchObject({ statusCode: 400 });
    await expect(g.createOrder({ amount: 50, currency: 'INR', receipt: 'x', notes: {} })).rejects.toMatchObject({ statusCode: 400 });
  });

  it("checks a webhook's signature over its raw body with the webhook secret, with the package's own helper", () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    const signature = createHmac('sha256', 'secret').update(body).digest('hex');
    expect(Razorpay.validateWebhookSignature(body, signature, 'secret')).toBe(true);
    const real = razorpayGateway({ keyId: 'rzp_test_x', keySecret: 'k', webhookSecret: 'secret', scriptUrl: '', sandbox: false });
    expect(real.webhookSignatureValid(body, signature)).toBe(true);
    expect(real.webhookSignatureValid(`${body} `, signature)).toBe(false);
    expect(razorpayGateway({ keyId: 'rzp_test_x', keySecret: 'k', webhookSecret: undefined, scriptUrl: '', sandbox: false }).webhookSignatureValid(body, signature)).toBe(false);
  });
});
