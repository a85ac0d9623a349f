import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { failureEnvelope } from '../../../contract/envelope';
import { OTP_REWIND_PATH, OUTBOX_PATH } from '../../../contract/identity';
import { buildApp } from '../../../server/app';
import { readConfig, type Config } from '../../../server/config';
import { testServer, uniqueIp, uniquePhone } from '../support/testApp';

/**
 * The dev outbox stays on a developer's machine: served only with the `outbox`
 * delivery, never in production, only to loopback clients, and announced with a warning at start.
 */
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(overrides: Partial<Config>, log?: Array<Record<string, unknown>>): Promise<FastifyInstance> {
  const { config, db, clock } = await testServer();
  const app = await buildApp({
    config: { ...config, logLevel: 'info', ...overrides },
    db,
    clock: clock.now,
    logStream: { write: (line) => void log?.push(JSON.parse(line)) },
  });
  await app.ready();
  apps.push(app);
  return app;
}

const outbox = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${OUTBOX_PATH}?to=9876543210`, remoteAddress, headers });

describe('the dev outbox', () => {
  it('answers a client on this machine, over IPv4 and IPv6, with no-store', async () => {
    const { app } = await testServer();
    for (const address of ['127.0.0.1', '127.0.0.9', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox(app, address);
      expect(res.statusCode, address).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is no route for any other client, whatever it forges', async () => {
    const { app } = await testServer();
    for (const address of ['10.1.2.3', '192.168.1.20', '203.0.113.7', '::ffff:10.0.0.1', '2001:db8::1']) {
      const res = await outbox(app, address, { 'x-forwarded-for': '127.0.0.1' });
      expect(res.statusCode, address).toBe(404);
      expect(failureEnvelope.parse(res.json()).hotelFailureCode).toBe(4040);
    }
    const rewind = await app.inject({ method: 'POST', url: OTP_REWIND_PATH, remoteAddress: '10.1.2.3', payload: { to: '9876543210', seconds: 60 } });
    expect(rewind.statusCode).toBe(404);
  });

  it('behind a proxy on this machine, answers only when the proxy names a client on this machine too', async () => {
    const app = await appWith({ trustProxy: ['127.0.0.1'] });
    expect((await outbox(app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(404);
    // The client forged a loopback address in front of the one the proxy saw.
    expect((await outbox(app, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' })).statusCode).toBe(404);
    expect((await outbox(app, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('is registered only with the outbox delivery, and warns at start while it is', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const withOutbox = await appWith({ otpDelivery: ['outbox'] }, lines);
    expect((await outbox(withOutbox, '127.0.0.1')).statusCode).toBe(200);
    expect(lines.filter((l) => l.level === 40 && String(l.msg).startsWith('the dev outbox is on'))).toHaveLength(1);

    const quiet: Array<Record<string, unknown>> = [];
    const without = await appWith({ otpDelivery: ['console'] }, quiet);
    expect((await outbox(without, '127.0.0.1')).statusCode).toBe(404);
    expect((await without.inject({ method: 'POST', url: OTP_REWIND_PATH, payload: { to: '9876543210', seconds: 60 } })).statusCode).toBe(404);
    expect(quiet.filter((l) => String(l.msg).startsWith('the dev outbox is on'))).toEqual([]);
  });

  it('never runs in production: the setting is refused at start, and a production app registers no outbox', async () => {
    expect(() => readConfig({ NODE_ENV: 'production', OTP_DELIVERY: 'outbox', PAYMENTS: 'sandbox', SUPPLIER_GSTIN: '27AAKCP4821R1ZP' })).toThrow(/outbox/);
    const production = await appWith({ production: true, otpDelivery: ['outbox'] });
    expect((await outbox(production, '127.0.0.1')).statusCode).toBe(404);
  });

  it('rewinds one contact\'s sends, so a test need not wait the minute between two', async () => {
    const { app } = await testServer();
    const phone = uniquePhone();
    const ip = uniqueIp();
    const send = () => app.inject({ method: 'POST', url: `${API_BASE}/signup`, remoteAddress: ip, payload: { mobileNumber: phone } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    const rewound = await app.inject({ method: 'POST', url: OTP_REWIND_PATH, payload: { to: phone, seconds: 60 } });
    expect(rewound.statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
  });
});
