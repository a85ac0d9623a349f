import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { buildApp } from '../../../server/app';
import { proofMessages } from '../../../contract/proofOfWork';
import { otpLimits } from '../../../server/modules/identity/rateLimits';
import { PROOF_VALID_SECONDS } from '../../../server/modules/challenge/proofOfWork';
import { challengeIn, proofHeader, solvedHeader } from '../support/proofOfWork';
import { LINK_IDENTITY_PATHS } from '../../../contract/linkIdentity';
import { api, loginAs, outboxFor, testServer, uniqueEmail, uniqueIp, uniquePhone } from '../support/testApp';

afterAll(async () => (await testServer()).clock.reset());

const send = (ip: string, headers: Record<string, string> = {}, phone = uniquePhone()) => api('POST', '/signup', { body: { mobileNumber: phone }, ip, headers });

/** An address that has sent its 20 codes of the hour, so that the next send is asked for a challenge. */
async function busyAddress(): Promise<string> {
  const ip = uniqueIp();
  for (let i = 0; i < otpLimits.perClient; i++) expect((await send(ip)).status).toBe(200);
  return ip;
}

/** Marks `n` sends from `ip` in the last hour directly in the send log (the ceiling is 200: sending them one by one would take minutes). */
async function logSends(ip: string, n: number): Promise<void> {
  const { db, clock } = await testServer();
  await db.rows(
    `insert into otp_sends (destination, client_ip, network, device, sent_at)
       select '+91' || (9000000000 + g)::text, $1, $1 || '/32', '', $2 from generate_series(1, $3) g`,
    [ip, clock.now().toISOString(), n],
  );
}

