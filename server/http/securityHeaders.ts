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

/**
 * The Content-Security-Policy: our own origin, plus map and payment hosts only when configured.
 *
 * Styles: an HTML page allows the inline styles that carry its `styleNonce` (the styles the build
 * wrote into it, and those Chakra's Emotion cache and its modals' scroll lock add, with the nonce
 * they read from the page: src/app/styleCache.ts); any other answer allows none. With Razorpay
 * configured, its checkout script adds styles of its own to the page, which carry no nonce, so
 * inline styles stay allowed ('unsafe-inline'; a nonce beside it would turn it off).
 */
export function contentSecurityPolicy(config: Pick<Config, 'googleMapsKey' | 'razorpayKeyId'>, styleNonce?: string): string {
  const extra = [config.googleMapsKey ? MAP_HOSTS : {}, config.razorpayKeyId ? PAYMENT_HOSTS : {}];
  const hosts = (directive: Directive) => extra.flatMap((h) => h[directive] ?? []);
  const list = (...sources: string[]) => ["'self'", ...sources].join(' ');
  const frames = hosts('frame');
  return [
    `default-src 'self'`,
    `script-src ${list(...hosts('script'))}`,
    `style-src ${list(...(config.razorpayKeyId ? ["'unsafe-inline'"] : styleNonce ? [`'nonce-${styleNonce}'`] : []), ...hosts('style'))}`,
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

/**
 * The Permissions-Policy: every powerful feature the site does not use is off, for the page and
 * anything it embeds. The site plays its demo video (autoplay, fullscreen) and takes payments in
 * the provider's checkout, which may use the Payment Request API (`payment` for our origin and,
 * with Razorpay configured, Razorpay's).
 */
export function permissionsPolicy(config: Pick<Config, 'razorpayKeyId'>): string {
  const payment = ['self', ...(config.razorpayKeyId ? PAYMENT_HOSTS.frame!.map((h) => `"${h}"`) : [])].join(' ');
  const off = [
    'accelerometer', 'bluetooth', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'idle-detection',
    'magnetometer', 'microphone', 'midi', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
  ];
  return [...off.map((feature) => `${feature}=()`), 'autoplay=(self)', 'fullscreen=(self)', `payment=(${payment})`].join(', ');
}

/** A year: browsers keep to HTTPS for this long after they last saw the header. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** The headers every answer carries, the same for all (clientErrors.ts writes them on answers Fastify never sees). */
export function fixedSecurityHeaders(config: Pick<Config, 'googleMapsKey' | 'razorpayKeyId' | 'httpsOnly'>): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'permissions-policy': permissionsPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(config.httpsOnly ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

declare module 'fastify' {
  interface FastifyReply {
    /** The style nonce of the HTML page this reply sends (staticSite.ts), which its Content-Security-Policy names. */
    cspNonce: string | null;
  }
  interface FastifyContextConfig {
    /** The route's answers carry a token or someone's own data: never stored by a browser or a proxy. */
    personal?: boolean;
  }
}

/**
 * Every answer carries the security headers. Strict-Transport-Security goes with every answer
 * when the operator declares the site HTTPS only (`HTTPS_ONLY=1`), else with those that came over
 * HTTPS, as the socket or a trusted proxy's `x-forwarded-proto` says (TRUST_PROXY). A route
 * marked `personal` answers with `cache-control: no-store`, failures included.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const fixed = fixedSecurityHeaders(config);
  app.decorateReply('cspNonce', null);
  app.addHook('onSend', async (request, reply) => {
    reply.headers(fixed);
    if (reply.cspNonce) reply.header('content-security-policy', contentSecurityPolicy(config, reply.cspNonce));
    if (!config.httpsOnly && request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (request.routeOptions.config?.personal) reply.header('cache-control', 'no-store');
  });
}
