import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/basePath';
import { failureEnvelope } from '../../contract/envelope';
import { guestTokenResponse } from '../../contract/guest';
import { buildApp } from '../../server/app';
import { testServer } from './support/testApp';

/** GET /guest takes at most N tokens per client address an hour (here N = 3, on the real app). */
let app: FastifyInstance;
beforeAll(async () => {
  const { db, config, clock } = await testServer();
  app = await buildApp({ config: { ...config, guestTokensPerHour: 3 }, db, clock: clock.now });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  (await testServer()).clock.reset();
});

const guest = (ip: string) => app.inject({ method: 'GET', url: `${API_BASE}/guest`, remoteAddress: ip });
const sessionCount = async () => (await (await testServer()).db.rows<{ n: number }>("select count(*)::int as n from sessions where kind = 'guest'"))[0]!.n;

describe('guest token limit', () => {
  it('answers 429 with a clear message and retry-after once an address has had its tokens, and stores nothing', async () => {
    for (let i = 0; i < 3; i++) expect(guestTokenResponse.safeParse((await guest('10.9.0.1')).json()).success).toBe(true);
    const before = await sessionCount();
    const refused = await guest('10.9.0.1');
    expect(refused.statusCode).toBe(429);
    const body = failureEnvelope.parse(refused.json());
    expect(body.hotelFailureCode).toBe(4290);
    expect(body.hotelFailureMsg).toBe('Too many new sessions from your network. Please try again in 60 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await sessionCount()).toBe(before);
  });

  it('counts each address on its own', async () => {
    for (let i = 0; i < 3; i++) await guest('10.9.0.2');
    expect((await guest('10.9.0.2')).statusCode).toBe(429);
    expect((await guest('10.9.0.3')).statusCode).toBe(200);
  });

  it('frees a place when the oldest token of the hour is an hour old', async () => {
    const { clock } = await testServer();
    await guest('10.9.0.4');
    clock.advance(10 * 60_000);
    await guest('10.9.0.4');
    await guest('10.9.0.4');
    expect((await guest('10.9.0.4')).statusCode).toBe(429);
    clock.advance(50 * 60_000 + 1_000);
    expect((await guest('10.9.0.4')).statusCode).toBe(200);
    expect((await guest('10.9.0.4')).statusCode).toBe(429);
  });
});