describe('OTP sends from a busy address: a proof-of-work challenge instead of a refusal', () => {
  it('asks the 21st send for a challenge, and a correct solution sends the code', async () => {
    const ip = await busyAddress();
    const phone = uniquePhone();
    const asked = await send(ip, {}, phone);
    expect(asked.status).toBe(429);
    expect(asked.body.hotelFailureCode).toBe(4291);
    expect(asked.body.hotelFailureMsg).toBe(proofMessages.required);
    const challenge = challengeIn(asked.body);
    expect(challenge.parameters.data).toMatchObject({ purpose: 'otp' });
    expect(await outboxFor(phone)).toHaveLength(0);

    const sent = await send(ip, await solvedHeader(challenge), phone);
    expect(sent.status).toBe(200);
    expect(sent.body.response.sent).toBe(true);
    expect(await outboxFor(phone)).toHaveLength(1);
  });

  it('refuses a replayed solution with its message, and sends nothing', async () => {
    const ip = await busyAddress();
    const proof = await solvedHeader(challengeIn((await send(ip)).body));
    expect((await send(ip, proof)).status).toBe(200);
    const phone = uniquePhone();
    const replayed = await send(ip, proof, phone);
    expect(replayed.status).toBe(400);
    expect(replayed.body.hotelFailureCode).toBe(4000);
    expect(replayed.body.hotelFailureMsg).toBe(proofMessages.replayed);
    expect(await outboxFor(phone)).toHaveLength(0);
  });

  it('refuses a replay at another server sharing the database', async () => {
    const { config, db, clock } = await testServer();
    const other = await buildApp({ config, db, clock: clock.now });
    try {
      await other.ready();
      const ip = await busyAddress();
      const proof = await solvedHeader(challengeIn((await send(ip)).body));
      expect((await send(ip, proof)).status).toBe(200);
      const there = await other.inject({ method: 'POST', url: `${API_BASE}/signup`, remoteAddress: ip, headers: proof, payload: { mobileNumber: uniquePhone() } });
      expect(there.statusCode).toBe(400);
      expect(there.json().hotelFailureMsg).toBe(proofMessages.replayed);
    } finally {
      await other.close();
    }
  });

  it('refuses a forged solution: a wrong counter, a changed challenge, an unsigned one', async () => {
    const ip = await busyAddress();
    const challenge = challengeIn((await send(ip)).body);
    const good = JSON.parse(Buffer.from((await solvedHeader(challenge))['x-proof-of-work']!, 'base64').toString('utf8'));
    const cases = [
      { challenge, solution: { ...good.solution, counter: good.solution.counter + 1, derivedKey: 'ab'.repeat(32) } },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution: good.solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, data: { purpose: 'otp', expires: 4_102_444_800 } } }, solution: good.solution },
      { challenge: { ...challenge, signature: '00'.repeat(32) }, solution: good.solution },
    ];
    for (const forged of cases) {
      const phone = uniquePhone();
      const refused = await send(ip, proofHeader(forged), phone);
      expect(refused.status).toBe(400);
      expect(refused.body.hotelFailureMsg).toBe(proofMessages.forged);
      expect(await outboxFor(phone)).toHaveLength(0);
    }
    // None of them spent the real solution.
    expect((await send(ip, proofHeader(good))).status).toBe(200);
  });

  it('refuses what cannot be read as a solution, with its message', async () => {
    const ip = uniqueIp();
    for (const header of ['not base64 at all!', Buffer.from('{"challenge":').toString('base64'), Buffer.from('[]').toString('base64'), 'x'.repeat(5000)]) {
      const refused = await send(ip, { 'x-proof-of-work': header });
      expect(refused.status).toBe(400);
      expect(refused.body.hotelFailureMsg).toBe(proofMessages.malformed);
    }
  });

  it('refuses an expired solution, and the next request gets a fresh challenge', async () => {
    const { clock } = await testServer();
    const ip = await busyAddress();
    const proof = await solvedHeader(challengeIn((await send(ip)).body));
    clock.advance(PROOF_VALID_SECONDS * 1000 + 1000);
    try {
      const phone = uniquePhone();
      const late = await send(ip, proof, phone);
      expect(late.status).toBe(400);
      expect(late.body.hotelFailureMsg).toBe(proofMessages.expired);
      expect(await outboxFor(phone)).toHaveLength(0);
      const again = await send(ip, {}, phone);
      expect(again.body.hotelFailureCode).toBe(4291);
      expect((await send(ip, await solvedHeader(challengeIn(again.body)), phone)).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it("refuses a guest token's solution for a login code", async () => {
    const { app, config, db, clock } = await testServer();
    const strict = await buildApp({ config: { ...config, guestTokensPerHour: 1 }, db, clock: clock.now });
    try {
      await strict.ready();
      const ip = uniqueIp();
      await strict.inject({ method: 'GET', url: `${API_BASE}/guest`, remoteAddress: ip });
      const asked = await strict.inject({ method: 'GET', url: `${API_BASE}/guest`, remoteAddress: ip });
      const proof = await solvedHeader(challengeIn(asked.json()));
      const busy = await busyAddress();
      const refused = await app.inject({ method: 'POST', url: `${API_BASE}/signup`, remoteAddress: busy, headers: proof, payload: { mobileNumber: uniquePhone() } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().hotelFailureMsg).toBe(proofMessages.wrongPurpose);
    } finally {
      await strict.close();
    }
  });

  it('keeps a hard ceiling: past 200 sends an hour the address is refused, solution or not, with the wait', async () => {
    const ip = uniqueIp();
    await logSends(ip, otpLimits.perClientCeiling - 1);
    const asked = await send(ip);
    expect(asked.body.hotelFailureCode).toBe(4291);
    expect((await send(ip, await solvedHeader(challengeIn(asked.body)))).status).toBe(200);
    const refused = await send(ip);
    expect(refused.status).toBe(429);
    expect(refused.body.hotelFailureCode).toBe(4290);
    expect(refused.body.hotelFailureMsg).toMatch(/^Too many OTP requests from your network\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
  });

  it('asks the link-identity send for a challenge too: it shares the per-address count', async () => {
    const caller = await loginAs(uniqueEmail());
    const ip = await busyAddress();
    const phone = uniquePhone();
    const sendLink = (headers: Record<string, string> = {}) => api('POST', LINK_IDENTITY_PATHS.send, { token: caller.token, body: { mobileNumber: phone }, ip, headers });
    const asked = await sendLink();
    expect(asked.status).toBe(429);
    expect(asked.body.hotelFailureCode).toBe(4291);
    expect(await outboxFor(phone)).toHaveLength(0);
    const sent = await sendLink(await solvedHeader(challengeIn(asked.body)));
    expect(sent.status).toBe(200);
    expect(await outboxFor(phone)).toHaveLength(1);
  });
});
