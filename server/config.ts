import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readSupplier, type SupplierConfig } from './supplierConfig';

/** Everything the server reads from its environment, read once, in one place. */
export interface Config {
  port: number;
  host: string;
  /** Embedded PostgreSQL folder; ignored when `databaseUrl` is set. `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Folder with the built single-page app; absent in API-only tests and `npm run dev`. */
  webRoot: string | undefined;
  logLevel: string;
  production: boolean;
  googleMapsKey: string | undefined;
  razorpayKeyId: string | undefined;
  /**
   * Online payments: Razorpay with the operator's keys (`RAZORPAY_KEY_ID`, `RAZORPAY_KEY_SECRET`,
   * and `RAZORPAY_WEBHOOK_SECRET` for its webhooks), or else the local Razorpay-compatible sandbox
   * this server runs itself (test payments only). In production the sandbox must be asked for
   * with `PAYMENTS=sandbox`.
   */
  payments: PaymentsConfig;
  /** Who issues GST tax invoices (supplierConfig.ts). */
  supplier: SupplierConfig;
  /** Sender of booking e-mails (`SMTP_FROM`, as the OTP e-mails). */
  mailFrom: string;
  guestSessionHours: number;
  /** `GUEST_TOKENS_PER_HOUR`: guest device tokens one client address may take in an hour (default 300). */
  guestTokensPerHour: number;
  /** A logged-in session ends after this long without a request... */
  userSessionIdleMinutes: number;
  /** ...or this long after login, whichever comes first. */
  userSessionMaxHours: number;
  /** Where OTP codes go: `OTP_DELIVERY`, a comma list of console | outbox | smtp | sms (default console; production needs smtp and/or sms). */
  otpDelivery: OtpDeliveryKind[];
  /** nodemailer transport URL for `smtp`, e.g. smtp://user:pass@mail.example.com:587. */
  smtpUrl: string | undefined;
  /** Sender of OTP e-mails. */
  smtpFrom: string;
  /** `sms`: the gateway endpoint that receives `{channel, to, otp, text}` as JSON. */
  smsWebhookUrl: string | undefined;
  /** Optional `authorization` header value for the SMS gateway. */
  smsWebhookAuth: string | undefined;
  /** Key of the OTP hash (HMAC); random per process when `OTP_SECRET` is unset. */
  otpSecret: string;
  /**
   * The catalogue made at first start: generated hotels (`CATALOGUE=generated`, the default) of
   * `CATALOGUE_HOTELS` and `CATALOGUE_SEED`, or none at all (`CATALOGUE=none`: only the cities,
   * for an operator who imports real hotels, docs/catalogue.md).
   */
  catalogue: CatalogueConfig;
  /**
   * `SEARCH_THREAD=0`: search answers are written on the request thread instead of on a search
   * thread of their own (modules/search/answerWriter.ts). On by default.
   */
  searchThread: boolean;
  /** `BENCH_CEILING=1`: registers the benchmark's ceiling route. Never in production. */
  benchCeiling: boolean;
  /**
   * `TRUST_PROXY`: which proxies may set X-Forwarded-For (a comma list of addresses or CIDRs, or
   * `true` behind a single trusted hop). Unset: client addresses are the socket's, so per-address
   * limits cannot be dodged with a forged header.
   */
  trustProxy: boolean | string[];
  /**
   * `HTTPS_ONLY=1`: the site is served over HTTPS only (TLS ends at a proxy in front), so every
   * answer carries Strict-Transport-Security. Unset: only answers a trusted proxy says came over
   * HTTPS (`x-forwarded-proto`, see TRUST_PROXY) carry it.
   */
  httpsOnly: boolean;
  /**
   * Slow clients: a request's headers must have arrived within `headersMs` of its start and the
   * whole request, body included, within `requestMs`; a connection with no traffic either way for
   * `idleMs` (a client that stopped reading its answer) is closed. A stalled client is answered
   * 408 and its socket freed. Idle keep-alive connections close earlier, after Fastify's 72 s.
   */
  clientTimeouts: { headersMs: number; requestMs: number; idleMs: number };
  /**
   * `METRICS_TOKEN`: GET /metrics then asks for `Authorization: Bearer <token>`. Unset, it is open
   * in development, and absent (404, with a warning at start) when NODE_ENV=production.
   */
  metricsToken: string | undefined;
}

export interface CatalogueConfig {
  generated: boolean;
  hotels: number;
  seed: number;
}

