import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { failureEnvelope } from '../../../contract/envelope';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { testServer } from '../support/testApp';

/**
 * Slow clients: a request whose headers or body never finish is answered 408 and
 * its socket closed within the limit, while the server goes on answering others. A second app on
 * the shared database, listening on loopback, with the limits made short so the test is quick;
 * the defaults are checked apart.
 */
const LIMITS = { headersMs: 1_000, requestMs: 2_000, idleMs: 20_000 };
/** Node checks running requests every half second (app.ts); the rest is a busy machine's slack. */
const SLACK_MS = 1_500;

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const { config, db, clock } = await testServer();
  app = await buildApp({ config: { ...config, clientTimeouts: LIMITS }, db, clock: clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app?.close());

interface Stalled {
  /** Milliseconds from its first byte to the server closing it. */
  closedAfter: Promise<number>;
  answer: () => string;
}

/** A client that sends `text` and then nothing more. */
function stall(text: string): Promise<Stalled> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let started = 0;
    const closedAfter = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
    socket.on('data', (chunk) => void (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      started = Date.now();
      socket.write(text, (error) => (error ? reject(error) : resolve({ closedAfter, answer: () => received })));
    });
  });
}

const bodyStarted = (i: number) =>
  `POST ${API_BASE}/signup HTTP/1.1\r\nHost: x\r\ncorrelation-id: slow-${i}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"mob`;

async function healthy(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  await res.arrayBuffer();
  return res.status;
}

describe('slow clients', () => {
  it('closes 100 sockets that sent their headers and 5 of 100 body bytes within the request limit, answering 408, while serving others', async () => {
    const clients = await Promise.all(Array.from({ length: 100 }, (_, i) => stall(bodyStarted(i))));
    // Meanwhile the server answers as usual.
    const during: number[] = [];
    for (let i = 0; i < 5; i++) {
      during.push(await healthy());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(during).toEqual([200, 200, 200, 200, 200]);

    const closedAfter = await Promise.all(clients.map((c) => c.closedAfter));
    expect(Math.max(...closedAfter)).toBeLessThanOrEqual(LIMITS.requestMs + SLACK_MS);
    expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(LIMITS.requestMs - 100);
    clients.forEach((client, i) => {
      const answer = client.answer();
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(answer).toContain(`\r\ncorrelation-id: slow-${i}\r\n`);
      expect(answer).toMatch(/\r\ncontent-security-policy: default-src 'self'/);
      expect(failureEnvelope.parse(JSON.parse(answer.split('\r\n\r\n')[1]!)).hotelFailureCode).toBe(4080);
    });
    expect(await healthy()).toBe(200);
  });

  it('closes a socket whose headers never finish within the headers limit', async () => {
    const client = await stall(`GET /healthz HTTP/1.1\r\nHost: x\r\ncorrelation-id: trickle\r\nx-slow: a`);
    const closedAfter = await client.closedAfter;
    expect(closedAfter).toBeLessThanOrEqual(LIMITS.headersMs + SLACK_MS);
    expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
    // Its headers never arrived, so its answer carries an id of its own.
    expect(client.answer()).toMatch(/\r\ncorrelation-id: [0-9a-f-]{36}\r\n/);
  });

  it('closes a connection that never sends a byte within the headers limit', async () => {
    const client = await stall('');
    expect(await client.closedAfter).toBeLessThanOrEqual(LIMITS.headersMs + SLACK_MS);
  });

  it('lets a slow but steady upload through when it finishes within the limit', async () => {
    const body = JSON.stringify({ emailId: 'steady@example.in' });
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => void (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.once('connect', async () => {
        socket.write(`POST ${API_BASE}/signup HTTP/1.1\r\nHost: x\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`);
        for (const part of [body.slice(0, 10), body.slice(10, 20), body.slice(20)]) {
          await new Promise((wait) => setTimeout(wait, 300));
          socket.write(part);
        }
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('runs with limits of 15 to 30 s by default', () => {
    const { headersMs, requestMs, idleMs } = readConfig({}).clientTimeouts;
    expect(headersMs).toBeGreaterThanOrEqual(15_000);
    expect(requestMs).toBeLessThanOrEqual(30_000);
    expect(headersMs).toBeLessThanOrEqual(requestMs);
    expect(idleMs).toBeGreaterThan(requestMs);
    expect(app.server.requestTimeout).toBe(LIMITS.requestMs);
    expect(app.server.headersTimeout).toBe(LIMITS.headersMs);
  });
});
