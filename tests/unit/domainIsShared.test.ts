import { describe, expect, it } from 'vitest';
import { importersOf, importsOf, sourceFiles } from './support/importGraph';

/**
 * domain/ holds the pure rules both the browser and the server use, each once. A rule only one side
 * uses lives with that side: the browser's beside its flows (machines/rules/) or in src/model/, the
 * server's in server/. Tests are no side: a rule only tests import is no shared rule.
 */
type Side = 'browser' | 'server';

const sideOfFolder = (file: string): Side | null =>
  file.startsWith('src/') || file.startsWith('machines/') ? 'browser' : file.startsWith('server/') ? 'server' : null;

/**
 * The sides that use a domain file: those of the files importing it, and, for a domain file
 * importing it, the sides that use that one.
 */
function sidesUsing(file: string, importers: ReadonlyMap<string, ReadonlySet<string>>, seen = new Set<string>()): Set<Side> {
  const sides = new Set<Side>();
  if (seen.has(file)) return sides;
  seen.add(file);
  for (const importer of importers.get(file) ?? []) {
    const side = sideOfFolder(importer);
    if (side) sides.add(side);
    else if (importer.startsWith('domain/')) for (const s of sidesUsing(importer, importers, seen)) sides.add(s);
  }
  return sides;
}

const oneSided = (importers: ReadonlyMap<string, ReadonlySet<string>>, files: readonly string[]) =>
  files.map((file) => ({ file, sides: [...sidesUsing(file, importers)].sort() })).filter(({ sides }) => sides.length < 2);

describe('domain/', () => {
  it('holds only files that both the browser (src/, machines/) and the server import', () => {
    const graph = importsOf(['src', 'machines', 'server', 'domain']);
    const files = sourceFiles('domain');
    expect(files.length).toBeGreaterThan(10);
    expect(oneSided(importersOf(graph), files)).toEqual([]);
  });

  it('counts a file that only another domain file imports by who imports that one, and finds one side alone', () => {
    const graph = new Map<string, string[]>([
      ['src/views/Page.tsx', ['domain/a.ts']],
      ['server/modules/x/service.ts', ['domain/a.ts', 'domain/c.ts']],
      ['domain/a.ts', ['domain/b.ts']],
      ['domain/c.ts', ['domain/d.ts']],
      ['machines/m.machine.ts', ['domain/e.ts']],
      ['tests/unit/e.test.ts', ['domain/e.ts', 'domain/c.ts']],
    ]);
    const files = ['domain/a.ts', 'domain/b.ts', 'domain/c.ts', 'domain/d.ts', 'domain/e.ts'];
    expect(oneSided(importersOf(graph), files)).toEqual([
      { file: 'domain/c.ts', sides: ['server'] },
      { file: 'domain/d.ts', sides: ['server'] },
      { file: 'domain/e.ts', sides: ['browser'] },
    ]);
  });
});
