import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sandboxKeys } from '../../../server/adapters/payments/sandbox/keys';
import { testServer } from '../support/testApp';
import { checkoutPay, serverUrl } from './support';

describe('the sandbox\'s keys', () => {
  it('are stored at first start and the same for every later start and every server on the database; the environment\'s win', async () => {
    const { app, db } = await testServer();
    const stored = await sandboxKeys(db.orm, {});
    expect(stored).toEqual({ keyId: app.paymentSandbox!.keyId, keySecret: app.paymentSandbox!.keySecret, webhookSecret: app.paymentSandbox!.webhookSecret });
    expect(await sandboxKeys(db.orm, {})).toEqual(stored);
    const given = await sandboxKeys(db.orm, { keySecret: 'from-the-environment', webhookSecret: 'hooks-from-the-environment' });
    expect(given).toEqual({ keyId: stored.keyId, keySecret: 'from-the-environment', webhookSecret: 'hooks-from-the-environment' });
  });

  it('answers 400 "already captured" to every capture but one of a payment captured many times at once, never a 500', async () => {
    const { app } = await testServer();
    const g = app.payments.gateway;
    const order = await g.createOrder({ amount: 20_000, currency: 'INR', receipt: 'PDVTEST0000009', notes: {} });
    const paid = await checkoutPay({ key: g.checkout.keyId, order_id: order.id });
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => g.capture(paid.razorpay_payment_id, 20_000)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const a of answers.filter((x) => x.status === 'rejected')) expect((a as PromiseRejectedResult).reason).toMatchObject({ statusCode: 400, message: 'This payment has already been captured' });
  });
});

describe('webhook deliveries', () => {
  it('are handled once per event of a payment named inside the signed body, whatever the unsigned event-id header says', async () => {
    const { app, db } = await testServer();
    const g = app.payments.gateway;
    const order = await g.createOrder({ amount: 30_000, currency: 'INR', receipt: 'PDVTEST0000010', notes: {} });
    const paid = await checkoutPay({ key: g.checkout.keyId, order_id: order.id });
    const body = JSON.stringify({ entity: 'event', event: 'payment.failed', contains: ['payment'], payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: order.id } } } });
    const signature = createHmac('sha256', app.paymentSandbox!.webhookSecret).update(body).digest('hex');
    const base = await serverUrl();
    const post = (eventId: string) =>
      fetch(`${base}/api/web/v1/digital-channel/hotel/razorpay/webhook`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId }, body,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const first = await post('evt_headerone0001');
    const replayed = await post('evt_headertwo0002');
    expect([first.status, replayed.status]).toEqual([200, 200]);
    expect([first.body.response.duplicate, replayed.body.response.duplicate]).toEqual([false, true]);
    expect(await db.rows('select 1 from webhook_events where id = $1', [`payment.failed:${paid.razorpay_payment_id}`])).toHaveLength(1);
  });
});
