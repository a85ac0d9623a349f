import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/basePath';
import { failureEnvelope } from '../../contract/envelope';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { healthRoutes } from '../../server/modules/health/routes';
import { testServer } from './support/testApp';

/**
 * Every error class through the real app (its hooks, error handler and logger), with the log
 * lines captured: each answer is an envelope carrying the correlation id and the security
 * headers, and the unexpected error is logged with that id and without leaking to the client.
 */
let app: FastifyInstance;
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const { db, config } = await testServer();
  app = await buildApp({
    config: { ...config, logLevel: 'info' },
    db,
    logStream: { write: (line) => void logged.push(JSON.parse(line)) },
  });
  // A route made for this test only: it fails the way a bug would.
  app.get(`${API_BASE}/__explode`, async () => {
    throw new Error('secret database password is hunter2');
  });
  await app.ready();
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json' };
const cases: Array<{ name: string; status: number; code: number; request: InjectOptions }> = [
  {
    name: 'invalid field',
    status: 400,
    code: 4000,
    request: { method: 'POST', url: `${API_BASE}/signup`, headers: json, payload: { mobileNumber: '12', deviceToken: 'x' } },
  },
  { name: 'malformed JSON', status: 400, code: 4000, request: { method: 'POST', url: `${API_BASE}/signup`, headers: json, payload: '{"mobileNumber":' } },
  {
    name: 'body over the route\'s limit',
    status: 413,
    code: 4130,
    request: { method: 'POST', url: `${API_BASE}/signup`, headers: json, payload: JSON.stringify({ emailId: 'x'.repeat(1024 * 1024 + 10) }) },
  },
  { name: 'unknown API route', status: 404, code: 4040, request: { method: 'GET', url: `${API_BASE}/no-such-route` } },
  { name: 'unexpected error', status: 500, code: 5000, request: { method: 'GET', url: `${API_BASE}/__explode` } },
];

/** Sends one case with its own correlation id. */
function send(c: (typeof cases)[number], id: string) {
  return app.inject({ ...c.request, headers: { ...(c.request.headers as Record<string, string>), 'correlation-id': id } });
}

describe('error classes through the real app', () => {
  for (const c of cases) {
    it(`${c.name}: ${c.status} envelope with the correlation id, security headers and a request log line`, async () => {
      const id = `test-${c.status}-${Date.now()}`;
      const res = await send(c, id);
      expect(res.statusCode).toBe(c.status);
      const body = failureEnvelope.parse(res.json());
      expect(body.hotelFailureCode).toBe(c.code);
      expect(body.hotelFailureMsg.length).toBeGreaterThan(0);
      expect(res.headers['correlation-id']).toBe(id);
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const line = logged.find((l) => l.msg === 'request' && l.correlationId === id);
      expect(line).toMatchObject({ status: c.status, method: c.request.method });
    });
  }

  it('names the field of a 400 and the limit of a 413', async () => {
    const invalid = await send(cases[0]!, 'names-400');
    expect(failureEnvelope.parse(invalid.json()).hotelFailureMsg).toMatch(/^body\.mobileNumber/);
    const big = await send(cases[2]!, 'names-413');
    expect(failureEnvelope.parse(big.json()).hotelFailureMsg).toBe('body: larger than the 4 KB limit of this call');
  });

  it('logs an unexpected error with its correlation id and the stack, and tells the client nothing of it', async () => {
    const res = await send(cases[4]!, 'bug-hunt-42');
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toMatch(/Error|stack|at /);
    const line = logged.find((l) => l.msg === 'unexpected error' && l.correlationId === 'bug-hunt-42');
    expect(line).toBeDefined();
    expect(JSON.stringify(line)).toContain('hunter2');
    expect(line!.level).toBe(50);
  });
});

describe('health', () => {
  it('answers 503 with database "down" when the database cannot be reached', async () => {
    const gone = await openDatabase({ dataDir: 'memory://' });
    await gone.close();
    const probe = Fastify({ logger: false });
    healthRoutes(probe, gone, () => 'ready');
    const res = await probe.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ hotelStatus: 'FAILURE', response: { database: 'down', searchThread: 'ready' } });
    await probe.close();
  });
});
