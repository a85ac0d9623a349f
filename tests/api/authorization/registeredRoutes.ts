import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The full URL pattern as registered, e.g. '/api/web/v1/digital-channel/hotel/cities/search/:query'. */
  url: string;
}

/**
 * Every route the app has registered, read from Fastify's own route tree (`printRoutes`), so a
 * route no test knows about cannot hide. HEAD routes Fastify adds beside each GET are left out.
 *
 * The tree prints one node per line: four columns of drawing per level, then the node's part of
 * the path and, when routes end there, their methods in parentheses. A node's full path is its
 * ancestors' parts joined.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: true, includeHooks: false, includeMeta: false });
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[└├]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) {
      if (line.trim()) throw new Error(`unreadable route tree line: ${JSON.stringify(line)}`);
      continue;
    }
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const methods = match[3]?.split(',').map((m) => m.trim()) ?? [];
    const url = stack.join('');
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push({ method, url });
    }
  }
  return routes;
}
