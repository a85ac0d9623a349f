import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MAILBOX_PAGE_PATH, MAILBOX_PATH, mailboxResponse } from '../../../contract/devMailbox';
import { failureEnvelope } from '../../../contract/envelope';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import { api, loginAs, testServer } from '../support/testApp';
import { paidBookingFor } from '../account/support';

/**
 * The development mailbox: with the `outbox` delivery and no SMTP_URL, booking e-mails
 * can be read at GET /api/dev/mailbox and /dev/mailbox, by this machine only, never in production.
 */
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(overrides: Partial<Config>): Promise<FastifyInstance> {
  const { config, db, clock } = await testServer();
  const app = await buildApp({ config: { ...config, ...overrides }, db, clock: clock.now });
  await app.ready();
  apps.push(app);
  return app;
}

const mailbox = (app: FastifyInstance, query = '', remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${MAILBOX_PATH}${query}`, remoteAddress, headers });

describe('the dev mailbox', () => {
  it("lists a booking's confirmation and cancellation e-mails, newest first, with the voucher to download and a page to read them", async () => {
    const { app } = await testServer();
    const user = await loginAs();
    const { review, result } = await paidBookingFor(user.userId);
    const to = 'asha.sharma@example.in';

    // Opening the mailbox sends what is due: the confirmation is there at once.
    const res = await mailbox(app, `?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const confirmation = mailboxResponse.parse(res.json()).response.find((m) => m.text.includes(review.bookingId));
    expect(confirmation).toMatchObject({ to, subject: expect.stringMatching(new RegExp(`^Booking confirmed: .*\\(${review.bookingId}\\)$`)) });
    expect(confirmation!.text).toContain(` ${result.amountDue.toLocaleString('en-IN', { minimumFractionDigits: 2 })}\n`);
    expect(confirmation!.text).toMatch(/^Amount paid: /m);
    expect(confirmation!.attachments).toEqual([
      { filename: `voucher-${review.bookingId}.pdf`, contentType: 'application/pdf', bytes: expect.any(Number), url: `${MAILBOX_PATH}/${confirmation!.id}/voucher-${review.bookingId}.pdf` },
    ]);
    const voucher = await app.inject({ method: 'GET', url: confirmation!.attachments[0]!.url, remoteAddress: '127.0.0.1' });
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    expect(voucher.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(voucher.rawPayload.length).toBe(confirmation!.attachments[0]!.bytes);
    expect((await app.inject({ method: 'GET', url: `${MAILBOX_PATH}/${confirmation!.id}/other.pdf`, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);

    // Cancelled: its e-mail comes first, with the refund.
    expect((await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } })).status).toBe(200);
    const mails = mailboxResponse.parse((await mailbox(app, `?to=${to}`)).json()).response.filter((m) => m.text.includes(review.bookingId));
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual(['Booking cancelled', 'Booking confirmed']);
    expect(mails[0]!.attachments).toEqual([]);

    // The page: each mail under its subject.
    const page = await app.inject({ method: 'GET', url: `${MAILBOX_PAGE_PATH}?to=${to}`, remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Development mailbox</h1>');
    expect(page.body).toContain(`>${mails[1]!.subject}</h3>`);
    expect(page.body).toContain(`href="${confirmation!.attachments[0]!.url}"`);
    // An address with no mail: an empty list; a bad one: 400 naming the field.
    expect(mailboxResponse.parse((await mailbox(app, '?to=nobody@example.in')).json()).response).toEqual([]);
    const bad = await mailbox(app, `?to=${'x'.repeat(300)}`);
    expect(bad.statusCode).toBe(400);
    expect(failureEnvelope.parse(bad.json()).hotelFailureMsg).toMatch(/^query\.to: /);
  });

  it('shows the login codes the outbox kept on the same page, newest first, for a phone and an address', async () => {
    const { app } = await testServer();
    const email = `mailbox.codes.${Date.now()}@example.in`;
    const number = `9${String(Date.now()).slice(-9)}`;
    for (const body of [{ emailId: email }, { mobileNumber: number }]) expect((await api('POST', '/signup', { body })).status).toBe(200);
    const page = await app.inject({ method: 'GET', url: MAILBOX_PAGE_PATH, remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    const codes = page.body.slice(page.body.indexOf('<h2 id="login-codes">'), page.body.indexOf('<h2 id="booking-mails">'));
    const shown = [...codes.matchAll(/<li><strong>(\d{6})<\/strong> · ([^<]+) · <time/g)].map((m) => [m[1], m[2]]);
    expect(shown.slice(0, 2).map(([, where]) => where)).toEqual([`SMS to +91 ${number}`, `E-mail to ${email}`]);
    expect(shown.every(([code]) => /^\d{6}$/.test(code!))).toBe(true);
    // Asked for one address: only its codes.
    const one = await app.inject({ method: 'GET', url: `${MAILBOX_PAGE_PATH}?to=${encodeURIComponent(email)}`, remoteAddress: '127.0.0.1' });
    expect(one.body).toContain(`E-mail to ${email}`);
    expect(one.body).not.toContain(`SMS to +91 ${number}`);
  });

  // Production refuses the outbox delivery at start (devOutbox.test.ts), so it has no mailbox either.
  it('is no route for a client elsewhere, nor without the outbox, nor with SMTP_URL', async () => {
    const { app } = await testServer();
    for (const address of ['10.1.2.3', '203.0.113.7', '::ffff:10.0.0.1']) {
      expect((await mailbox(app, '', address, { 'x-forwarded-for': '127.0.0.1' })).statusCode, address).toBe(404);
      expect((await app.inject({ method: 'GET', url: MAILBOX_PAGE_PATH, remoteAddress: address })).statusCode, address).toBe(404);
    }
    for (const overrides of [{ otpDelivery: ['console'] }, { smtpUrl: 'smtp://127.0.0.1:9' }] as Array<Partial<Config>>) {
      const other = await appWith(overrides);
      expect((await mailbox(other)).statusCode, JSON.stringify(overrides)).toBe(404);
    }
  });
});
