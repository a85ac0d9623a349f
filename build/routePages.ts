import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PAGES_FILE } from '../server/http/routePages.ts';
import { bootChunks, withImports } from './bootPreloads.ts';

/**
 * Which page a path opens: a path prefix (ending in '/' for every path under it), the modules
 * that page needs at once (its own, and any other loaded on demand, such as the answer schemas),
 * and the HTML file written for it.
 */
export interface RoutePage {
  prefix: string;
  modules: string[];
  file: string;
}

/**
 * Writes a copy of index.html for each page loaded on demand, with `modulepreload` links for the
 * chunks of that page's modules. A phone opening a results or hotel link then fetches the page's
 * code alongside the main bundle instead of after it has run (one round trip fewer before the
 * page can paint). The server picks the copy by path (ROUTE_PAGES_FILE); every other path gets
 * index.html.
 */
export function routePages(pages: readonly RoutePage[]): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'padaav-route-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const boot = bootChunks(bundle);
      if (!boot) return;
      const chunks = [...boot.byFile.values()];
      const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const table: Record<string, string> = {};
      for (const page of pages) {
        const needed = new Set<string>();
        for (const module of page.modules) {
          const id = path.resolve(root, module);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`route page ${page.file}: ${module} has no chunk of its own in the build`);
          withImports(boot.byFile, chunk, needed);
        }
        const preloads = [...needed].filter((file) => !boot.files.has(file));
        const links = preloads.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`).join('\n');
        await writeFile(path.join(outDir, page.file), html.replace('</head>', `${links}\n  </head>`));
        table[page.prefix] = page.file;
      }
      await writeFile(path.join(outDir, ROUTE_PAGES_FILE), JSON.stringify(table));
    },
  };
}
