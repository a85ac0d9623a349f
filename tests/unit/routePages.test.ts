import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_PAGES_FILE, routePageFinder } from '../../server/http/routePages';
import { paths, routePrefix } from '../../src/app/paths';

describe('routePageFinder: the HTML page for an app path', () => {
  const dirs: string[] = [];
  const site = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-pages-'));
    dirs.push(dir);
    for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('matches a path exactly, or every path under a prefix ending in /', () => {
    const pageFor = routePageFinder(
      site({
        'index.html': '',
        'results.html': '',
        'detail.html': '',
        [ROUTE_PAGES_FILE]: JSON.stringify({ '/search-result': 'results.html', '/search-detail/': 'detail.html' }),
      }),
    );
    expect(pageFor('/search-result')).toBe('results.html');
    expect(pageFor('/search-results')).toBe('index.html');
    expect(pageFor('/search-result/extra')).toBe('index.html');
    expect(pageFor('/search-detail/1277333016/abc')).toBe('detail.html');
    expect(pageFor('/search-detail')).toBe('index.html');
    expect(pageFor('/')).toBe('index.html');
    expect(pageFor('/about')).toBe('index.html');
  });

  it('falls back to index.html without a table, with a broken one, or for a listed file that is missing', () => {
    expect(routePageFinder(site({ 'index.html': '' }))('/search-result')).toBe('index.html');
    expect(routePageFinder(site({ 'index.html': '', [ROUTE_PAGES_FILE]: '{not json' }))('/search-result')).toBe('index.html');
    const missing = site({ 'index.html': '', [ROUTE_PAGES_FILE]: JSON.stringify({ '/search-result': 'gone.html' }) });
    expect(routePageFinder(missing)('/search-result')).toBe('index.html');
  });

  it('a route with parameters gives the prefix of every path under it', () => {
    expect(routePrefix(paths.searchDetail)).toBe('/search-detail/');
    expect(routePrefix(paths.searchResult)).toBe('/search-result');
  });
});
