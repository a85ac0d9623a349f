import { describe, expect, it } from 'vitest';
import { importsOf } from './support/importGraph';

/**
 * server/db/seed/ generates a catalogue on a first start, and nothing else reads it: the reference
 * data the running server and the seed both read (states, stations, landmarks, seasons) is in
 * server/reference/, shared rules in server/rules/. From outside, only a start-up file directly in
 * server/ (main.ts, catalogueImport.ts) may call the seed, through its entry point.
 */
const SEED = 'server/db/seed/';
const ENTRY = `${SEED}index.ts`;
const isStartUp = (file: string) => /^server\/[^/]+\.ts$/.test(file);

function seedImports(graph: ReadonlyMap<string, readonly string[]>) {
  return [...graph].flatMap(([file, imports]) =>
    file.startsWith(SEED) ? [] : imports.filter((target) => target.startsWith(SEED) && !(target === ENTRY && isStartUp(file))).map((target) => `${file} -> ${target}`),
  );
}

describe('server/db/seed/', () => {
  it('is imported by no code outside it but the start-up files, through its entry point', () => {
    const graph = importsOf(['src', 'machines', 'domain', 'contract', 'server', 'build']);
    expect([...graph.values()].flat().filter((target) => target === ENTRY).length).toBeGreaterThan(0);
    expect(seedImports(graph)).toEqual([]);
  });

  it('finds a runtime module that reads the seed, and a start-up file that reaches past its entry point', () => {
    const graph = new Map<string, string[]>([
      ['server/main.ts', [ENTRY]],
      ['server/catalogueImport.ts', [`${SEED}generate.ts`]],
      ['server/modules/search/service.ts', [ENTRY, 'server/reference/collections.ts']],
      [`${SEED}generate.ts`, ['server/reference/collections.ts']],
    ]);
    expect(seedImports(graph)).toEqual([`server/catalogueImport.ts -> ${SEED}generate.ts`, `server/modules/search/service.ts -> ${ENTRY}`]);
  });
});
