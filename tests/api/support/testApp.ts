import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { buildApp } from '../../../server/app';
import { readConfig, type Config } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';

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
  };
  const db = await openDatabase({ url, dataDir: config.dataDir });
  await migrate(db);
  let offset = 0;
  const clock = {
    advance: (ms: number) => void (offset += ms),
    reset: () => void (offset = 0),
    now: () => new Date(Date.now() + offset),
  };
  const app = await buildApp({ config, db, clock: clock.now });
  await app.ready();
  return { app, db, config, clock };
}

/** Calls an API route by its spec path, e.g. `api('GET', '/guest')`. */
export async function api(
  method: InjectOptions['method'],
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const { app } = await testServer();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  const response = await app.inject({
    method,
    url: `${API_BASE}${path}`,
    headers,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  return { status: response.statusCode, headers: response.headers, body: safeJson(response.body) };
}

/** A fresh guest device token. */
export async function guestToken(): Promise<string> {
  const { body } = await api('GET', '/guest');
  return (body as { response: { token: string } }).response.token;
}

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
