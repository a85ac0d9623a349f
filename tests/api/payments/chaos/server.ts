/**
 * The server under chaos: the real app (buildApp) on the API suite's shared database, listening
 * on loopback so the sandbox is reached over HTTP as a remote provider, restartable on the same
 * database. Between it and the sandbox sits a small fault injector, the network as the chaos
 * test plays it: the sandbox's webhooks are held (provider.ts) until a command delivers them
 * (once, twice, out of order, or never), and the provider may be made to refuse refunds.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../../../contract/basePath';
import { buildApp } from '../../../../server/app';
import { testServer, type TestServer } from '../../support/testApp';
import { Provider } from './provider';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's body as each command reads it: the command states the fields it expects
  body: any;
}

export class ChaosServer {
  readonly provider = new Provider();
  /** Requests the app is answering now (the traveller's, the sandbox's API calls, webhooks). */
  private inFlight = 0;
  /** Called when a request ends or a webhook arrives: quiet() looks again. */
  private changed: () => void = () => undefined;
  private constructor(
    readonly shared: TestServer,
    public app: FastifyInstance,
  ) {}

  static async start(): Promise<ChaosServer> {
    const shared = await testServer();
    const server = new ChaosServer(shared, undefined as unknown as FastifyInstance);
    server.app = await server.build();
    return server;
  }

  /** The app as main.ts builds it (no timers: the commands run its jobs), with the fault injector in front of the sandbox. */
  private async build(): Promise<FastifyInstance> {
    const { config, db, clock } = this.shared;
    if (config.payments.kind !== 'sandbox') throw new Error('the chaos test runs against the payment sandbox');
    const app = await buildApp({ config: { ...config, payments: { ...config.payments, webhooks: true } }, db, clock: clock.now });
    app.addHook('onRequest', async () => void this.inFlight++);
    app.addHook('onResponse', async () => {
      this.inFlight--;
      this.changed();
    });
    this.provider.install(app, () => this.changed());
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }

  /** Stops the server (what it was doing is finished first, as on SIGTERM) and starts another on the same database. */
  async restart(): Promise<void> {
    await this.quiet();
    await this.app.close();
    this.app = await this.build();
  }

  async close(): Promise<void> {
    await this.quiet();
    await this.app.close();
  }

  /** An API call by its spec path, as the browser makes it (or a partner's, under /api/partner). */
  async call(method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await this.app.inject({
      method,
      url: path.startsWith('/api/') ? path : `${API_BASE}${path}`,
      headers: { ...headers, ...(token ? { authorization: token } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const type = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, body: type.startsWith('application/json') ? response.json() : response.rawPayload };
  }

  /** A call the sandbox's checkout makes when the tester pays (by UPI, card, netbanking or a wallet) or fails (a browser on the provider's page). */
  async checkout(action: 'pay' | 'fail', body: Record<string, unknown>): Promise<Answer> {
    const response = await this.app.inject({ method: 'POST', url: `/sandbox/razorpay/checkout/${action}`, payload: body });
    return { status: response.statusCode, body: response.json() };
  }

  /**
   * Waits until nothing is in flight: no request being answered, and every webhook the sandbox
   * sent has reached the injector. What the server does without a request (a refund it sends
   * after answering a cancellation) may still run: that is the concurrency a real server has.
   */
  async quiet(timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.inFlight > 0 || !this.provider.allWebhooksHeld()) {
      const left = until - Date.now();
      if (left <= 0) throw new Error(`the server did not settle: ${this.inFlight} requests in flight, ${this.provider.webhooksOnTheWay()} webhooks on the way`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.changed = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.changed = () => undefined;
    }
  }
}
