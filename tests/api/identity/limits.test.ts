import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { failureEnvelope } from '../../../contract/envelope';
import { buildApp } from '../../../server/app';
import { proofMessages } from '../../../contract/proofOfWork';
import { MAX_OTP_ATTEMPTS, otpMessages } from '../../../server/modules/identity/service';
import { api, guestToken, outboxFor, testServer, uniqueEmail, uniqueIp, uniquePhone } from '../support/testApp';

afterAll(async () => (await testServer()).clock.reset());

const send = (body: object, ip: string, headers: Record<string, string> = {}) => api('POST', '/signup', { body, ip, headers });
const validate = (body: object, otp: string, ip: string, token?: string) => api('POST', '/signup/validate/otp', { body: { ...body, otp }, ip, ...(token ? { token } : {}) });

let networks = 0;
/** A /24 no other test uses (172.16.0.0/12), as a function from a host number to its address. */
function network(): (host: number) => string {
  const n = ++networks * 7_919 + Math.floor(Math.random() * 50_000);
  return (host) => `172.${16 + ((n >> 8) & 15)}.${n & 255}.${host}`;
}

/**
 * A `retry-after` of `seconds` on the test clock. Real time passes too while the calls run (seconds on
 * a loaded machine), and the wait shrinks by as much, never more.
 */
function expectWait(header: unknown, seconds: number, since: number) {
  const realSeconds = Math.ceil((Date.now() - since) / 1000);
  expect(Number(header)).toBeLessThanOrEqual(seconds);
  expect(Number(header)).toBeGreaterThanOrEqual(seconds - realSeconds);
}

describe('OTP send limits (429 with a clear message)', () => {
  it('refuses a resend from the same network within 60 s of its last send, saying the real wait, and allows it after', async () => {
    const { clock } = await testServer();
    const phone = uniquePhone();
    const net = network();
    expect((await send({ mobileNumber: phone }, net(1))).status).toBe(200);
    clock.advance(45_000);
    const early = await send({ mobileNumber: phone }, net(2));
    expect(early.status).toBe(429);
    const parsed = failureEnvelope.parse(early.body);
    expect(parsed.hotelFailureCode).toBe(4290);
    expect(parsed.hotelFailureMsg).toBe('Please wait 15 seconds before requesting another OTP.');
    expect(early.headers['retry-after']).toBe('15');
    expect(await outboxFor(phone)).toHaveLength(1);
    clock.advance(15_000);
    expect((await send({ mobileNumber: phone }, net(1))).status).toBe(200);
    expect(await outboxFor(phone)).toHaveLength(2);
  });

  it('does not hold up a send from another network: a stranger\'s send is not the owner\'s wait', async () => {
    const phone = uniquePhone();
    expect((await send({ mobileNumber: phone }, network()(7))).status).toBe(200);
    expect((await send({ mobileNumber: phone }, network()(7))).status).toBe(200);
  });

  it('allows 5 sends per number per network per hour, refuses the 6th with the wait until one leaves the hour, and allows again then', async () => {
    const { clock } = await testServer();
    const phone = uniquePhone();
    const net = network();
    const firstSentAt = Date.now();
    for (let i = 0; i < 5; i++) {
      expect((await send({ mobileNumber: phone }, net(10 + i))).status).toBe(200);
      clock.advance(61_000);
    }
    const sixth = await send({ mobileNumber: phone }, net(20));
    expect(sixth.status).toBe(429);
    // The first send leaves the hour in 60 min - 5 × 61 s = 54 min 55 s.
    expect(sixth.body.hotelFailureMsg).toBe('Too many OTP requests for this mobile number. Please try again in 55 minutes.');
    expectWait(sixth.headers['retry-after'], 3_600 - 5 * 61, firstSentAt);
    expect(await outboxFor(phone)).toHaveLength(5);
    clock.advance(3_600_000 - 5 * 61_000 + 1_000);
    expect((await send({ mobileNumber: phone }, net(21))).status).toBe(200);
  });

  it('applies the per-hour limit to an e-mail address whatever its case', async () => {
    const { clock } = await testServer();
    const email = uniqueEmail();
    const net = network();
    for (let i = 0; i < 5; i++) {
      expect((await send({ emailId: i % 2 ? email.toUpperCase() : email }, net(i + 1))).status).toBe(200);
      clock.advance(61_000);
    }
    const sixth = await send({ emailId: email }, net(9));
    expect(sixth.status).toBe(429);
    expect(sixth.body.hotelFailureMsg).toContain('for this email address');
  });

  it('allows 20 sends per client address per hour and asks the 21st for a proof-of-work challenge (proofOfWork.test.ts solves it)', async () => {
    const { clock } = await testServer();
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await send({ mobileNumber: uniquePhone() }, ip)).status).toBe(200);
    const phone = uniquePhone();
    const over = await send({ mobileNumber: phone }, ip);
    expect(over.status).toBe(429);
    expect(over.body.hotelFailureCode).toBe(4291);
    expect(over.body.hotelFailureMsg).toBe(proofMessages.required);
    expect(await outboxFor(phone)).toHaveLength(0);
    expect((await send({ mobileNumber: phone }, uniqueIp())).status).toBe(200);
    clock.advance(3_601_000);
    expect((await send({ mobileNumber: uniquePhone() }, ip)).status).toBe(200);
  });

  it('lets no more than one of many racing sends to one phone number from one network through', async () => {
    const phone = uniquePhone();
    const net = network();
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => send({ mobileNumber: phone }, net(30 + i))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it('does not count refused or invalid requests as sends', async () => {
    const { db } = await testServer();
    const ip = uniqueIp();
    await send({ mobileNumber: '123' }, ip);
    const phone = uniquePhone();
    await send({ mobileNumber: phone }, ip);
    await send({ mobileNumber: phone }, ip);
    const [row] = await db.rows<{ n: number }>('select count(*)::int as n from otp_sends where client_ip = $1', [ip]);
    expect(row!.n).toBe(1);
  });
});

