import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses answers over 1 KB for clients that accept it (brotli, else gzip). A city's search
 * answer is a few hundred KB of JSON and shrinks eight- to ninefold. The site's files come
 * precompressed at build (Content-Encoding set) and pictures are left as they are, so these
 * settings are for API answers, chosen for cost per answer (a 200 KB search answer, this machine):
 * brotli quality 1, 0.23 ms and 8.8x (quality 4 and 5 cost several times the search itself);
 * gzip level 3, 0.46 ms and 8.1x (level 6: 1.04 ms and 9.5x).
 *
 * Every answer is compressed in one call on the request thread (`syncThreshold` above any answer),
 * not through a zlib stream on libuv's thread pool (the plugin's default above 8 KB on 2 cores):
 * a stream's setup and hand-offs cost about three times the compression itself. Searches with
 * `accept-encoding: br` (16 connections, 240 queries) ran at 1,437/s, p95 22 ms, through streams
 * and 2,144/s, p95 15 ms, so (2,451/s at 32 connections).
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
