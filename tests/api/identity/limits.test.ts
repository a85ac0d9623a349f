import { afterAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../../contract/envelope';
import { api, outboxFor, testServer, uniqueEmail, uniqueIp, uniquePhone } from '../support/testApp';

afterAll(async () => (await testServer()).clock.reset());

const send = (body: object, ip: string) => api('POST', '/signup', { body, ip });

describe('OTP send limits (429 with a clear message)', () => {
  it('refuses a resend within 60 s of the last send, and allows it after', async () => {
    const { clock } = await testServer();
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await send({ mobileNumber: phone }, ip)).status).toBe(200);
    clock.advance(45_000);
    const early = await send({ mobileNumber: phone }, ip);
    expect(early.status).toBe(429);
    const parsed = failureEnvelope.parse(early.body);
    expect(parsed.hotelFailureCode).toBe(4290);
    expect(parsed.hotelFailureMsg).toBe('Please wait 15 seconds before requesting another OTP.');
    expect(early.headers['retry-after']).toBe('15');
    expect(await outboxFor(phone)).toHaveLength(1);
    clock.advance(15_000);
    expect((await send({ mobileNumber: phone }, ip)).status).toBe(200);
    expect(await outboxFor(phone)).toHaveLength(2);
  });

  it('counts the wait from a different client address too (the limit is per phone number)', async () => {
    const phone = uniquePhone();
    expect((await send({ mobileNumber: phone }, uniqueIp())).status).toBe(200);
    expect((await send({ mobileNumber: phone }, uniqueIp())).status).toBe(429);
  });

  it('allows 5 sends per phone number per hour, refuses the 6th, and allows again when the hour has passed', async () => {
    const { clock } = await testServer();
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await send({ mobileNumber: phone }, uniqueIp())).status).toBe(200);
      clock.advance(61_000);
    }
    const sixth = await send({ mobileNumber: phone }, uniqueIp());
    expect(sixth.status).toBe(429);
    expect(sixth.body.hotelFailureMsg).toMatch(/^Too many OTP requests for this mobile number\. Please try again in \d+ minutes\.$/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(await outboxFor(phone)).toHaveLength(5);
    clock.advance(60 * 60_000 - 5 * 61_000 + 1_000);
    expect((await send({ mobileNumber: phone }, uniqueIp())).status).toBe(200);
  });

  it('applies the per-hour limit to an e-mail address whatever its case', async () => {
    const { clock } = await testServer();
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      expect((await send({ emailId: i % 2 ? email.toUpperCase() : email }, uniqueIp())).status).toBe(200);
      clock.advance(61_000);
    }
    const sixth = await send({ emailId: email }, uniqueIp());
    expect(sixth.status).toBe(429);
    expect(sixth.body.hotelFailureMsg).toContain('for this email address');
  });

  it('allows 20 sends per client address per hour and refuses the 21st', async () => {
    const { clock } = await testServer();
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await send({ mobileNumber: uniquePhone() }, ip)).status).toBe(200);
    const phone = uniquePhone();
    const over = await send({ mobileNumber: phone }, ip);
    expect(over.status).toBe(429);
    expect(over.body.hotelFailureMsg).toMatch(/^Too many OTP requests from your network\. Please try again in \d+ minutes?\.$/);
    expect(await outboxFor(phone)).toHaveLength(0);
    expect((await send({ mobileNumber: phone }, uniqueIp())).status).toBe(200);
    clock.advance(3_601_000);
    expect((await send({ mobileNumber: uniquePhone() }, ip)).status).toBe(200);
  });

  it('lets no more than one of many racing sends to one phone number through', async () => {
    const phone = uniquePhone();
    const results = await Promise.all(Array.from({ length: 6 }, () => send({ mobileNumber: phone }, uniqueIp())));
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
