import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

const COLLECTOR = 'build/pageStyles/collect.tsx';

/**
 * Puts the styles of each page's first renders into its HTML file (index.html and the route
 * pages), as the `<style>` tags Emotion adopts (./styleTags.ts). On a phone, making those rules
 * at run time (stylis compiling each one, then inserting it) was the largest part of the tasks
 * that render a hotel page. The pages are rendered on the server by ./collect.tsx, which Vite
 * loads with the app's own modules; this runs after the route pages are written and before they
 * are compressed (precompress runs at closeBundle).
 */
export function pageStyles(): Plugin {
  let root = '.';
  let outDir = 'dist';
  return {
    name: 'padaav-page-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const vite = await createServer({
          root,
          configFile: false,
          mode: 'production',
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          define: { global: 'globalThis' },
          // Only modules loaded on the server here: no browser dependencies to scan and pre-bundle.
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { collectPageStyles } = (await vite.ssrLoadModule(path.join(root, COLLECTOR))) as typeof import('./collect');
          for (const [file, tags] of Object.entries(await collectPageStyles())) {
            const page = path.join(outDir, file);
            const html = await readFile(page, 'utf8');
            if (!html.includes('</head>')) throw new Error(`page styles: ${file} has no </head>`);
            await writeFile(page, html.replace('</head>', `  ${tags}\n  </head>`));
          }
        } finally {
          await vite.close();
        }
      },
    },
  };
}
