import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const MAP_HOSTS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];
const PAYMENT_HOSTS = ['https://checkout.razorpay.com', 'https://api.razorpay.com', 'https://*.razorpay.com'];

/** The Content-Security-Policy: our own origin, plus map and payment hosts only when configured. */
export function contentSecurityPolicy(config: Pick<Config, 'googleMapsKey' | 'razorpayKeyId'>): string {
  const maps = config.googleMapsKey ? MAP_HOSTS : [];
  const pay = config.razorpayKeyId ? PAYMENT_HOSTS : [];
  const list = (...hosts: string[]) => ["'self'", ...hosts].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(...maps, ...pay)}`,
    // Chakra (emotion) writes its styles into <style> tags at run time.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list('data:', 'blob:', ...maps, ...pay)}`,
    `font-src 'self' data:`,
    `connect-src ${list(...maps, ...pay)}`,
    `frame-src ${pay.length ? pay.join(' ') : "'none'"}`,
    `media-src 'self'`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const csp = contentSecurityPolicy(config);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
  });
}
