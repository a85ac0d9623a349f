import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the build beside index.html: which HTML page a path prefix gets (build/routePages.ts). */
export const ROUTE_PAGES_FILE = 'route-pages.json';

/** A path prefix: the path itself, or, ending in '/', every path under it. */
const matches = (url: string, prefix: string) => url === prefix || (prefix.endsWith('/') && url.startsWith(prefix));

/**
 * The HTML page for an app path: the copy of index.html that preloads that page's code, or
 * index.html itself (also for a build without the table).
 */
export function routePageFinder(webRoot: string): (url: string) => string {
  let table: Record<string, string> = {};
  try {
    table = JSON.parse(readFileSync(path.join(webRoot, ROUTE_PAGES_FILE), 'utf8')) as Record<string, string>;
  } catch {
    table = {};
  }
  const pages = Object.entries(table).filter(([, file]) => existsSync(path.join(webRoot, file)));
  return (url) => pages.find(([prefix]) => matches(url, prefix))?.[1] ?? 'index.html';
}
