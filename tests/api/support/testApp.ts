import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { buildApp } from '../../../server/app';
import { readConfig, type Config } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedIfEmpty } from '../../../server/db/seed';

/** The test catalogue: smaller than the default (5,400) but every curated city, 8 metros of 53 hotels. */
export const TEST_CATALOGUE = { hotels: 1500, seed: 20251 };

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Moves the server's clock (expiry tests); `reset` puts it back to real time. */
  clock: { advance(ms: number): void; reset(): void; now(): Date };
}

let shared: Promise<TestServer> | undefined;

/**
 * The server under test: the real app on a real database (in-memory PGlite, or the PostgreSQL
 * database that globalSetup made). Built once per run and shared by every API test file.
 */
export function testServer(): Promise<TestServer> {
  shared ??= start();
  return shared;
}

async function start(): Promise<TestServer> {
  const url = inject('databaseUrl') || undefined;
  const config: Config = {
    ...readConfig({}),
    dataDir: 'memory://',
    databaseUrl: url,
    webRoot: undefined,
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    otpDelivery: ['outbox'],
    catalogue: { ...TEST_CATALOGUE, generated: true },
    // Hundreds of tests take guest tokens from the one inject address; guestLimit.test.ts tests the limit.
    guestTokensPerHour: 1_000_000,
  };
  const db = await openDatabase({ url, dataDir: config.dataDir });
  await migrate(db);
  await seedIfEmpty(db, config.catalogue);
  let offset = 0;
  const clock = {
    advance: (ms: number) => void (offset += ms),
    reset: () => void (offset = 0),
    now: () => new Date(Date.now() + offset),
  };
  const app = await buildApp({ config, db, clock: clock.now });
  // On loopback, as main.ts listens: the payment sandbox is called over HTTP like a remote API.
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As main.ts does once listening: search answers are written on the search thread.
  app.catalogue.start();
  return { app, db, config, clock };
}

/** Calls an API route by its spec path, e.g. `api('GET', '/guest')`. */
export async function api(
  method: InjectOptions['method'],
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string } = {},
) {
  const { app } = await testServer();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  const response = await app.inject({
    method,
    url: `${API_BASE}${path}`,
    headers,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  return { status: response.statusCode, headers: response.headers, body: safeJson(response.body) };
}

/** A fresh guest device token. */
export async function guestToken(): Promise<string> {
  const { body } = await api('GET', '/guest');
  return (body as { response: { token: string } }).response.token;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's body as each test reads it: the test states the fields it expects
function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let seq = 0;
/** A phone number, e-mail address and client address no other test uses (the OTP limits count per each). */
export function uniquePhone(): string {
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(++seq % 1e4).padStart(4, '0')}`;
}
export function uniqueEmail(): string {
  return `traveller.${Date.now().toString(36)}.${++seq}@example.in`;
}
export function uniqueIp(): string {
  const n = ++seq + Math.floor(Math.random() * 1e6);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** What the `outbox` delivery holds for one phone number or address, newest first. */
export async function outboxFor(to: string): Promise<Array<{ channel: string; to: string; otp: string; text: string; sentAt: string }>> {
  const { app } = await testServer();
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return response.json().response;
}

/**
 * Logs in through the real flow: POST /signup, the code from the outbox, POST
 * /signup/validate/otp. Returns the rotated device token and the user id.
 */
export async function loginAs(phoneOrEmail: string = uniquePhone(), guest?: string): Promise<{ token: string; userId: string }> {
  const contact = phoneOrEmail.includes('@') ? { emailId: phoneOrEmail } : { mobileNumber: phoneOrEmail };
  const token = guest ?? (await guestToken());
  const ip = uniqueIp();
  const sent = await api('POST', '/signup', { body: { ...contact, deviceToken: token }, token, ip });
  if (sent.status !== 200) throw new Error(`signup failed: ${JSON.stringify(sent.body)}`);
  const [message] = await outboxFor(phoneOrEmail.toLowerCase());
  const checked = await api('POST', '/signup/validate/otp', { body: { ...contact, otp: message!.otp }, token, ip });
  if (checked.status !== 200) throw new Error(`validate failed: ${JSON.stringify(checked.body)}`);
  return { token: checked.body.response.token, userId: checked.body.userId };
}

/**
 * The shared server's booking e-mails that other files left due are set aside (marked sent), so a
 * test that sends its own finds them in the next batch (a run sends 25) and in the mailbox (which
 * keeps the newest 200): the chaos test alone leaves hundreds.
 */
export async function setAsideOtherMail(): Promise<void> {
  const { app, db } = await testServer();
  await app.notifications.enqueue();
  await db.rows("update mail_outbox set status = 'sent', last_error = 'set aside by a test' where status = 'pending'");
}
