import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/basePath';
import { failureEnvelope } from '../../contract/envelope';
import { guestTokenResponse } from '../../contract/guest';
import { buildApp } from '../../server/app';
import { proofMessages } from '../../contract/proofOfWork';
import { challengeIn, solvedHeader } from './support/proofOfWork';
import { testServer, uniqueIp } from './support/testApp';

/**
 * GET /guest takes N tokens per client address an hour freely, then each needs a solved
 * proof-of-work challenge, up to a ceiling (here N = 3 and the ceiling 6, on the real app; a
 * second server shares the database).
 */
let app: FastifyInstance;
let other: FastifyInstance;
async function server(): Promise<FastifyInstance> {
  const { db, config, clock } = await testServer();
  const built = await buildApp({ config: { ...config, guestTokensPerHour: 3, guestTokensCeiling: 6 }, db, clock: clock.now });
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

const guest = (ip: string, on = app, headers: Record<string, string> = {}) => on.inject({ method: 'GET', url: `${API_BASE}/guest`, remoteAddress: ip, headers });
/** The next token for `ip` past the threshold: the challenge it is asked, solved, and the token asked for again with it. */
async function provenGuest(ip: string, on = app) {
  const asked = await guest(ip, on);
  expect(asked.json().hotelFailureCode).toBe(4291);
  return guest(ip, on, await solvedHeader(challengeIn(asked.json())));
}
const sessionCount = async () => (await (await testServer()).db.rows<{ n: number }>("select count(*)::int as n from sessions where kind = 'guest'"))[0]!.n;

describe('guest token limit', () => {
  it('asks for a challenge once an address has had its free tokens, storing nothing, and a solution gets the token', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) expect(guestTokenResponse.safeParse((await guest(ip)).json()).success).toBe(true);
    const before = await sessionCount();
    const asked = await guest(ip);
    expect(asked.statusCode).toBe(429);
    expect(failureEnvelope.parse(asked.json())).toMatchObject({ hotelFailureCode: 4291, hotelFailureMsg: proofMessages.required });
    const challenge = challengeIn(asked.json());
    expect(challenge.parameters.data).toMatchObject({ purpose: 'guest' });
    expect(await sessionCount()).toBe(before);
    const proof = await solvedHeader(challenge);
    expect(guestTokenResponse.safeParse((await guest(ip, app, proof)).json()).success).toBe(true);
    expect(await sessionCount()).toBe(before + 1);
    // Spent: the same solution again is refused with its message, and nothing is stored.
    const replayed = await guest(ip, other, proof);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().hotelFailureMsg).toBe(proofMessages.replayed);
    expect(await sessionCount()).toBe(before + 1);
  });

  it('refuses a forged or unreadable solution with its message, and stores nothing', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) await guest(ip);
    const challenge = challengeIn((await guest(ip)).json());
    const before = await sessionCount();
    const forged = { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } };
    const refused = await guest(ip, app, { 'x-proof-of-work': Buffer.from(JSON.stringify(forged)).toString('base64') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().hotelFailureMsg).toBe(proofMessages.forged);
    const unreadable = await guest(ip, app, { 'x-proof-of-work': '%%%' });
    expect(unreadable.json().hotelFailureMsg).toBe(proofMessages.malformed);
    expect(await sessionCount()).toBe(before);
  });

  it('answers 429 with a clear message and retry-after past the ceiling, solution or not, and stores nothing', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) expect(guestTokenResponse.safeParse((await guest(ip)).json()).success).toBe(true);
    for (let i = 0; i < 3; i++) expect(guestTokenResponse.safeParse((await provenGuest(ip)).json()).success).toBe(true);
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
    // Real time passes too while the challenges are solved, and the ceiling's wait shrinks by as much.
    const secondTokenAt = Date.now();
    await guest(ip);
    await guest(ip);
    expect((await guest(ip)).json().hotelFailureCode).toBe(4291);
    clock.advance(50 * 60_000 + 1_000);
    expect((await guest(ip)).statusCode).toBe(200);
    expect((await guest(ip)).json().hotelFailureCode).toBe(4291);
    // The ceiling frees its places the same way.
    for (let i = 0; i < 3; i++) expect((await provenGuest(ip)).statusCode).toBe(200);
    const refused = await guest(ip);
    expect(refused.json().hotelFailureCode).toBe(4290);
    const realSeconds = Math.ceil((Date.now() - secondTokenAt) / 1000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60 - 1);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(10 * 60 - 1 - realSeconds);
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
