import type { SiteConfig } from '../../contract/siteConfig';
import type { CachedRead } from './cache';
import { call } from './client';

/** GET /site-config: the server's public settings (the maps key), asked once per page load. */
export const siteConfig: CachedRead<SiteConfig> = {
  key: ['site-config'],
  load: async (signal) => (await call((s) => s.siteConfigResponse, '/site-config', { signal })).response,
  staleTime: Infinity,
};
