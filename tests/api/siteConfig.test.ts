import { describe, expect, it } from 'vitest';
import { siteConfigResponse } from '../../contract/siteConfig';
import { buildApp } from '../../server/app';
import { API_BASE } from '../../contract/basePath';
import { api, testServer } from './support/testApp';

describe('GET /site-config', () => {
  it('without a maps key: null, and no map hosts in the CSP', async () => {
    const { status, body, headers } = await api('GET', '/site-config');
    expect(status).toBe(200);
    expect(siteConfigResponse.parse(body).response).toEqual({ mapsApiKey: null });
    expect(String(headers['content-security-policy'])).not.toContain('googleapis');
  });

  it('with a maps key: the key, and the CSP allows the map hosts on the same answer', async () => {
    const { db, config } = await testServer();
    const app = await buildApp({ config: { ...config, googleMapsKey: 'AIza-test-key' }, db });
    try {
      const res = await app.inject({ method: 'GET', url: `${API_BASE}/site-config` });
      expect(siteConfigResponse.parse(res.json()).response).toEqual({ mapsApiKey: 'AIza-test-key' });
      expect(String(res.headers['content-security-policy'])).toContain('https://*.googleapis.com');
    } finally {
      await app.close();
    }
  });
});
