import type { FastifyInstance } from 'fastify';
import { checkStatusRequest, checkStatusResponse, initiatePaymentRequest, initiatePaymentResponse, webhookEvent, webhookPayment, webhookRefund, type WebhookEvent } from '../../../contract/payments';
import { ApiError, badInput } from '../../http/apiError';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { success } from '../../http/envelope';
import { userRoute } from '../../http/route';
import { parseInput } from '../../http/validate';
import type { PaymentService } from './service';

/**
 * Payment calls. The two a traveller makes are `userRoute`s (401 / 403 first); the webhook is
 * the provider's, trusted only for a valid signature over its raw body, and handled once per event
 * and payment (or refund) its signed body names.
 */
export function paymentRoutes(app: FastifyInstance, payments: PaymentService, seenWebhook: (eventId: string, event: string) => Promise<boolean>, forgetWebhook: (eventId: string) => Promise<void>): void {
  userRoute(app, {
    method: 'POST',
    url: '/initiate-payment',
    response: initiatePaymentResponse,
    bodyLimit: BODY_LIMITS.small,
    body: initiatePaymentRequest,
    handler: async ({ userId, body }) => payments.initiate(userId, body),
  });

  userRoute(app, {
    method: 'POST',
    url: '/razorpay/checkStatus',
    response: checkStatusResponse,
    bodyLimit: BODY_LIMITS.small,
    body: checkStatusRequest,
    handler: async ({ userId, body }) => payments.checkStatus(userId, body),
  });

  app.register(async (webhook) => {
    // The signature is over the bytes sent: the body is kept as text and parsed here, in place of
    // the site's JSON parser (http/jsonBody.ts).
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMITS.webhook }, (_request, body, done) => done(null, body));
    webhook.post('/razorpay/webhook', { bodyLimit: BODY_LIMITS.webhook }, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !payments.gateway.webhookSignatureValid(raw, signature)) throw badInput('x-razorpay-signature: does not match the body');
      const eventId = request.headers['x-razorpay-event-id'];
      if (typeof eventId !== 'string' || !/^[\w-]{1,100}$/.test(eventId)) throw badInput('x-razorpay-event-id: missing');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw, refusePoisoning);
      } catch {
        throw badInput('body: malformed JSON');
      }
      // Parsed by hand, not by a declared schema: the body is raw text until its signature is checked.
      const event = parseInput(webhookEvent, parsed, 'body');
      // Seen before: the same event about the same payment or refund, as the signed body names them (the header is not signed).
      const key = deliveryKey(event) ?? `header:${eventId}`;
      if (!(await seenWebhook(key, event.event))) return success({ duplicate: true });
      try {
        await payments.onWebhook(event);
      } catch (error) {
        // Not handled: forget it, so the provider's next delivery is handled.
        await forgetWebhook(key);
        request.log.warn({ err: error, event: event.event }, 'a webhook could not be handled now');
        throw new ApiError('unavailable', 'The webhook could not be handled now; send it again.');
      }
      return success({ duplicate: false });
    });
  });
}

/** `event:id` of the refund or payment a webhook's body is about, or null when it names neither. */
function deliveryKey(event: WebhookEvent): string | null {
  const refund = webhookRefund.safeParse(event.payload.refund).data?.entity.id;
  const payment = webhookPayment.safeParse(event.payload.payment).data?.entity.id;
  const id = event.event.startsWith('refund.') ? refund : payment ?? refund;
  return id ? `${event.event}:${id}` : null;
}

/** As Fastify's own JSON parser does: a `__proto__` key, or a `constructor` with a `prototype`, is refused. */
function refusePoisoning(key: string, value: unknown): unknown {
  if (key === '__proto__' || (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value)) {
    throw new SyntaxError('a forbidden prototype property');
  }
  return value;
}
