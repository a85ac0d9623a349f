import { describe, expect, it } from 'vitest';
import { siteConfigResponse } from '../../contract/siteConfig';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { API_BASE } from '../../contract/basePath';
import { api, testServer } from './support/testApp';

describe('GET /site-config', () => {
  it('without a maps key: null, and no map hosts in the CSP', async () => {
    const { status, body, headers } = await api('GET', '/site-config');
    expect(status).toBe(200);
    expect(siteConfigResponse.parse(body).response).toEqual({
      mapsApiKey: null,
      // No Razorpay keys: the local test-payment sandbox, its checkout served by this server.
      payments: { gateway: 'RAZORPAY', key: 'rzp_test_sandbox', scriptUrl: '/sandbox/razorpay/checkout.js', sandbox: true },
    });
    expect(String(headers['content-security-policy'])).not.toContain('googleapis');
  });

  it('with a maps key: the key, and the CSP allows the map hosts on the same answer', async () => {
    const { db, config } = await testServer();
    const app = await buildApp({ config: { ...config, googleMapsKey: 'AIza-test-key' }, db });
    try {
      const res = await app.inject({ method: 'GET', url: `${API_BASE}/site-config` });
      expect(siteConfigResponse.parse(res.json()).response.mapsApiKey).toBe('AIza-test-key');
      expect(String(res.headers['content-security-policy'])).toContain('https://*.googleapis.com');
    } finally {
      await app.close();
    }
  });

  it("with Razorpay keys: Razorpay's checkout and key, and the CSP allows its hosts; no sandbox routes", async () => {
    const { db, config } = await testServer();
    const app = await buildApp({
      config: { ...config, razorpayKeyId: 'rzp_test_abc', payments: { kind: 'razorpay', keyId: 'rzp_test_abc', keySecret: 'secret', webhookSecret: 'hook' } },
      db,
    });
    try {
      const res = await app.inject({ method: 'GET', url: `${API_BASE}/site-config` });
      expect(siteConfigResponse.parse(res.json()).response.payments).toEqual({ gateway: 'RAZORPAY', key: 'rzp_test_abc', scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js', sandbox: false });
      expect(String(res.headers['content-security-policy'])).toContain('https://checkout.razorpay.com');
      expect((await app.inject({ method: 'GET', url: '/sandbox/razorpay/checkout.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('payments settings', () => {
  it('refuses half a pair of Razorpay keys, and the sandbox in production unless asked for', () => {
    expect(() => readConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc' })).toThrow(/set both/);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS=sandbox/);
    expect(readConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', SUPPLIER_GSTIN: '27AAKCP4821R1ZP', OTP_DELIVERY: 'sms' }).payments).toEqual({ kind: 'sandbox', webhooks: true });
    expect(readConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }).payments).toMatchObject({ kind: 'razorpay', keyId: 'k', webhookSecret: undefined });
  });
});
