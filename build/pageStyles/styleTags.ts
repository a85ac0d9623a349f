import { CSP_NONCE_PLACEHOLDER } from '../../server/http/cspNonce';

/**
 * The `<style>` tags of a server render, in the form Emotion adopts in the browser: one
 * `data-emotion="css-global NAME"` tag per global style (Chakra's reset, its theme variables),
 * then one `data-emotion="css ID ID ..."` tag with every class and keyframes rule. Emotion's
 * cache then counts those ids as inserted and the Global components take their tags over, so
 * the browser makes none of these rules again (no stylis compile, no rule insertion) when the
 * page renders. Each carries the nonce placeholder the server fills in per page (cspNonce.ts).
 */
const KEYFRAMES = /^@(-webkit-)?keyframes /;

export function styleTags(key: string, inserted: Record<string, string | true | undefined>): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = '';
  for (const [name, css] of Object.entries(inserted)) {
    if (typeof css !== 'string') throw new Error(`style ${name}: the cache must keep its rules (compat mode)`);
    if (/<\/style/i.test(css)) throw new Error(`style ${name}: a rule closes the style tag`);
    // A class's rules name its class; keyframes are registered by name like classes. Anything
    // else came from a Global, which the server records under its names (space-separated when
    // it carries keyframes) and the browser looks up by the first.
    if (!css) continue;
    if (css.includes(`.${key}-${name}`) || KEYFRAMES.test(css)) {
      ids.push(name);
      rules += css;
    } else {
      globals.push(`<style data-emotion="${key}-global ${name.split(' ')[0]}" nonce="${CSP_NONCE_PLACEHOLDER}">${css}</style>`);
    }
  }
  const classes = ids.length ? `<style data-emotion="${key} ${ids.join(' ')}" nonce="${CSP_NONCE_PLACEHOLDER}">${rules}</style>` : '';
  return globals.join('') + classes;
}
