import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { successEnvelope } from '../../contract/envelope';
import { ApiCallError, call, client, createClient } from '../../src/api/client';

/** A real HTTP server whose behaviour each test sets; it records what it received. */
let server: Server;
let baseURL: string;
let seen: IncomingMessage[] = [];
let respond: (req: IncomingMessage, n: number) => { status: number; body?: unknown } | 'drop' | 'hang';

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const answer = respond(req, seen.length);
    if (answer === 'drop') return void req.socket.destroy();
    if (answer === 'hang') return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  seen = [];
  client.use(createClient({ baseURL, token: () => 'device-token-123', retryDelay: 1 }));
});

const ok = (n: number) => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { n } } });
const schema = successEnvelope(z.object({ n: z.number() }));

describe('api client', () => {
  it('sends correlation-id, authorization and JSON content type', async () => {
    respond = () => ok(1);
    const before = Date.now();
    await call(schema, '/x', { method: 'POST', body: { a: 1 } });
    const headers = seen[0]!.headers;
    expect(headers.authorization).toBe('device-token-123');
    expect(headers['content-type']).toBe('application/json');
    expect(Number(headers['correlation-id'])).toBeGreaterThanOrEqual(before);
    expect(Number(headers['correlation-id'])).toBeLessThanOrEqual(Date.now());
  });

  it('sends no authorization when there is no token', async () => {
    client.use(createClient({ baseURL, token: () => null }));
    respond = () => ok(1);
    await call(schema, '/x');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('retries a 5xx exactly once', async () => {
    respond = (_req, n) => (n === 1 ? { status: 503 } : ok(2));
    expect((await call(schema, '/x', { method: 'POST', body: {} })).response.n).toBe(2);
    expect(seen).toHaveLength(2);
  });

  it('retries every 5xx, not only the common ones', async () => {
    for (const status of [501, 505, 507, 599]) {
      seen = [];
      respond = (_req, n) => (n === 1 ? { status } : ok(status));
      expect((await call(schema, '/x')).response.n).toBe(status);
      expect(seen).toHaveLength(2);
    }
  });

  it('gives up on an attempt that has no answer in time and tries once more', async () => {
    client.use(createClient({ baseURL, token: () => null, retryDelay: 1, timeout: 150 }));
    respond = (_req, n) => (n === 1 ? 'hang' : ok(4));
    expect((await call(schema, '/x')).response.n).toBe(4);
    expect(seen).toHaveLength(2);
  });

  it('after two attempts without an answer, fails with a timeout', async () => {
    client.use(createClient({ baseURL, token: () => null, retryDelay: 1, timeout: 100 }));
    respond = () => 'hang';
    await expect(call(schema, '/x')).rejects.toThrow(/timeout|timed out/i);
    expect(seen).toHaveLength(2);
  });

  it('gives up after one retry', async () => {
    respond = () => ({ status: 500, body: { hotelStatus: 'FAILURE', hotelFailureCode: 5000, hotelFailureMsg: 'down' } });
    await expect(call(schema, '/x')).rejects.toMatchObject({ status: 500, message: 'down' });
    expect(seen).toHaveLength(2);
  });

  it('retries a network error once', async () => {
    respond = (_req, n) => (n === 1 ? 'drop' : ok(3));
    expect((await call(schema, '/x')).response.n).toBe(3);
    expect(seen).toHaveLength(2);
  });

  it('never retries a 4xx and surfaces the server message', async () => {
    respond = () => ({ status: 400, body: { hotelStatus: 'FAILURE', hotelFailureCode: 4000, hotelFailureMsg: 'body.x: Required' } });
    const error = await call(schema, '/x').catch((e) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 400, message: 'body.x: Required' });
    expect(seen).toHaveLength(1);
  });

  it('returns a failure envelope when the schema accepts it', async () => {
    const either = z.union([schema, z.object({ hotelStatus: z.literal('FAILURE'), hotelFailureMsg: z.string() })]);
    respond = () => ({ status: 409, body: { hotelStatus: 'FAILURE', hotelFailureCode: 6034, hotelFailureMsg: 'No rooms' } });
    expect(await call(either, '/x')).toMatchObject({ hotelStatus: 'FAILURE', hotelFailureMsg: 'No rooms' });
  });

  it('can be cancelled', async () => {
    respond = () => 'hang';
    const controller = new AbortController();
    const pending = call(schema, '/x', { signal: controller.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
    expect(seen).toHaveLength(1);
  });

  it('rejects an answer that does not match the contract', async () => {
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { n: 'not a number' } } });
    await expect(call(schema, '/x')).rejects.toBeInstanceOf(ApiCallError);
  });

  it('checks with a schema picked from the answer schemas, which load with the first call', async () => {
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { token: 'guest-token-0123456789' } } });
    const answer = await call((s) => s.guestTokenResponse, '/guest');
    expect(answer.response.token).toBe('guest-token-0123456789');
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { token: 42 } } });
    await expect(call((s) => s.guestTokenResponse, '/guest')).rejects.toBeInstanceOf(ApiCallError);
    // The same module every time.
    const { schemas } = await import('../../src/api/contract');
    expect(await schemas()).toBe(await schemas());
  });
});
