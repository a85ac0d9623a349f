import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/basePath';
import { failureEnvelope } from '../../contract/envelope';
import { guestTokenResponse } from '../../contract/guest';
import { buildApp } from '../../server/app';
import { testServer, uniqueIp } from './support/testApp';

/** GET /guest takes at most N tokens per client address an hour (here N = 3, on the real app; a second server shares the database). */
let app: FastifyInstance;
let other: FastifyInstance;
async function server(): Promise<FastifyInstance> {
  const { db, config, clock } = await testServer();
  const built = await buildApp({ config: { ...config, guestTokensPerHour: 3 }, db, clock: clock.now });
  await built.ready();
  return built;
}
beforeAll(async () => {
  app = await server();
  other = await server();
});
afterAll(async () => {
  await app.close();
  await other.close();
  (await testServer()).clock.reset();
});

const guest = (ip: string, on = app) => on.inject({ method: 'GET', url: `${API_BASE}/guest`, remoteAddress: ip });
const sessionCount = async () => (await (await testServer()).db.rows<{ n: number }>("select count(*)::int as n from sessions where kind = 'guest'"))[0]!.n;

describe('guest token limit', () => {
  it('answers 429 with a clear message and retry-after once an address has had its tokens, and stores nothing', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) expect(guestTokenResponse.safeParse((await guest(ip)).json()).success).toBe(true);
    const before = await sessionCount();
    const refused = await guest(ip);
    expect(refused.statusCode).toBe(429);
    const body = failureEnvelope.parse(refused.json());
    expect(body.hotelFailureCode).toBe(4290);
    expect(body.hotelFailureMsg).toBe('Too many new sessions from your network. Please try again in 60 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await sessionCount()).toBe(before);
  });

  it('counts each address on its own', async () => {
    const [one, two] = [uniqueIp(), uniqueIp()];
    for (let i = 0; i < 3; i++) await guest(one);
    expect((await guest(one)).statusCode).toBe(429);
    expect((await guest(two)).statusCode).toBe(200);
  });

  it('frees a place when the oldest token of the hour is an hour old', async () => {
    const { clock } = await testServer();
    const ip = uniqueIp();
    await guest(ip);
    clock.advance(10 * 60_000);
    await guest(ip);
    await guest(ip);
    const refused = await guest(ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(50 * 60);
    clock.advance(50 * 60_000 + 1_000);
    expect((await guest(ip)).statusCode).toBe(200);
    expect((await guest(ip)).statusCode).toBe(429);
  });

  it('is one limit for the servers sharing a database, and survives a restart', async () => {
    const ip = uniqueIp();
    expect((await guest(ip, app)).statusCode).toBe(200);
    expect((await guest(ip, other)).statusCode).toBe(200);
    expect((await guest(ip, app)).statusCode).toBe(200);
    expect((await guest(ip, other)).statusCode).toBe(429);
    const restarted = await server();
    try {
      expect((await guest(ip, restarted)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('gives exactly its places to racing requests from one address', async () => {
    const ip = uniqueIp();
    const before = await sessionCount();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => guest(ip, i % 2 ? other : app)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await sessionCount()).toBe(before + 3);
  });
});
