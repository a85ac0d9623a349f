import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses answers over 1 KB for clients that accept it (brotli, else gzip). A city's search
 * answer is a few hundred KB of JSON and shrinks manyfold. The site's files come precompressed at
 * build (Content-Encoding set) and pictures are left as they are, so these settings are for API
 * answers, chosen for cost per answer: brotli quality 1 and gzip level 3 shrink a search answer
 * nearly as well as higher settings for a fraction of their time (brotli's next qualities cost
 * more than the search itself).
 *
 * Every answer is compressed in one call on the request thread (`syncThreshold` above any answer),
 * not through a zlib stream on libuv's thread pool (the plugin's default above 8 KB on 2 cores):
 * a stream's setup and hand-offs cost more than the compression itself, and searches served
 * fewer a second that way.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 4 << 20,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 3 },
  });
}
