import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { OUTBOX_PATH } from '../../../contract/identity';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import { CSP_NONCE_PLACEHOLDER } from '../../../server/http/cspNonce';
import { authorizationMatrix } from '../authorization/matrix';
import { api, testServer, uniqueIp, uniquePhone } from '../support/testApp';

/**
 * Headers: `cache-control: no-store` on every answer that carries a token or
 * someone's own data, the Permissions-Policy, Strict-Transport-Security when the site is declared
 * HTTPS, and a fresh style nonce per page instead of 'unsafe-inline'.
 */
let site: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'padaav-site-'));
  await writeFile(
    path.join(site, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><style data-emotion="css abc" nonce="${CSP_NONCE_PLACEHOLDER}">.css-abc{color:red}</style></head><body><div id="root"></div></body></html>`,
  );
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await rm(site, { recursive: true, force: true });
});

async function appWith(overrides: Partial<Config>): Promise<FastifyInstance> {
  const { config, db, clock } = await testServer();
  const app = await buildApp({ config: { ...config, webRoot: site, ...overrides }, db, clock: clock.now });
  await app.ready();
  apps.push(app);
  return app;
}

/** The routes whose answers carry a token or someone's own data: every owner route, the guest token, the login. */
const personal = [
  ...authorizationMatrix.filter((row) => row.access === 'owner').map((row) => ({ method: row.method, path: row.path.replace('{bookingId}', 'PDV0000000000') })),
  { method: 'GET' as const, path: '/guest' },
  { method: 'POST' as const, path: '/signup/validate/otp' },
];

describe('cache-control: no-store', () => {
  it('is on every answer of a route that carries a token or personal data, refusals included', async () => {
    expect(personal.map((r) => r.path)).toEqual(expect.arrayContaining(['/hotel-review', '/bookFullPayment', '/bookWithZero', '/my-bookings', '/initiate-payment', '/razorpay/checkStatus', '/retrieve-wishlist']));
    for (const { method, path: p } of personal) {
      const res = await api(method, p, { body: {}, ip: uniqueIp() });
      expect(res.headers['cache-control'], `${method} ${p} (${res.status})`).toBe('no-store');
    }
  });

  it('is on a fresh guest token and on a login\'s new token', async () => {
    const guest = await api('GET', '/guest');
    expect(guest.status).toBe(200);
    expect(guest.headers['cache-control']).toBe('no-store');
    const { app } = await testServer();
    const phone = uniquePhone();
    const ip = uniqueIp();
    await api('POST', '/signup', { body: { mobileNumber: phone }, ip });
    const otp = (await app.inject({ method: 'GET', url: `${OUTBOX_PATH}?to=${phone}` })).json().response[0].otp;
    const login = await api('POST', '/signup/validate/otp', { body: { mobileNumber: phone, otp }, ip });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('is not on public answers, which browsers may keep', async () => {
    expect((await api('GET', '/retrieve-themes')).headers['cache-control']).toBeUndefined();
  });
});

describe('Permissions-Policy', () => {
  it('turns off what the site does not use, on API answers, pages and files alike', async () => {
    const app = await appWith({});
    for (const url of ['/', `${API_BASE}/retrieve-themes`, '/no-such-file.png']) {
      const policy = String((await app.inject({ method: 'GET', url })).headers['permissions-policy']);
      for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'payment=(self)']) expect(policy, url).toContain(off);
      expect(policy).toContain('fullscreen=(self)');
    }
  });

  it('lets Razorpay\'s checkout ask for payments when Razorpay is configured', async () => {
    const app = await appWith({ razorpayKeyId: 'rzp_test_x' });
    const policy = String((await app.inject({ method: 'GET', url: '/' })).headers['permissions-policy']);
    expect(policy).toContain('payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, nor for an x-forwarded-proto from a client that is not a trusted proxy', async () => {
    const app = await appWith({});
    expect((await app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const app = await appWith({ trustProxy: ['10.200.0.1'] });
    const via = (remoteAddress: string, proto: string) => app.inject({ method: 'GET', url: '/healthz', remoteAddress, headers: { 'x-forwarded-proto': proto } });
    expect((await via('10.200.0.1', 'https')).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await via('10.200.0.1', 'http')).headers['strict-transport-security']).toBeUndefined();
    expect((await via('10.9.9.9', 'https')).headers['strict-transport-security']).toBeUndefined();
  });

  it('is on every answer when the operator declares the site HTTPS only (HTTPS_ONLY=1)', async () => {
    const app = await appWith({ httpsOnly: true });
    for (const url of ['/', '/healthz', `${API_BASE}/no-such-route`]) {
      expect((await app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });
});

describe('style nonces', () => {
  const styleSrc = (csp: unknown) => String(csp).split('; ').find((d) => d.startsWith('style-src '))!;

  it('gives each page a fresh nonce, on its style tags and meta tag, which its CSP names; no inline style is allowed otherwise', async () => {
    const app = await appWith({});
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const page = await app.inject({ method: 'GET', url: '/search-result?place=1', headers: { accept: 'text/html' } });
      const nonce = /<style data-emotion="css abc" nonce="([^"]+)">/.exec(page.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(page.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(styleSrc(page.headers['content-security-policy'])).toBe(`style-src 'self' 'nonce-${nonce}'`);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
    // The page file itself is never sent as it was built.
    const file = await app.inject({ method: 'GET', url: '/index.html', headers: { accept: 'text/html' } });
    expect(file.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(styleSrc(file.headers['content-security-policy'])).toMatch(/^style-src 'self' 'nonce-[^']+'$/);
    expect((await app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(404);
    // Other answers carry no styles: none inline.
    expect(styleSrc((await app.inject({ method: 'GET', url: `${API_BASE}/retrieve-themes` })).headers['content-security-policy'])).toBe("style-src 'self'");
  });

  it('keeps inline styles allowed, without a nonce, when Razorpay\'s checkout (which adds its own) is configured', async () => {
    const app = await appWith({ razorpayKeyId: 'rzp_test_x' });
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(styleSrc(page.headers['content-security-policy'])).toBe("style-src 'self' 'unsafe-inline'");
  });
});
