import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../../contract/siteConfig';
import type { Config } from '../../config';
import { route } from '../../http/route';

/** GET /site-config: the public settings of this server (the maps key), from the same config as its CSP. */
export function siteRoutes(app: FastifyInstance, config: Pick<Config, 'googleMapsKey'>): void {
  const answer: SiteConfig = { mapsApiKey: config.googleMapsKey ?? null };
  route(app, { method: 'GET', url: '/site-config', handler: () => answer });
}
