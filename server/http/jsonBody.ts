import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
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

/** Passes a body through while counting its nesting, and fails it the moment it is too deep: the rest is never read. */
class DepthGuard extends Transform {
  private readonly counter = new NestingCounter(MAX_JSON_DEPTH);
  private readonly decoder = new TextDecoder('utf-8');

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.counter.read(this.decoder.decode(chunk, { stream: true }))) return callback(tooDeep());
    callback(null, chunk);
  }
}

/**
 * A JSON body's depth is bounded while it arrives (a preParsing guard), before it is buffered or
 * JSON.parse builds it: a body nested deeper than MAX_JSON_DEPTH is a 400 at the first bytes that
 * go too deep. It is then parsed by Fastify's own parser, which refuses `__proto__` and
 * `constructor` keys. Routes that read the raw text (the provider's webhook) parse it themselves.
 */
export function installJsonBody(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) return payload;
    const guard = new DepthGuard();
    payload.on('error', (error) => guard.destroy(error));
    return payload.pipe(guard);
  });
}