describe('a stranger cannot lock a traveller out of login', () => {
  it('sends for a number from other networks, even to their limits, do not stop its owner\'s next request', async () => {
    const { clock } = await testServer();
    const phone = uniquePhone();
    // The reported attack: five requests from five other addresses...
    for (let i = 0; i < 5; i++) expect((await send({ mobileNumber: phone }, network()(40 + i))).status).toBe(200);
    // ...and one network sending all it may.
    const stranger = network();
    for (let i = 0; i < 5; i++) {
      expect((await send({ mobileNumber: phone }, stranger(50 + i))).status).toBe(200);
      clock.advance(61_000);
    }
    expect((await send({ mobileNumber: phone }, stranger(60))).status).toBe(429);
    // The owner, at home: a code at once, and it logs them in.
    const home = network()(8);
    expect((await send({ mobileNumber: phone }, home)).status).toBe(200);
    const [code] = await outboxFor(phone);
    expect((await validate({ mobileNumber: phone }, code!.otp, home)).status).toBe(200);
  });

  it('strangers on four networks sending 20 codes an hour do not stop the owner getting one on a new network, and using it', async () => {
    const { clock } = await testServer();
    const phone = uniquePhone();
    // The reported attack: 19 sends from 4 other /24 networks, then more.
    const strangers = [network(), network(), network(), network()];
    for (let round = 0; round < 5; round++) {
      for (const [i, net] of strangers.entries()) expect((await send({ mobileNumber: phone }, net(100 + round * 4 + i))).status).toBe(200);
      clock.advance(61_000);
    }
    // The owner, on a network and a phone of their own they never used before: a code at once, and it logs them in.
    const owner = await guestToken();
    const cafe = network()(1);
    expect((await send({ mobileNumber: phone, deviceToken: owner }, cafe)).status).toBe(200);
    const [code] = await outboxFor(phone);
    expect((await validate({ mobileNumber: phone }, code!.otp, cafe, owner)).status).toBe(200);
  });

  it('allows one device 5 sends an hour for a number, whatever network it moves to, and refuses the 6th with the wait', async () => {
    const { clock } = await testServer();
    const phone = uniquePhone();
    const device = await guestToken();
    const firstSentAt = Date.now();
    for (let i = 0; i < 5; i++) {
      expect((await send({ mobileNumber: phone, deviceToken: device }, network()(3))).status).toBe(200);
      clock.advance(61_000);
    }
    const sixth = await send({ mobileNumber: phone, deviceToken: device }, network()(3));
    expect(sixth.status).toBe(429);
    expect(sixth.body.hotelFailureMsg).toBe('Too many OTP requests for this mobile number. Please try again in 55 minutes.');
    expectWait(sixth.headers['retry-after'], 3_600 - 5 * 61, firstSentAt);
    // Another device is not held up by it.
    expect((await send({ mobileNumber: phone, deviceToken: await guestToken() }, network()(3))).status).toBe(200);
  });

  it('asks the 21st send from one address for a challenge, whatever X-Forwarded-For it forges', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      expect((await send({ mobileNumber: uniquePhone() }, ip, { 'x-forwarded-for': uniqueIp() })).status).toBe(200);
    }
    const over = await send({ mobileNumber: uniquePhone() }, ip, { 'x-forwarded-for': uniqueIp() });
    expect(over.status).toBe(429);
    expect(over.body.hotelFailureCode).toBe(4291);
  });

  describe('behind a trusted proxy (TRUST_PROXY)', () => {
    let proxied: FastifyInstance;
    const PROXY = '10.200.0.1';
    afterAll(() => proxied?.close());

    it('counts the client the proxy names, not one the client forged before it', async () => {
      const { config, db, clock } = await testServer();
      proxied = await buildApp({ config: { ...config, trustProxy: [PROXY] }, db, clock: clock.now });
      await proxied.ready();
      const client = uniqueIp();
      const through = (forged: string) =>
        proxied.inject({
          method: 'POST',
          url: `${API_BASE}/signup`,
          remoteAddress: PROXY,
          // The client forged the first entry; the proxy appended the address it saw.
          headers: { 'x-forwarded-for': `${forged}, ${client}` },
          payload: { mobileNumber: uniquePhone() },
        });
      for (let i = 0; i < 20; i++) expect((await through(uniqueIp())).statusCode).toBe(200);
      expect((await through(uniqueIp())).json().hotelFailureCode).toBe(4291);
      // A client that is not the proxy is counted by its own address, whatever it sends.
      const direct = uniqueIp();
      for (let i = 0; i < 20; i++) {
        const res = await proxied.inject({ method: 'POST', url: `${API_BASE}/signup`, remoteAddress: direct, headers: { 'x-forwarded-for': uniqueIp() }, payload: { mobileNumber: uniquePhone() } });
        expect(res.statusCode).toBe(200);
      }
      const last = await proxied.inject({ method: 'POST', url: `${API_BASE}/signup`, remoteAddress: direct, headers: { 'x-forwarded-for': uniqueIp() }, payload: { mobileNumber: uniquePhone() } });
      expect(last.json().hotelFailureCode).toBe(4291);
    });
  });

  it("a code is the asking device's: a stranger's wrong guesses, from any network or device, never end the owner's code", async () => {
    const phone = uniquePhone();
    const owner = await guestToken();
    const home = network()(5);
    expect((await send({ mobileNumber: phone, deviceToken: owner }, home)).status).toBe(200);
    const [code] = await outboxFor(phone);
    const wrong = String((Number(code!.otp) + 1) % 1_000_000).padStart(6, '0');
    // The reported attack: 5 wrong guesses as soon as the code exists, from elsewhere, with a
    // device token or none. There is no code of theirs to guess at, so nothing is counted.
    for (const stranger of [undefined, await guestToken()]) {
      for (let i = 1; i <= MAX_OTP_ATTEMPTS; i++) {
        const res = await validate({ mobileNumber: phone }, wrong, network()(5), stranger);
        expect(res.body.hotelFailureMsg).toBe(otpMessages.none);
      }
    }
    // Even the right code, entered on another device on the owner's own network, is not theirs.
    expect((await validate({ mobileNumber: phone }, code!.otp, home, await guestToken())).body.hotelFailureMsg).toBe(otpMessages.none);
    // The owner's code logs the owner in.
    expect((await validate({ mobileNumber: phone }, code!.otp, home, owner)).status).toBe(200);
  });

  it("5 wrong guesses on the owner's own device end that code, never the number: a new code comes once the minute has passed, and logs in", async () => {
    const { clock } = await testServer();
    const phone = uniquePhone();
    const owner = await guestToken();
    const home = network()(6);
    expect((await send({ mobileNumber: phone, deviceToken: owner }, home)).status).toBe(200);
    const [first] = await outboxFor(phone);
    const wrong = String((Number(first!.otp) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= MAX_OTP_ATTEMPTS; i++) {
      const res = await validate({ mobileNumber: phone }, wrong, home, owner);
      expect(res.body.hotelFailureMsg).toBe(i < MAX_OTP_ATTEMPTS ? otpMessages.wrong : otpMessages.lastWrong);
    }
    expect((await validate({ mobileNumber: phone }, first!.otp, home, owner)).body.hotelFailureMsg).toBe(otpMessages.locked);
    clock.advance(61_000);
    expect((await send({ mobileNumber: phone, deviceToken: owner }, home)).status).toBe(200);
    const [second] = await outboxFor(phone);
    expect((await validate({ mobileNumber: phone }, second!.otp, home, owner)).status).toBe(200);
  });
});
