import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput } from './apiError';

/**
 * The deepest a request body may nest arrays and objects. The deepest real body (a booking's
 * rooms, their travellers, each traveller) is 4; a body nested thousands deep is only an attack
 * on the walks that read it.
 */
export const MAX_JSON_DEPTH = 32;

const tooDeep = () => badInput(`body: nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects`);

/** Reads JSON text a piece at a time and says when it nests deeper than `max`; strings are skipped. */
export class NestingCounter {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly max: number) {}

  /** False once the text read so far nests deeper than the bound. */
  read(text: string): boolean {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c) this.escaped = true; // a backslash escapes the next character
        else if (c === 0x22) this.inString = false;
        continue;
      }
      if (c === 0x22) this.inString = true;
      else if (c === 0x5b || c === 0x7b) {
        if (++this.depth > this.max) return false;
      } else if (c === 0x5d || c === 0x7d) this.depth--;
    }
    return true;
  }
}

/** Whether JSON text nests arrays and objects deeper than `max`. */
export const nestsDeeperThan = (text: string, max: number) => !new NestingCounter(max).read(text);

/**
 * Passes a body through while counting its nesting. The moment it is too deep, it passes nothing
 * more (the rest is read off the connection and dropped, never buffered) and says so through
 * `deeper`, which the JSON parser reads. It never fails the stream itself: an error raised before
 * Fastify listens to the stream would be nobody's.
 */
class DepthGuard extends Transform {
  deeper = false;
  /** Every byte the client sent, dropped ones too: Fastify checks it against the body limit and Content-Length. */
  receivedEncodedLength = 0;
  private readonly counter = new NestingCounter(MAX_JSON_DEPTH);
  private readonly decoder = new TextDecoder('utf-8');

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    if (this.deeper) return callback();
    if (!this.counter.read(this.decoder.decode(chunk, { stream: true }))) {
      this.deeper = true;
      return callback();
    }
    callback(null, chunk);
  }
}

const guards = new WeakMap<FastifyRequest, DepthGuard>();

/**
 * A JSON body's depth is bounded while it arrives (a preParsing guard), before it is buffered or
 * JSON.parse builds it: a body nested deeper than MAX_JSON_DEPTH is a 400, and what follows its
 * first bytes too deep is not kept. It is then parsed by Fastify's own parser, which refuses
 * `__proto__` and `constructor` keys. Routes that read the raw text (the provider's webhook)
 * parse it themselves.
 */
export function installJsonBody(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) return payload;
    const guard = new DepthGuard();
    guards.set(request, guard);
    payload.on('error', (error) => guard.destroy(error));
    return payload.pipe(guard);
  });
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (guards.get(request)?.deeper) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
}
