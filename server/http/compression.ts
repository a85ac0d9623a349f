import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses answers over 1 KB for clients that accept it (brotli, else gzip). A city's search
 * answer is a few hundred KB of JSON and shrinks about tenfold; a modest brotli quality keeps the
 * work per answer to a few milliseconds, off the event loop. Files that the site serves already
 * compressed (Content-Encoding set) and pictures are left as they are.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
