import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { OUTBOX_PATH } from '../../../contract/identity';
import { consoleSender } from '../../../server/adapters/notify/console';
import { buildApp } from '../../../server/app';
import { readConfig, type Config } from '../../../server/config';
import { testServer, uniqueEmail, uniqueIp, uniquePhone } from '../support/testApp';

/** A second app on the shared database, with another OTP delivery. */
async function appWith(overrides: Partial<Config>): Promise<FastifyInstance> {
  const { config, db, clock } = await testServer();
  const app = await buildApp({ config: { ...config, ...overrides }, db, clock: clock.now });
  await app.ready();
  return app;
}

async function post(app: FastifyInstance, path: string, body: object) {
  const res = await app.inject({ method: 'POST', url: `${API_BASE}${path}`, payload: body, remoteAddress: uniqueIp() });
  return { status: res.statusCode, body: res.json() };
}

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

describe('OTP_DELIVERY=smtp (a real SMTP server on loopback)', () => {
  const mails: Mail[] = [];
  let smtp: SMTPServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await appWith({ otpDelivery: ['smtp'], smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'Padaav <otp@padaav.test>' });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('e-mails the code, and that code logs the person in', async () => {
    const email = uniqueEmail();
    const sent = await post(app, '/signup', { emailId: email });
    expect(sent.status).toBe(200);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('otp@padaav.test');
    expect(mail.raw).toMatch(/^Subject: Your Padaav login code/m);
    const otp = /(\d{6}) is your Padaav login code/.exec(mail.raw)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const login = await post(app, '/signup/validate/otp', { emailId: email, otp });
    expect(login.status).toBe(200);
    expect(login.body.hotelStatus).toBe('SUCCESS');
  });

  it('has no way to reach a phone: 503 with a message pointing to e-mail, and nothing stored', async () => {
    const phone = uniquePhone();
    const res = await post(app, '/signup', { mobileNumber: phone });
    expect(res.status).toBe(503);
    expect(res.body.hotelFailureMsg).toBe('We cannot send an OTP this way right now. Please use your email address.');
    const { db } = await testServer();
    // Whatever country the number is keyed with: nothing at all for these digits.
    expect(await db.rows('select 1 from otp_codes where destination like $1', [`%${phone}`])).toHaveLength(0);
    expect(await db.rows('select 1 from otp_sends where destination like $1', [`%${phone}`])).toHaveLength(0);
  });

  it('does not serve the outbox', async () => {
    expect((await app.inject({ method: 'GET', url: OUTBOX_PATH })).statusCode).toBe(404);
  });
});

/** What the SMS gateway is sent: the code and its text as JSON. */
interface GatewayBody {
  channel: string;
  to: string;
  countryCode: string;
  otp: string;
  text: string;
}

describe('OTP_DELIVERY=sms (a JSON webhook on loopback)', () => {
  const calls: Array<{ headers: IncomingMessage['headers']; body: GatewayBody }> = [];
  let answer = 200;
  let gateway: Server;
  let app: FastifyInstance;

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        calls.push({ headers: req.headers, body: JSON.parse(text) as GatewayBody });
        res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    app = await appWith({ otpDelivery: ['sms'], smsWebhookUrl: `http://127.0.0.1:${port}/send`, smsWebhookAuth: 'Bearer gateway-key' });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
    (await testServer()).clock.reset();
  });

  it('posts {channel, to, countryCode, otp, text} as JSON, and that code logs the person in', async () => {
    const phone = uniquePhone();
    expect((await post(app, '/signup', { mobileNumber: phone })).status).toBe(200);
    const call = calls.at(-1)!;
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers.authorization).toBe('Bearer gateway-key');
    expect(call.body).toMatchObject({ channel: 'sms', to: phone, countryCode: '+91' });
    expect(call.body.otp).toMatch(/^\d{6}$/);
    expect(call.body.text).toContain(call.body.otp);
    expect((await post(app, '/signup/validate/otp', { mobileNumber: phone, otp: call.body.otp })).status).toBe(200);
  });

  it('sends to the dial code chosen in the country selector', async () => {
    const phone = uniquePhone();
    expect((await post(app, '/signup', { mobileNumber: phone, countryCode: '+44' })).status).toBe(200);
    expect(calls.at(-1)!.body).toMatchObject({ channel: 'sms', to: phone, countryCode: '+44' });
  });

  it('a failed delivery leaves the previous code valid, exactly as it was (attempts included)', async () => {
    const { db, clock } = await testServer();
    const phone = uniquePhone();
    answer = 200;
    expect((await post(app, '/signup', { mobileNumber: phone })).status).toBe(200);
    const first = calls.at(-1)!.body.otp as string;
    const wrong = String((Number(first) + 1) % 1_000_000).padStart(6, '0');
    expect((await post(app, '/signup/validate/otp', { mobileNumber: phone, otp: wrong })).status).toBe(400);
    // A phone number is kept with its dial code (+91 when none is sent).
    const [before] = await db.rows('select * from otp_codes where destination = $1', [`+91${phone}`]);
    expect(before).toMatchObject({ attempts: 1 });

    clock.advance(61_000);
    answer = 500;
    const failed = await post(app, '/signup', { mobileNumber: phone });
    answer = 200;
    expect(failed.status).toBe(503);
    expect(calls.at(-1)!.body.otp).not.toBe(first); // a new code was made, but never arrived
    expect(await db.rows('select * from otp_codes where destination = $1', [`+91${phone}`])).toEqual([before]);
    // The failed send does not count: a retry may go at once.
    const [{ n }] = (await db.rows<{ n: number }>('select count(*)::int as n from otp_sends where destination = $1', [`+91${phone}`])) as [{ n: number }];
    expect(n).toBe(1);

    const login = await post(app, '/signup/validate/otp', { mobileNumber: phone, otp: first });
    expect(login.status).toBe(200);
    expect(login.body.hotelStatus).toBe('SUCCESS');
  });

  it('a failing gateway answers 503 "Failed to send OTP", keeps no code and does not hold back a retry', async () => {
    const phone = uniquePhone();
    answer = 500;
    const failed = await post(app, '/signup', { mobileNumber: phone });
    expect(failed.status).toBe(503);
    expect(failed.body.hotelFailureMsg).toBe('Failed to send OTP. Please try again.');
    const { db } = await testServer();
    expect(await db.rows('select 1 from otp_codes where destination like $1', [`%${phone}`])).toHaveLength(0);
    answer = 200;
    expect((await post(app, '/signup', { mobileNumber: phone })).status).toBe(200);
  });

  it('has no way to reach an e-mail address', async () => {
    expect((await post(app, '/signup', { emailId: uniqueEmail() })).status).toBe(503);
  });
});

