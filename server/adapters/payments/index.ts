import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../../contract/basePath';
import type { PaymentsConfig } from '../../config';
import type { Orm } from '../../db/database';
import type { PaymentGateway } from './gateway';
import { razorpayGateway } from './razorpay';
import { sandboxFaults, type SandboxFaults } from './sandbox/faults';
import { sandboxKeys } from './sandbox/keys';
import { SANDBOX_PREFIX, sandboxRoutes, type SandboxKeys } from './sandbox/routes';
import { sandboxStore } from './sandbox/store';

/** The sandbox's keys (tests sign its webhooks with them) and the faults it can act out. */
export type PaymentSandbox = SandboxKeys & { faults: SandboxFaults };

export type { PaymentGateway } from './gateway';

/** Razorpay's own checkout script. */
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';
export const WEBHOOK_PATH = `${API_BASE}/razorpay/webhook`;

/** How this server reaches itself on loopback, once it listens (the sandbox is called like a remote API). */
function selfUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('the server is not listening yet: the payment sandbox cannot be reached');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address.includes(':') ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The payment gateway the configuration asks for: Razorpay with the operator's keys, or the
 * local sandbox, which this server then also serves (its API, checkout script and webhooks), with
 * its test keys from the environment or the database (sandbox/keys.ts). Both go through the same
 * Razorpay adapter.
 */
export async function createPaymentGateway(app: FastifyInstance, config: PaymentsConfig, orm: Orm): Promise<{ gateway: PaymentGateway; sandbox: PaymentSandbox | null }> {
  if (config.kind === 'razorpay') {
    const gateway = razorpayGateway({ keyId: config.keyId, keySecret: config.keySecret, webhookSecret: config.webhookSecret, scriptUrl: RAZORPAY_CHECKOUT, sandbox: false });
    return { gateway, sandbox: null };
  }
  const keys = await sandboxKeys(orm, config);
  const faults = sandboxFaults();
  sandboxRoutes(app, {
    store: sandboxStore(orm),
    keys,
    faults,
    webhookUrl: config.webhooks ? () => `${selfUrl(app)}${WEBHOOK_PATH}` : null,
    log: app.log,
  });
  const gateway = razorpayGateway({ ...keys, host: () => `${selfUrl(app)}${SANDBOX_PREFIX}`, scriptUrl: `${SANDBOX_PREFIX}/checkout.js`, sandbox: true });
  return { gateway, sandbox: { ...keys, faults } };
}
