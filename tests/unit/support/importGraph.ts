import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, from which every path here is written (`domain/money.ts`). */
export const root = path.resolve(import.meta.dirname, '../../..');

/** Every .ts and .tsx file under `folder` (from the root), as root-relative paths with `/`. */
export function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = `${dir}/${name}`;
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name)) out.push(file);
    }
  };
  walk(folder);
  return out.sort();
}

/**
 * The module names a file's code loads: `import ... from`, `export ... from` (a re-export),
 * `import '...'` and `import('...')`. Comments are blanked first, so a path named in one is not
 * taken for an import.
 */
export function importedNames(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const names: string[] = [];
  for (const m of code.matchAll(/\b(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g)) {
    names.push((m[1] ?? m[2] ?? m[3])!);
  }
  return names;
}

/** The file a relative module name from `from` loads, root-relative; null for a package. */
export function resolveImport(from: string, name: string): string | null {
  if (!name.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), name));
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile()) return file;
  }
  return null;
}

/** For each file of `folders`, the files of the repository that it imports. */
export function importsOf(folders: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap(sourceFiles)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    graph.set(file, importedNames(text).flatMap((name) => resolveImport(file, name) ?? []));
  }
  return graph;
}

/** Who imports each file: the graph turned round. */
export function importersOf(graph: ReadonlyMap<string, readonly string[]>): Map<string, Set<string>> {
  const importers = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    for (const target of imports) {
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target)!.add(file);
    }
  }
  return importers;
}
