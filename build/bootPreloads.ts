import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A chunk and every chunk it imports statically, by file name. */
export function withImports(byFile: ReadonlyMap<string, OutputChunk>, start: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const name of start.imports) {
    const next = byFile.get(name);
    if (next) withImports(byFile, next, into);
  }
  return into;
}

/**
 * What every page loads at once: the page's entry (index.html's script) with what it imports,
 * and the chunks of the steps it starts in (src/main.tsx, in the entry's imports, imports each
 * step dynamically, so each is evaluated in a task of its own).
 */
export function bootChunks(bundle: OutputBundle): { files: Set<string>; byFile: Map<string, OutputChunk> } | undefined {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
  if (!entry) return undefined;
  const files = withImports(byFile, entry);
  const steps = [...files].flatMap((file) => byFile.get(file)?.dynamicImports ?? []);
  for (const step of steps) {
    const chunk = byFile.get(step);
    if (chunk) withImports(byFile, chunk, files);
  }
  return { files, byFile };
}

/**
 * Adds a `modulepreload` link to index.html for every chunk of the start steps, so a phone
 * fetches them all alongside the entry instead of one step after another.
 */
export function bootPreloads(): Plugin {
  return {
    name: 'padaav-boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = ctx.bundle && bootChunks(ctx.bundle);
        if (!boot) return html;
        const present = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!));
        const links = [...boot.files].filter((file) => !present.has(file)).map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `${links.join('\n')}\n  </head>`);
      },
    },
  };
}
