import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { newCspNonce, withCspNonce } from './cspNonce';
import { routePageFinder } from './routePages';


/** Sends the HTML page for an app path (see routePages). */
export type PageSender = (reply: FastifyReply, url: string) => FastifyReply;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built single-page app. Hashed assets are cached for a year; the build wrote .br and
 * .gz copies beside them, which are sent to clients that accept them. Returns what answers the
 * HTML page for each app path (see routePages), or null when there is no built site.
 *
 * `firstPicture` names the picture a path shows first when the server knows it (a hotel's
 * page): that page is then sent with a preload link for it, so the picture loads alongside the
 * page's code.
 *
 * Every HTML page goes out with a fresh style nonce in the places the build left for it
 * (cspNonce.ts), so the pages are sent from memory and never as files: a request for an .html
 * file gets its page the way any app path does.
 */
export async function installStaticSite(app: FastifyInstance, webRoot: string | undefined, firstPicture: (url: string) => string | undefined = () => undefined): Promise<PageSender | null> {
  if (!webRoot || !existsSync(path.join(webRoot, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webRoot,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    allowedPath: (pathname) => !pathname.endsWith('.html'),
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pageFor = routePageFinder(webRoot);
  const pages = new Map<string, string>();
  const pageText = (file: string) => {
    let text = pages.get(file);
    if (text === undefined) pages.set(file, (text = readFileSync(path.join(webRoot, file), 'utf8')));
    return text;
  };
  const sendPage: PageSender = (reply, url) => {
    reply.header('cache-control', 'no-cache');
    const picture = firstPicture(url);
    const link = picture ? `  <link rel="preload" as="image" href="${escapeAttribute(picture)}" fetchpriority="high">\n  ` : '';
    const html = pageText(pageFor(url)).replace('</head>', `${link}</head>`);
    reply.cspNonce = newCspNonce();
    return reply.type('text/html; charset=utf-8').send(withCspNonce(html, reply.cspNonce));
  };
  app.get('/', (_request, reply) => sendPage(reply, '/'));
  return sendPage;
}
