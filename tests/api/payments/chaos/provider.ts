/**
 * The network between the server and the payment sandbox, as the chaos test plays it. The
 * sandbox is real (its API, books and signed webhooks); this only decides what gets through:
 * - every webhook the sandbox sends is held here, and reaches the server only when a command
 *   delivers it: once, twice, in any order, or never;
 * - the provider may refuse the refunds of a payment, answering as Razorpay does when it will
 *   not refund (a 400 with its error body).
 * It sits in front of the app as request hooks, so it survives nothing: a restarted app gets it
 * again (install), with what it held.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '../../../../contract/basePath';

const WEBHOOK_PATH = `${API_BASE}/razorpay/webhook`;
/** Marks a delivery made by the test, so that it reaches the server's webhook route. */
const DELIVERY = 'x-chaos-delivery';
const REFUND = /^\/sandbox\/razorpay\/v1\/payments\/(pay_\w+)\/refund$/;
/** How many webhooks the sandbox posts after each call that answered 200 (sandbox/routes.ts). */
const WEBHOOKS_SENT: Array<[RegExp, number]> = [
  [/^\/sandbox\/razorpay\/checkout\/(pay|fail)$/, 1], // payment.authorized or payment.failed
  [/^\/sandbox\/razorpay\/v1\/payments\/pay_\w+\/capture$/, 2], // payment.captured, order.paid
  [REFUND, 1], // refund.processed
];
/** Razorpay's answer when it will not make a refund. */
export const REFUSAL = 'Your account does not have enough balance to carry out the refund operation.';

export interface HeldWebhook {
  event: string;
  body: string;
  headers: Record<string, string>;
}

export class Provider {
  /** Webhooks sent by the sandbox and not yet delivered or dropped, oldest first. */
  readonly held: HeldWebhook[] = [];
  /** Payments whose refunds the provider refuses. */
  readonly refusing = new Set<string>();
  private sent = 0;
  private arrived = 0;

  /** Puts the injector in front of an app; `arrived` is called as each webhook is held. */
  install(app: FastifyInstance, arrived: () => void): void {
    app.addHook('onRequest', async (request, reply) => {
      const url = request.url.split('?')[0]!;
      if (request.method !== 'POST') return;
      if (url === WEBHOOK_PATH && request.headers[DELIVERY] === undefined) {
        this.hold(await rawBody(request), request);
        arrived();
        return reply.code(200).send({ hotelStatus: 'SUCCESS', response: { held: true } });
      }
      const refund = REFUND.exec(url);
      if (refund && this.refusing.has(refund[1]!)) {
        return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: REFUSAL, source: 'business', step: 'refund', reason: 'insufficient_balance', metadata: {} } });
      }
    });
    // Counted as the answer is sent, before any hook sees the request end (server.ts waits for both).
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'POST' || reply.statusCode !== 200) return;
      const url = request.url.split('?')[0]!;
      this.sent += WEBHOOKS_SENT.find(([path]) => path.test(url))?.[1] ?? 0;
    });
  }

  private hold(body: string, request: FastifyRequest): void {
    this.arrived++;
    const header = (name: string) => String(request.headers[name] ?? '');
    this.held.push({
      event: (JSON.parse(body) as { event: string }).event,
      body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': header('x-razorpay-signature'), 'x-razorpay-event-id': header('x-razorpay-event-id') },
    });
  }

  /** Every webhook the sandbox has sent so far is held here (none still on the wire). */
  allWebhooksHeld(): boolean {
    return this.arrived >= this.sent;
  }

  webhooksOnTheWay(): number {
    return this.sent - this.arrived;
  }

  /** Takes the held webhook at `index` (any order) out of the queue. */
  take(index: number): HeldWebhook | undefined {
    return this.held.splice(index % Math.max(1, this.held.length), 1)[0];
  }

  /** Delivers a held webhook to the server, as the provider posts it. */
  async deliver(app: FastifyInstance, webhook: HeldWebhook): Promise<{ status: number; body: string }> {
    const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { ...webhook.headers, [DELIVERY]: '1' }, payload: webhook.body });
    return { status: response.statusCode, body: response.body };
  }

  /** A new sequence: what the last one left on the wire is lost, and the provider refunds again. */
  reset(): void {
    this.held.length = 0;
    this.refusing.clear();
  }
}

async function rawBody(request: FastifyRequest): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
