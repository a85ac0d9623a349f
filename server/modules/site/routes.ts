import type { FastifyInstance } from 'fastify';
import { siteConfigResponse, type SiteConfig } from '../../../contract/siteConfig';
import type { Config } from '../../config';
import { route } from '../../http/route';

/** GET /site-config: the public settings of this server (the maps key, the payment checkout), from the same config as its CSP. */
export function siteRoutes(app: FastifyInstance, config: Pick<Config, 'googleMapsKey'>, checkout: { keyId: string; scriptUrl: string; sandbox: boolean }): void {
  const answer: SiteConfig = {
    mapsApiKey: config.googleMapsKey ?? null,
    payments: { gateway: 'RAZORPAY', key: checkout.keyId, scriptUrl: checkout.scriptUrl, sandbox: checkout.sandbox },
  };
  route(app, { method: 'GET', url: '/site-config', response: siteConfigResponse, handler: () => answer });
}
