import type { FastifyInstance } from 'fastify';
import { FailureCode } from '../../contract/failureCodes';
import { isPagePath } from '../../contract/paths';
import { failure } from './envelope';
import type { PageSender } from './staticSite';

/** The methods any route answers; another (TRACE, DELETE, PROPFIND...) gets 405 wherever it is sent. */
const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT'];

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Unknown API routes get a 404 envelope. Everything else gets the single-page app's HTML page
 * when the site is built (`sendPage`: index.html, or its copy that preloads the path's page), so
 * deep links work after a reload: 200 for a path of one of the app's pages (isPagePath), 404 for
 * any other, whose page shows the app's "Page not found!". A missing file (a path with an
 * extension, such as an old image) gets the 404 envelope, unless a browser navigates to it (it
 * accepts HTML): `/index.php` or `/old-page.html` typed in the address bar get the 404 page.
 */
export function installNotFound(app: FastifyInstance, sendPage: PageSender | null): void {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!ROUTED_METHODS.includes(request.method)) {
      const { code, status } = FailureCode.methodNotAllowed;
      return reply.status(status).header('allow', ROUTED_METHODS.join(', ')).send(failure(code, `method: ${request.method} is not supported (${ROUTED_METHODS.join(', ')} are)`));
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isFile = /\.[a-z0-9]+$/i.test(url);
    const navigates = String(request.headers.accept ?? '').includes('text/html');
    if (sendPage && wantsPage && !isApiPath(url) && (!isFile || navigates)) return sendPage(isPagePath(url) ? reply : reply.status(404), url);
    const { code, status } = FailureCode.notFound;
    return reply.status(status).send(failure(code, `No route for ${request.method} ${url}`));
  });
}
