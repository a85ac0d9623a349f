import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readSupplier, type SupplierConfig } from './supplierConfig';
import { supplierSettings, type OtpDeliveryKind, type Settings } from './settings/schema';
import { readSettings } from './settings/readSettings';

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
  /** `GUEST_TOKENS_PER_HOUR`: guest device tokens one client address may take in an hour (default 300) before each needs a solved proof-of-work challenge. */
  guestTokensPerHour: number;
  /** `GUEST_TOKENS_CEILING`: guest device tokens one client address may take in an hour with a solved proof-of-work challenge each (default 3,000); past it, refused. */
  guestTokensCeiling: number;
  /** `PROOF_OF_WORK_SECRET`: the key that signs proof-of-work challenges; without it, made at the first start and kept in the database. */
  proofOfWorkSecret: string | undefined;
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

export type PaymentsConfig =
  | { kind: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string | undefined }
  | { kind: 'sandbox'; webhooks: boolean; keySecret: string | undefined; webhookSecret: string | undefined };

/** Razorpay when its key pair is set, else the local sandbox (the schema refuses the rest). */
function paymentsOf(s: Settings): PaymentsConfig {
  if (s.RAZORPAY_KEY_ID && s.RAZORPAY_KEY_SECRET) return { kind: 'razorpay', keyId: s.RAZORPAY_KEY_ID, keySecret: s.RAZORPAY_KEY_SECRET, webhookSecret: s.RAZORPAY_WEBHOOK_SECRET };
  // SANDBOX_WEBHOOKS=0: the sandbox sends no webhooks (tests of what happens when none arrive).
  // SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET: the sandbox's keys; without them, made at the first start and kept in the database.
  return { kind: 'sandbox', webhooks: s.SANDBOX_WEBHOOKS, keySecret: s.SANDBOX_KEY_SECRET, webhookSecret: s.SANDBOX_WEBHOOK_SECRET };
}

/**
 * The server's settings from the environment (server/settings/schema.ts lists each one); throws
 * `SettingsError` naming every setting that is wrong.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const s = readSettings(env);
  const root = process.cwd();
  const production = s.NODE_ENV === 'production';
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: s.DATA_DIR ?? path.join(root, 'data'),
    databaseUrl: s.DATABASE_URL,
    webRoot: s.WEB_ROOT ?? path.join(root, 'dist'),
    logLevel: s.LOG_LEVEL,
    production,
    googleMapsKey: s.VITE_GOOGLE_MAPS_API_KEY || s.GOOGLE_MAPS_API_KEY,
    razorpayKeyId: s.RAZORPAY_KEY_ID,
    payments: paymentsOf(s),
    supplier: readSupplier(supplierSettings(s), production),
    mailFrom: s.SMTP_FROM,
    guestSessionHours: 24,
    guestTokensPerHour: s.GUEST_TOKENS_PER_HOUR,
    guestTokensCeiling: s.GUEST_TOKENS_CEILING,
    proofOfWorkSecret: s.PROOF_OF_WORK_SECRET,
    userSessionIdleMinutes: 30,
    userSessionMaxHours: 12,
    otpDelivery: s.OTP_DELIVERY ?? ['console'],
    smtpUrl: s.SMTP_URL,
    smtpFrom: s.SMTP_FROM,
    smsWebhookUrl: s.SMS_WEBHOOK_URL,
    smsWebhookAuth: s.SMS_WEBHOOK_AUTH,
    otpSecret: s.OTP_SECRET ?? randomBytes(32).toString('hex'),
    catalogue: { generated: s.CATALOGUE === 'generated', hotels: s.CATALOGUE_HOTELS, seed: s.CATALOGUE_SEED },
    searchThread: s.SEARCH_THREAD,
    benchCeiling: s.BENCH_CEILING && !production,
    trustProxy: s.TRUST_PROXY,
    httpsOnly: s.HTTPS_ONLY,
    clientTimeouts: { headersMs: 15_000, requestMs: 30_000, idleMs: 75_000 },
    metricsToken: s.METRICS_TOKEN,
  };
}
