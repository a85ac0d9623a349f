import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { failureEnvelope } from '../../../contract/envelope';
import { buildApp } from '../../../server/app';
import { CSP_NONCE_PLACEHOLDER } from '../../../server/http/cspNonce';
import { testServer } from '../support/testApp';

/**
 * The app's pages through the real server with a built site: a path of one of the
 * app's pages gets the page with 200; any other path gets the same page, whose app shows "Page
 * not found!", with 404 and every header the 200 has (security headers, a fresh style nonce, the
 * correlation id).
 */
let app: FastifyInstance;
let site: string;
const SHELL = '<div id="root"></div>';

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'padaav-site-'));
  await writeFile(
    path.join(site, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><style nonce="${CSP_NONCE_PLACEHOLDER}">.a{color:red}</style></head><body>${SHELL}</body></html>`,
  );
  const { config, db, clock } = await testServer();
  app = await buildApp({ config: { ...config, webRoot: site }, db, clock: clock.now });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(site, { recursive: true, force: true });
});

const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'correlation-id': `page-${url.length}` } });

const pages = ['/', '/search-result?place=1275339&destination=Mumbai&checkIn=2030-01-01&checkOut=2030-01-02', '/search-detail/H1/S1', '/search-detail/H1', '/user/upcoming', '/user', '/about', '/payment?bookingId=x', '/review-booking/H1/O1', '/vibes/beach'];
const notPages = ['/no-such-page', '/no/such/page', '/search-detail/', '/search-detail/H1/S1/extra', '/user/no-such-tab', '/about/team', '/old-page.html', '/index.php', '/index.html'];

/** The headers of a page answer that must not differ between 200 and 404 (values that are per answer left out). */
const sameHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, 'content-length': _length, 'content-security-policy': csp, 'correlation-id': _id, connection: _connection, ...rest } = headers;
  return { ...rest, csp: String(csp).replace(/'nonce-[^']+'/, "'nonce-*'") };
};

describe('app pages and unknown paths', () => {
  it('answers every page of the app with 200 and the app page', async () => {
    for (const url of pages) {
      const page = await visit(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body, url).toContain(SHELL);
    }
  });

  it('answers any other path with 404 and the same app page, which shows "Page not found!"', async () => {
    for (const url of notPages) {
      const page = await visit(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.body, url).toContain(SHELL);
      expect(page.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    }
    const head = await visit('/no-such-page', 'HEAD');
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('sends the 404 page with the headers of the 200 one: security headers, a fresh style nonce, the correlation id', async () => {
    const found = await visit('/about');
    const missing = await visit('/no-such-page');
    expect(sameHeaders(missing.headers)).toEqual(sameHeaders(found.headers));
    expect(missing.headers['correlation-id']).toBe(`page-${'/no-such-page'.length}`);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['cache-control']).toBe('no-cache');
    const nonce = /<style nonce="([^"]+)">/.exec(missing.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(missing.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(String(missing.headers['content-security-policy'])).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(nonce).not.toBe(/<style nonce="([^"]+)">/.exec(found.body)?.[1]);
  });

  it('still answers an unknown API route, and a missing file no browser navigates to, with the 404 envelope', async () => {
    for (const url of [`${API_BASE}/no-such-route`, '/images/no-such-picture.png']) {
      const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json, image/*' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
      expect(failureEnvelope.parse(answer.json()).hotelFailureCode).toBe(4040);
    }
  });
});
