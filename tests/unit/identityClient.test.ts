import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { successEnvelope } from '../../contract/envelope';
import { call, client, createClient, onUnauthorized } from '../../src/api/client';
import { logout, NoAnswerError, requestOtp, validateOtp } from '../../src/api/identity';
import { countryCodes, DEFAULT_DIAL_CODE } from '../../contract/countryCodes';
import { accountMenu, isActive, isBuilt } from '../../src/views/account/accountMenu';

/** A real HTTP server answering what each test sets, recording the requests and their bodies. */
let server: Server;
let seen: Array<{ req: IncomingMessage; body: string }> = [];
let respond: (req: IncomingMessage) => { status: number; body: unknown };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ req, body });
      const answer = respond(req);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client.use(createClient({ baseURL, token: () => 'tok', retryDelay: 1 }));
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  seen = [];
});

const failure = (msg: string) => ({ hotelStatus: 'FAILURE', hotelFailureCode: 4000, hotelFailureMsg: msg });

describe('onUnauthorized', () => {
  it('hears every 401 answer with its path, and nothing else', async () => {
    const heard: string[] = [];
    const stop = onUnauthorized((path) => heard.push(path));
    respond = (req) => (req.url === '/mine' ? { status: 401, body: failure('Please log in to continue.') } : { status: 400, body: failure('bad') });
    await expect(call(successEnvelope(z.object({})), '/mine', { method: 'POST', body: {} })).rejects.toThrow('Please log in to continue.');
    await expect(call(successEnvelope(z.object({})), '/other')).rejects.toThrow('bad');
    stop();
    await expect(call(successEnvelope(z.object({})), '/mine', { method: 'POST', body: {} })).rejects.toThrow();
    expect(heard).toEqual(['/mine']);
  });
});

describe('identity calls', () => {
  it('signup sends the phone number or the e-mail address, never retried', async () => {
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 } } });
    await requestOtp({ channel: 'phone', contact: '9876543210' });
    await requestOtp({ channel: 'phone', contact: '9876543210', countryCode: '+971' });
    await requestOtp({ channel: 'email', contact: 'asha@example.in', countryCode: '+971' });
    expect(seen.map((s) => [s.req.url, JSON.parse(s.body)])).toEqual([
      ['/signup', { mobileNumber: '9876543210', countryCode: '+91' }],
      ['/signup', { mobileNumber: '9876543210', countryCode: '+971' }],
      ['/signup', { emailId: 'asha@example.in' }],
    ]);
    respond = () => ({ status: 429, body: failure('Please wait 42 seconds before requesting another OTP.') });
    seen = [];
    await expect(requestOtp({ channel: 'phone', contact: '9876543210' })).rejects.toThrow('Please wait 42 seconds');
    expect(seen).toHaveLength(1);
  });

  it('validate reads the rotated token on success and the message on failure', async () => {
    respond = () => ({
      status: 200,
      body: { hotelStatus: 'SUCCESS', userId: 'u1', hotelFailureMsg: null, response: { token: 'n'.repeat(32), userId: 'u1' } },
    });
    expect(await validateOtp({ channel: 'email', contact: 'a@b.in', otp: '123456' })).toEqual({
      hotelStatus: 'SUCCESS',
      userId: 'u1',
      hotelFailureMsg: null,
      token: 'n'.repeat(32),
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({ mobileNumber: '', emailId: 'a@b.in', otp: '123456' });
    respond = () => ({ status: 400, body: failure('Wrong OTP, please enter again.') });
    seen = [];
    expect(await validateOtp({ channel: 'phone', contact: '9876543210', otp: '000000', countryCode: '+971' })).toEqual({
      hotelStatus: 'FAILURE',
      userId: null,
      hotelFailureMsg: 'Wrong OTP, please enter again.',
      token: null,
    });
    // A phone code is checked with the dial code it was sent with (+91 when none is given).
    expect(JSON.parse(seen[0]!.body)).toEqual({ mobileNumber: '9876543210', emailId: '', otp: '000000', countryCode: '+971' });
    seen = [];
    await validateOtp({ channel: 'phone', contact: '9876543210', otp: '000000' });
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ countryCode: '+91' });
  });

  it('no answer at all is a NoAnswerError with no message (the flow then shows its default text)', async () => {
    const saved = client.get();
    client.use(createClient({ baseURL: 'http://127.0.0.1:9', token: () => 'tok', retryDelay: 1 }));
    try {
      const sending = requestOtp({ channel: 'phone', contact: '9876543210' });
      await expect(sending).rejects.toBeInstanceOf(NoAnswerError);
      await expect(sending).rejects.toHaveProperty('message', '');
      await expect(validateOtp({ channel: 'phone', contact: '9876543210', otp: '123456' })).rejects.toBeInstanceOf(NoAnswerError);
    } finally {
      client.use(saved);
    }
    // A refusal with a message still carries it.
    respond = () => ({ status: 429, body: failure('Too many OTP requests from your network. Please try again in 5 minutes.') });
    await expect(requestOtp({ channel: 'email', contact: 'a@b.in' })).rejects.toThrow('Too many OTP requests from your network.');
  });

  it('logout posts a JSON body (the server refuses an empty one)', async () => {
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { loggedOut: true } } });
    await logout();
    expect(seen[0]!.req.url).toBe('/logout');
    expect(JSON.parse(seen[0]!.body)).toEqual({});
  });
});

describe('country codes', () => {
  it('50 countries with name, dial code and flag, India (+91) first', () => {
    expect(countryCodes).toHaveLength(50);
    expect(countryCodes[0]).toMatchObject({ name: 'India', dialCode: DEFAULT_DIAL_CODE, flag: '🇮🇳' });
    expect(new Set(countryCodes.map((c) => c.iso)).size).toBe(50);
    for (const c of countryCodes) {
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
      expect([...c.flag]).toHaveLength(2);
    }
  });
});

describe('account menu', () => {
  it('has the spec items, follows the path, and every item has its page', () => {
    expect(accountMenu.map((i) => [i.label, i.children?.map((c) => c.label) ?? []])).toEqual([
      ['Bookings', ['Upcoming', 'Completed', 'Cancelled']],
      ['Profile', ['User Profile', 'Delete Account']],
      ['Wishlist', []],
      ['Reviews', []],
    ]);
    const [bookings, , wishlist] = accountMenu;
    expect(isActive(wishlist!, '/user/wishlist')).toBe(true);
    expect(isActive(bookings!, '/user/completed')).toBe(true);
    expect(isActive(bookings!, '/user/wishlist')).toBe(false);
    const every = accountMenu.flatMap((i) => [i.path, ...(i.children?.map((c) => c.path) ?? [])]);
    expect(new Set(every)).toEqual(
      new Set(['/user/upcoming', '/user/completed', '/user/cancelled', '/user/user-profile', '/user/delete-account', '/user/wishlist', '/user/reviews-feedback']),
    );
    for (const path of every) expect(isBuilt(path), path).toBe(true);
    expect(isBuilt('/user/foo')).toBe(false);
  });
});