describe('OTP_DELIVERY=console', () => {
  it('writes the code to the server log (the only place a code is logged)', async () => {
    const lines: Array<{ obj: unknown; msg: string }> = [];
    const log = { info: (obj: unknown, msg: string) => lines.push({ obj, msg }) } as unknown as FastifyBaseLogger;
    await consoleSender(log).send({ channel: 'sms', to: '9876543210', countryCode: '+91', otp: '042042', text: '042042 is your code', sentAt: new Date() });
    expect(lines).toEqual([{ obj: { channel: 'sms', to: '9876543210' }, msg: 'OTP for 9876543210: 042042' }]);
  });

  it('is refused in production, named or by default, so no login code reaches a production log', async () => {
    const production = { NODE_ENV: 'production', PAYMENTS: 'sandbox', SUPPLIER_GSTIN: '27AAKCP4821R1ZP' };
    expect(() => readConfig(production)).toThrow(/^OTP_DELIVERY: set smtp and\/or sms .* the default, console, prints every login code in the server log$/);
    expect(() => readConfig({ ...production, OTP_DELIVERY: 'console' })).toThrow(/^OTP_DELIVERY: console prints every login code in the server log and is refused when NODE_ENV=production/);
    expect(() => readConfig({ ...production, OTP_DELIVERY: 'sms,console' })).toThrow(/console/);
    expect(readConfig({ ...production, OTP_DELIVERY: 'smtp,sms' }).otpDelivery).toEqual(['smtp', 'sms']);
    // A production app handed console some other way does not start either.
    await expect(appWith({ production: true, otpDelivery: ['console'] })).rejects.toThrow(/OTP_DELIVERY=console is refused when NODE_ENV=production/);
  });

  it('does not serve the outbox', async () => {
    const app = await appWith({ otpDelivery: ['console'] });
    expect((await app.inject({ method: 'GET', url: OUTBOX_PATH })).statusCode).toBe(404);
    await app.close();
  });
});

describe('the dev outbox', () => {
  it('is never served when NODE_ENV=production, even with OTP_DELIVERY=outbox', async () => {
    const app = await appWith({ otpDelivery: ['outbox'], production: true });
    const res = await app.inject({ method: 'GET', url: OUTBOX_PATH });
    expect(res.statusCode).toBe(404);
    await app.close();
  });

  it('lists {channel, to, otp, text, sentAt} newest first, filtered by recipient', async () => {
    const { app, clock } = await testServer();
    const phone = uniquePhone();
    const email = uniqueEmail();
    await post(app, '/signup', { mobileNumber: phone });
    clock.advance(1_000);
    await post(app, '/signup', { emailId: email });
    const all = (await app.inject({ method: 'GET', url: OUTBOX_PATH })).json().response as Array<Record<string, string>>;
    const mine = all.filter((m) => m.to === phone || m.to === email);
    expect(mine.map((m) => m.to)).toEqual([email, phone]);
    expect(mine[0]).toEqual({ channel: 'email', to: email, otp: expect.stringMatching(/^\d{6}$/), text: expect.any(String), sentAt: expect.any(String) });
    const res = await app.inject({ method: 'GET', url: `${OUTBOX_PATH}?to=${phone}` });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().response.map((m: { to: string }) => m.to)).toEqual([phone]);
  });
});
