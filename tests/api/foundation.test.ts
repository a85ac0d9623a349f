import { describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../contract/envelope';
import { guestTokenResponse, healthResponse } from '../../contract/guest';
import { API_BASE } from '../../contract/basePath';
import { hashToken } from '../../server/modules/session/tokens';
import { api, guestToken, testServer } from './support/testApp';

describe('GET /guest', () => {
  it('issues a 128-bit token in the SUCCESS envelope', async () => {
    const { status, body } = await api('GET', '/guest');
    expect(status).toBe(200);
    const parsed = guestTokenResponse.parse(body);
    expect(parsed.response.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('issues a different token each time', async () => {
    const tokens = new Set(await Promise.all([guestToken(), guestToken(), guestToken()]));
    expect(tokens.size).toBe(3);
  });

  it('stores only a hash of the token, with an expiry about 24 hours ahead', async () => {
    const { db, clock } = await testServer();
    // The server's clock, which other test files move (expiry tests), is the one to compare with.
    const issuedAt = clock.now().getTime();
    const token = await guestToken();
    const rows = await db.rows<{ token_hash: string; kind: string; expires_at: Date }>(
      'select token_hash, kind, expires_at from sessions where token_hash = $1',
      [hashToken(token)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('guest');
    const stored = await db.rows<{ n: number }>('select count(*)::int as n from sessions where token_hash = $1', [token]);
    expect(stored[0]!.n).toBe(0);
    const hours = (new Date(rows[0]!.expires_at).getTime() - issuedAt) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(24);
    expect(hours).toBeLessThan(24 + 1 / 60);
  });
});

describe('health', () => {
  it('reports the database as reachable, at the root and under the base path', async () => {
    const { app } = await testServer();
    for (const url of ['/healthz', `${API_BASE}/healthz`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(healthResponse.parse(response.json()).response.database).toBe('up');
    }
  });

  it('reports the search thread as the writer reports it: starting, ready, or off', async () => {
    const { app } = await testServer();
    const status = async () => healthResponse.parse((await app.inject({ method: 'GET', url: '/healthz' })).json()).response.searchThread;
    // The test server starts the thread as main.ts does; it is ready once it has built its catalogue.
    await expect.poll(status, { timeout: 30_000, interval: 50 }).toBe('ready');
    expect(app.catalogue.search.writer.status).toBe('ready');
  });
});

describe('correlation id', () => {
  it('echoes a sane correlation-id header', async () => {
    const { headers } = await api('GET', '/guest', { headers: { 'correlation-id': '1763788800000' } });
    expect(headers['correlation-id']).toBe('1763788800000');
  });

  it('replaces a missing or unsafe one with a fresh id', async () => {
    const missing = await api('GET', '/guest');
    expect(missing.headers['correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await api('GET', '/guest', { headers: { 'correlation-id': 'a b\nc<script>' } });
    expect(unsafe.headers['correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('are on API answers, error answers and the site', async () => {
    const { app } = await testServer();
    for (const url of [`${API_BASE}/guest`, `${API_BASE}/no-such-route`, '/healthz']) {
      const { headers } = await app.inject({ method: 'GET', url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('googleapis');
      expect(csp).not.toContain('razorpay');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('error envelope', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const { status, body } = await api('GET', '/no-such-route');
    expect(status).toBe(404);
    const parsed = failureEnvelope.parse(body);
    expect(parsed.hotelFailureCode).toBe(4040);
    expect(parsed.hotelFailureMsg).toContain('/no-such-route');
  });
  // Every other error class, through the real app with its log: errorClasses.test.ts.
});
