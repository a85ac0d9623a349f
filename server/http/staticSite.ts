import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routePageFinder } from './routePages';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; the build wrote .br and
 * .gz copies beside them, which are sent to clients that accept them. Answers the HTML page for
 * each app path (see routePages), or null when there is no built site.
 */
export async function installStaticSite(app: FastifyInstance, webRoot: string | undefined): Promise<((url: string) => string) | null> {
  if (!webRoot || !existsSync(path.join(webRoot, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webRoot,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  return routePageFinder(webRoot);
}
