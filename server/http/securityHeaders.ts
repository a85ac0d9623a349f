import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

type Directive = 'script' | 'style' | 'img' | 'font' | 'connect' | 'frame';
type Hosts = Partial<Record<Directive, string[]>>;

/**
 * The Maps JavaScript API's hosts, directive by directive, after Google's allowlist guide
 * (developers.google.com/maps/documentation/javascript/content-security-policy). The API
 * evaluates code it downloads, so `'unsafe-eval'` is allowed only when a maps key is configured.
 */
const MAP_HOSTS: Hosts = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com', 'https://*.googleusercontent.com', "'unsafe-eval'"],
  style: ['https://fonts.googleapis.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  frame: ['https://*.google.com'],
};

/** Razorpay Checkout: its script, its API and the frame the checkout opens in. */
const PAYMENT_HOSTS: Hosts = {
  script: ['https://checkout.razorpay.com'],
  img: ['https://*.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

/** The Content-Security-Policy: our own origin, plus map and payment hosts only when configured. */
export function contentSecurityPolicy(config: Pick<Config, 'googleMapsKey' | 'razorpayKeyId'>): string {
  const extra = [config.googleMapsKey ? MAP_HOSTS : {}, config.razorpayKeyId ? PAYMENT_HOSTS : {}];
  const hosts = (directive: Directive) => extra.flatMap((h) => h[directive] ?? []);
  const list = (...sources: string[]) => ["'self'", ...sources].join(' ');
  const frames = hosts('frame');
  return [
    `default-src 'self'`,
    `script-src ${list(...hosts('script'))}`,
    // Chakra (emotion) writes its styles into <style> tags at run time.
    `style-src ${list("'unsafe-inline'", ...hosts('style'))}`,
    `img-src ${list('data:', 'blob:', ...hosts('img'))}`,
    `font-src ${list('data:', ...hosts('font'))}`,
    `connect-src ${list(...hosts('connect'))}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
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
