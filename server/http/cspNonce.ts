import { randomBytes } from 'node:crypto';

/**
 * What the build writes where each page's nonce goes (on its `<style>` tags and in its
 * `<meta property="csp-nonce">`, vite.config.ts): the server puts a fresh nonce there for every
 * page it sends, and names that nonce in the page's Content-Security-Policy, so only styles the
 * page itself carries or the app adds (Emotion, with the nonce it reads from that meta tag) apply.
 */
export const CSP_NONCE_PLACEHOLDER = 'PADAAV_CSP_NONCE';

/** 128 random bits, base64: a fresh one per page sent. */
export const newCspNonce = (): string => randomBytes(16).toString('base64');

/** The page with its nonce in every place the build left for it. */
export const withCspNonce = (html: string, nonce: string): string => html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
