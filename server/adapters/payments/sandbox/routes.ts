/**
 * The local Razorpay-compatible sandbox, served by this server under /sandbox/razorpay: the API
 * calls the adapter makes (orders, payments, capture, refunds) with Razorpay's request and answer
 * shapes and errors, its checkout script, the two calls that script makes when the tester pays
 * (by UPI, card, netbanking or a wallet: methods.ts) or fails a payment, and Razorpay's webhooks
 * posted to this server's own webhook route.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CHECKOUT_SCRIPT } from './checkoutScript';
import type { SandboxFaults } from './faults';
import { checkoutMethod, type InputRefusal, type PaymentFailure } from './methods';
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

/** What Razorpay's checkout hands `payment.failed`: its error, naming the order and the failed payment. */
function failureAnswer(orderId: string, paymentId: string, failure: PaymentFailure) {
  return {
    error: { code: failure.code, description: failure.description, source: failure.source, step: failure.step, reason: failure.reason, metadata: { order_id: orderId, payment_id: paymentId } },
  };
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
const checkoutKey = z.object({ key: z.string() });
/** The checkout's calls (exported for the fuzz suite, which sends them hostile input too). */
export const checkoutRequest = z.object({ key: z.string(), order_id: z.string().max(60), email: z.string().max(254).nullable().optional(), contact: z.string().max(20).nullable().optional() });
export const failRequest = z.object({ key: z.string(), order_id: z.string().max(60), reason: z.string().trim().min(1).max(200) });

/**
 * A call of the checkout: the sandbox's key, the call's fields and how it was paid; or the first
 * thing wrong with it, by field, as Razorpay answers a bad request.
 */
function checkoutCall<T extends z.ZodType>(raw: unknown, schema: T, keyId: string): { body: z.infer<T>; paid: Exclude<ReturnType<typeof checkoutMethod>, InputRefusal> } | { refusal: InputRefusal } {
  const key = checkoutKey.safeParse(raw);
  if (!key.success || key.data.key !== keyId) return { refusal: { field: 'key', description: 'The api key provided is invalid' } };
  const body = schema.safeParse(raw);
  if (!body.success) {
    const issue = body.error.issues[0];
    const field = String(issue?.path[0] ?? 'body');
    return { refusal: { field, description: `${field}: ${issue?.message ?? 'is not valid'}` } };
  }
  const paid = checkoutMethod(raw as Record<string, unknown>, new Date());
  if ('field' in paid) return { refusal: paid };
  return { body: body.data, paid };
}

/** `?expand[]=card` (one value or several). */
const expandsCard = (query: unknown) => {
  const asked = (query as Record<string, unknown> | null)?.['expand[]'];
  return asked === 'card' || (Array.isArray(asked) && asked.includes('card'));
};

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

      /**
       * The checkout's payment: what it was paid with decides, as in Razorpay's test mode
       * (methods.ts). Paid: the ids and signature the checkout hands its `handler`. Failed (a
       * failing test UPI ID or card): Razorpay's error, which the checkout hands `payment.failed`.
       */
      sandbox.post('/checkout/pay', async (request, reply) => {
        const call = checkoutCall(request.body, checkoutRequest, keys.keyId);
        if ('refusal' in call) return refuse(reply, 400, call.refusal.description, call.refusal.field);
        const order = await store.order(call.body.order_id);
        if (!order || order.status === 'paid') return refuse(reply, 400, 'This order cannot be paid', 'order_id');
        const { detail, failure } = call.paid;
        const payment = await store.pay(order, { email: call.body.email ?? null, contact: call.body.contact ?? null, paid: detail, failure });
        if (failure) {
          webhook('payment.failed', { payment: { entity: paymentJson(payment) } });
          return failureAnswer(order.id, payment.id, failure);
        }
        webhook('payment.authorized', { payment: { entity: paymentJson(payment) } });
        const signature = createHmac('sha256', keys.keySecret).update(`${order.id}|${payment.id}`).digest('hex');
        return { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature };
      });

      /** The tester fails the payment (the bank's page or the UPI app said no), with the reason chosen. */
      sandbox.post('/checkout/fail', async (request, reply) => {
        const call = checkoutCall(request.body, failRequest, keys.keyId);
        if ('refusal' in call) return refuse(reply, 400, call.refusal.description, call.refusal.field);
        const order = await store.order(call.body.order_id);
        if (!order || order.status === 'paid') return refuse(reply, 400, 'This order cannot be paid', 'order_id');
        const failure: PaymentFailure = { code: 'BAD_REQUEST_ERROR', description: call.body.reason, reason: 'payment_failed', source: 'customer', step: 'payment_authentication' };
        const payment = await store.pay(order, { email: null, contact: null, paid: call.paid.detail, failure });
        webhook('payment.failed', { payment: { entity: paymentJson(payment) } });
        return failureAnswer(order.id, payment.id, failure);
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
            const items = (await store.orderPayments(request.params.id)).map((p) => paymentJson(p));
            return { entity: 'collection', count: items.length, items };
          });

          api.get<{ Params: { id: string } }>('/payments/:id', async (request, reply) => {
            const payment = await store.payment(request.params.id);
            return payment ? paymentJson(payment, { card: expandsCard(request.query) }) : refuse(reply, 400, 'The id provided does not exist');
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
