import createCache from '@emotion/cache';

declare global {
  // react-style-singleton (the scroll lock of Chakra's modals and drawers) takes its styles'
  // nonce from here when none was set through get-nonce.
  var __webpack_nonce__: string | undefined;
}

/**
 * This page's style nonce: the server writes a fresh one into the page's
 * `<meta property="csp-nonce">` for each page it sends (server/http/cspNonce.ts), and names it in
 * the page's Content-Security-Policy, which allows no other inline style.
 */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/**
 * Emotion's cache for Chakra, with the page's nonce on every `<style>` it adds. Its key is
 * Emotion's default, so it adopts the styles the build wrote into the page (server/build/pageStyles).
 */
export function styleCache() {
  const nonce = pageNonce();
  if (nonce) globalThis.__webpack_nonce__ = nonce;
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