function readCatalogue(env: NodeJS.ProcessEnv): CatalogueConfig {
  const kind = (env.CATALOGUE || 'generated').trim().toLowerCase();
  if (kind !== 'generated' && kind !== 'none') throw new Error(`CATALOGUE: "${env.CATALOGUE}" is not a catalogue (use generated, the default, or none)`);
  return {
    generated: kind === 'generated',
    hotels: positiveInt(env.CATALOGUE_HOTELS, 5400, 'CATALOGUE_HOTELS'),
    seed: positiveInt(env.CATALOGUE_SEED, 20251, 'CATALOGUE_SEED'),
  };
}

export type PaymentsConfig =
  | { kind: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string | undefined }
  | { kind: 'sandbox'; webhooks: boolean; keySecret: string | undefined; webhookSecret: string | undefined };

function readPayments(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  const keyId = env.RAZORPAY_KEY_ID || undefined;
  const keySecret = env.RAZORPAY_KEY_SECRET || undefined;
  if (keyId && keySecret) return { kind: 'razorpay', keyId, keySecret, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined };
  if (keyId || keySecret) throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both, or neither for the local test-payment sandbox');
  if (production && env.PAYMENTS !== 'sandbox') {
    throw new Error('payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET; the local test-payment sandbox is refused when NODE_ENV=production unless PAYMENTS=sandbox');
  }
  // SANDBOX_WEBHOOKS=0: the sandbox sends no webhooks (tests of what happens when none arrive).
  // SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET: the sandbox's keys; without them, made at the first start and kept in the database.
  return { kind: 'sandbox', webhooks: env.SANDBOX_WEBHOOKS !== '0', keySecret: env.SANDBOX_KEY_SECRET || undefined, webhookSecret: env.SANDBOX_WEBHOOK_SECRET || undefined };
}

export const otpDeliveryKinds = ['console', 'outbox', 'smtp', 'sms'] as const;
export type OtpDeliveryKind = (typeof otpDeliveryKinds)[number];

function readOtpDelivery(value: string | undefined, production: boolean): OtpDeliveryKind[] {
  // Whoever reads the log could log in as anyone: production never prints a code.
  if (production && !value?.trim()) {
    throw new Error('OTP_DELIVERY: set smtp and/or sms (with SMTP_URL, SMS_WEBHOOK_URL) when NODE_ENV=production; the default, console, prints every login code in the server log');
  }
  const kinds = (value || 'console').split(',').map((k) => k.trim().toLowerCase()).filter(Boolean);
  for (const kind of kinds) {
    if (!(otpDeliveryKinds as readonly string[]).includes(kind)) {
      throw new Error(`OTP_DELIVERY: unknown delivery "${kind}" (use ${otpDeliveryKinds.join(', ')})`);
    }
  }
  if (production && kinds.includes('outbox')) {
    throw new Error('OTP_DELIVERY: outbox keeps codes in memory for tests and is refused when NODE_ENV=production');
  }
  if (production && kinds.includes('console')) {
    throw new Error('OTP_DELIVERY: console prints every login code in the server log and is refused when NODE_ENV=production; use smtp and/or sms');
  }
  return kinds as OtpDeliveryKind[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? path.join(root, 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webRoot: env.WEB_ROOT ?? path.join(root, 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    googleMapsKey: env.VITE_GOOGLE_MAPS_API_KEY || env.GOOGLE_MAPS_API_KEY || undefined,
    razorpayKeyId: env.RAZORPAY_KEY_ID || undefined,
    payments: readPayments(env, env.NODE_ENV === 'production'),
    supplier: readSupplier(env, env.NODE_ENV === 'production'),
    mailFrom: env.SMTP_FROM || 'Padaav <no-reply@padaav.in>',
    guestSessionHours: 24,
    guestTokensPerHour: positiveInt(env.GUEST_TOKENS_PER_HOUR, 300, 'GUEST_TOKENS_PER_HOUR'),
    userSessionIdleMinutes: 30,
    userSessionMaxHours: 12,
    otpDelivery: readOtpDelivery(env.OTP_DELIVERY, env.NODE_ENV === 'production'),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || 'Padaav <no-reply@padaav.in>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    smsWebhookAuth: env.SMS_WEBHOOK_AUTH || undefined,
    otpSecret: env.OTP_SECRET || randomBytes(32).toString('hex'),
    catalogue: readCatalogue(env),
    searchThread: env.SEARCH_THREAD !== '0',
    benchCeiling: env.BENCH_CEILING === '1' && env.NODE_ENV !== 'production',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    httpsOnly: env.HTTPS_ONLY === '1',
    clientTimeouts: { headersMs: 15_000, requestMs: 30_000, idleMs: 75_000 },
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

function readTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name}: expected a positive whole number, got "${value}"`);
  return n;
}
