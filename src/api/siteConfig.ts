import type { SiteConfig } from '../../contract/siteConfig';
import { cached } from './cache';
import { call } from './client';

/** GET /site-config: the server's public settings (the maps key), asked once per page load. */
export async function siteConfig(): Promise<SiteConfig> {
  const answer = await cached(['site-config'], (signal) => call((s) => s.siteConfigResponse, '/site-config', { signal }), undefined, { staleTime: Infinity });
  return answer.response;
}
