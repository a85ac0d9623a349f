import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * GET /site-config (beyond the spec): the public settings the browser needs, read by the server
 * from its environment at start, so the page and the Content-Security-Policy always agree.
 * `mapsApiKey` is the browser key of the Maps JavaScript API (public by design), or null: the
 * offline map is used.
 */
export const siteConfigResponse = successEnvelope(
  z.object({
    mapsApiKey: z.string().min(1).nullable(),
    /**
     * The payment checkout: Razorpay's, or this server's test sandbox (`sandbox`: no real money).
     * The browser loads `scriptUrl` and opens it with `key`, the same way for both.
     */
    payments: z.object({ gateway: z.literal('RAZORPAY'), key: z.string(), scriptUrl: z.string(), sandbox: z.boolean() }),
  }),
);
export type SiteConfig = z.infer<typeof siteConfigResponse>['response'];
