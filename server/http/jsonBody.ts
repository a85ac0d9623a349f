import type { FastifyInstance } from 'fastify';
import { badInput } from './apiError';

/**
 * The deepest a request body may nest arrays and objects. The deepest real body (a booking's
 * rooms, their travellers, each traveller) is 4; a body nested thousands deep is only an attack
 * on the walks that read it.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `max`: one pass over the text, strings skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (which refuses `__proto__` and `constructor`
 * keys), after a bound on their depth: a body nested deeper than MAX_JSON_DEPTH is a 400 before
 * JSON.parse builds it.
 */
export function installJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badInput(`body: nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects`), undefined);
      return;
    }
    parse(request, text, done);
  });
}
