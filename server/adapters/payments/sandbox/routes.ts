/**
 * The local Razorpay-compatible sandbox, served by this server under /sandbox/razorpay: the API
 * calls the adapter makes (orders, payments, capture, refunds) with Razorpay's request and answer
 * shapes and errors, its checkout script, the two calls that script makes when the tester presses
 * Pay or Fail, and Razorpay's webhooks posted to this server's own webhook route.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CHECKOUT_SCRIPT } from './checkoutScript';
import type { SandboxFaults } from './faults';
import { orderJson, paymentJson, refundJson, sandboxId, type SandboxStore } from './store';

export const SANDBOX_PREFIX = '/sandbox/razorpay';

export interface SandboxKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface SandboxDeps {
  store: SandboxStore;
  keys: SandboxKeys;
  faults: SandboxFaults;
  /** Where webhooks go (this server's webhook route), or null to send none. */
  webhookUrl: (() => string) | null;
  log: FastifyBaseLogger;
}

/** Razorpay's error answer. */
function refuse(reply: FastifyReply, status: number, description: string, field?: string) {
  return reply.status(status).send({ error: { code: status === 401 ? 'BAD_REQUEST_ERROR' : 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {}, ...(field ? { field } : {}) } });
}

function authorised(request: FastifyRequest, keys: SandboxKeys): boolean {
  const header = request.headers.authorization ?? '';
  const expected = Buffer.from(`Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const orderRequest = z.object({
  amount: z.number().int().min(100),
  currency: z.literal('INR'),
  receipt: z.string().max(40),
  notes: z.record(z.string(), z.string()).default({}),
});
const captureRequest = z.object({ amount: z.coerce.number().int().positive(), currency: z.literal('INR').default('INR') });
const refundRequest = z.object({ amount: z.coerce.number().int().positive().optional(), notes: z.record(z.string(), z.string()).default({}) });
const checkoutRequest = z.object({ key: z.string(), order_id: z.string(), email: z.string().max(254).nullable().optional(), contact: z.string().max(20).nullable().optional() });
const failRequest = z.object({ key: z.string(), order_id: z.string(), reason: z.string().max(200) });

export function sandboxRoutes(app: FastifyInstance, { store, keys, faults, webhookUrl, log }: SandboxDeps): void {
  /** Posts a webhook as Razorpay does, signed with the webhook secret; tried three times. */
  function webhook(event: string, payload: Record<string, unknown>): void {
    if (!webhookUrl) return;
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_sandbox', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', keys.webhookSecret).update(body).digest('hex'),
      'x-razorpay-event-id': sandboxId('evt'),
    };
    const send = async (attempt: number): Promise<void> => {
      try {
        const res = await fetch(webhookUrl(), { method: 'POST', headers, body });
        if (res.ok) return;
        throw new Error(`status ${res.status}`);
      } catch (error) {
        if (attempt >= 3) return log.warn({ err: error, event }, 'sandbox: a webhook was not taken');
        setTimeout(() => void send(attempt + 1), 500 * attempt).unref();
      }
    };
    setImmediate(() => void send(1));
  }

  app.register(
    async (sandbox) => {
      sandbox.get('/checkout.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_SCRIPT));

      sandbox.post('/checkout/pay', async (request, reply) => {
        const body = checkoutRequest.safeParse(request.body);
        if (!body.success || body.data.key !== keys.keyId) return refuse(reply, 400, 'The api key provided is invalid', 'key');
        const order = await store.order(body.data.order_id);
        if (!order || order.status === 'paid') return refuse(reply, 400, 'This order cannot be paid', 'order_id');
        const payment = await store.pay(order, { email: body.data.email ?? null, contact: body.data.contact ?? null });
        webhook('payment.authorized', { payment: { entity: paymentJson(payment) } });
        const signature = createHmac('sha256', keys.keySecret).update(`${order.id}|${payment.id}`).digest('hex');
        return { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature };
      });

      sandbox.post('/checkout/fail', async (request, reply) => {
        const body = failRequest.safeParse(request.body);
        if (!body.success || body.data.key !== keys.keyId) return refuse(reply, 400, 'The api key provided is invalid', 'key');
        const order = await store.order(body.data.order_id);
        if (!order || order.status === 'paid') return refuse(reply, 400, 'This order cannot be paid', 'order_id');
        const payment = await store.pay(order, { email: null, contact: null, failure: { code: 'BAD_REQUEST_ERROR', description: body.data.reason } });
        webhook('payment.failed', { payment: { entity: paymentJson(payment) } });
        return {
          error: {
            code: 'BAD_REQUEST_ERROR', description: body.data.reason, source: 'customer', step: 'payment_authentication', reason: 'payment_failed',
            metadata: { order_id: order.id, payment_id: payment.id },
          },
        };
      });

      sandbox.register(
        async (api) => {
          api.addHook('onRequest', async (request, reply) => {
            if (!authorised(request, keys)) return refuse(reply, 401, 'The api key provided is invalid');
          });

          api.post('/orders', async (request, reply) => {
            const body = orderRequest.safeParse(request.body);
            if (!body.success) return refuse(reply, 400, `${body.error.issues[0]?.path.join('.') || 'body'}: ${body.error.issues[0]?.message}`, String(body.error.issues[0]?.path[0] ?? ''));
            return orderJson(await store.createOrder(body.data));
          });

          api.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) => {
            const order = await store.order(request.params.id);
            return order ? orderJson(order) : refuse(reply, 400, 'The id provided does not exist');
          });

          api.get<{ Params: { id: string } }>('/orders/:id/payments', async (request, reply) => {
            if (!(await store.order(request.params.id))) return refuse(reply, 400, 'The id provided does not exist');
            const items = (await store.orderPayments(request.params.id)).map(paymentJson);
            return { entity: 'collection', count: items.length, items };
          });

          api.get<{ Params: { id: string } }>('/payments/:id', async (request, reply) => {
            const payment = await store.payment(request.params.id);
            return payment ? paymentJson(payment) : refuse(reply, 400, 'The id provided does not exist');
          });

          api.post<{ Params: { id: string } }>('/payments/:id/capture', async (request, reply) => {
            const body = captureRequest.safeParse(request.body);
            const payment = await store.payment(request.params.id);
            if (!payment) return refuse(reply, 400, 'The id provided does not exist');
            if (!body.success || body.data.amount !== payment.amount) return refuse(reply, 400, 'Capture amount must be equal to the amount authorized', 'amount');
            if (payment.status !== 'authorized') return refuse(reply, 400, 'This payment has already been captured');
            // Another capture of it may have got there first.
            const captured = await store.capture(payment.id);
            if (!captured) return refuse(reply, 400, 'This payment has already been captured');
            const order = (await store.order(captured.orderId))!;
            webhook('payment.captured', { payment: { entity: paymentJson(captured) } });
            webhook('order.paid', { payment: { entity: paymentJson(captured) }, order: { entity: orderJson(order) } });
            return paymentJson(captured);
          });

          api.post<{ Params: { id: string } }>('/payments/:id/refund', async (request, reply) => {
            const body = refundRequest.safeParse(request.body ?? {});
            const payment = await store.payment(request.params.id);
            if (!payment) return refuse(reply, 400, 'The id provided does not exist');
            if (!body.success) return refuse(reply, 400, 'The amount must be a whole number of paise', 'amount');
            const fault = faults.refunds;
            if (fault?.kind === 'refuse') return refuse(reply, 400, fault.reason);
            if (fault?.kind === 'unavailable') return reply.status(503).send({ error: { code: 'SERVER_ERROR', description: 'The service is unavailable. Please try again.' } });
            const done = await store.refund(payment.id, body.data.amount ?? payment.amount - payment.amountRefunded, body.data.notes);
            if (!done) return refuse(reply, 400, 'The refund amount provided is greater than amount captured', 'amount');
            webhook('refund.processed', { refund: { entity: refundJson(done.refund) }, payment: { entity: paymentJson(done.payment) } });
            return refundJson(done.refund);
          });

          api.get<{ Params: { id: string } }>('/payments/:id/refunds', async (request, reply) => {
            if (!(await store.payment(request.params.id))) return refuse(reply, 400, 'The id provided does not exist');
            const items = (await store.refunds(request.params.id)).map(refundJson);
            return { entity: 'collection', count: items.length, items };
          });

          api.get<{ Params: { id: string; refundId: string } }>('/payments/:id/refunds/:refundId', async (request, reply) => {
            const refund = (await store.refunds(request.params.id)).find((r) => r.id === request.params.refundId);
            return refund ? refundJson(refund) : refuse(reply, 400, 'The id provided does not exist');
          });
        },
        { prefix: '/v1' },
      );
    },
    { prefix: SANDBOX_PREFIX },
  );
}
