import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README's map and architecture.md's lists of server modules and view folders name the
 * folders that are really there, all of them and nothing else, so a folder added, moved or
 * removed fails here until the docs say so.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');
const architecture = read('docs/architecture.md');

/** The folders of `dir`, hidden ones (build output such as `server/.build`) left out. */
function foldersOf(dir: string): string[] {
  const full = path.join(root, dir);
  return readdirSync(full).filter((name) => !name.startsWith('.') && statSync(path.join(full, name)).isDirectory()).sort();
}

/** The text between `start` and the next `end` after it; fails loudly when either is gone. */
function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  expect(from, `"${start}" is missing`).toBeGreaterThanOrEqual(0);
  const to = text.indexOf(end, from + start.length);
  expect(to, `"${end}" is missing after "${start}"`).toBeGreaterThan(from);
  return text.slice(from, to);
}

/** Names in backticks, `like` `this`. */
const backticked = (text: string) => [...text.matchAll(/`([a-z][\w-]*)`/g)].map((m) => m[1]!);

/** Folders that are built or written at run time, never part of the tree a clone has. */
const ignored = new Set(
  read('.gitignore')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line !== '' && !line.includes('*') && !line.includes('/')),
);

describe("the README's map of where things live", () => {
  const block = between(readme, '## Where things live', '\n```\n\n');
  const lines = block.split('\n').slice(2);
  /** Each entry of the map: its path (`src/views/`) and its text, continuation lines included. */
  const entries = new Map<string, string>();
  let current = '';
  for (const line of lines) {
    const head = /^(\S+\/)\s/.exec(line);
    if (head) {
      current = head[1]!;
      entries.set(current, line);
    } else if (current) {
      entries.set(current, `${entries.get(current)!}\n${line}`);
    }
  }
  /** The `name/` folders an entry's text names (`db/`, `catalogue/store/`), placeholders left out. */
  const namedIn = (entry: string) => [...(entries.get(entry) ?? '').slice(entry.length).matchAll(/(?<![\w/<>])([a-z][\w-]*(?:\/[a-z][\w-]*)*)\//g)].map((m) => m[1]!);

  it('has an entry for every top-level folder', () => {
    const folders = foldersOf('.').filter((name) => !ignored.has(name));
    expect(folders.length).toBeGreaterThan(5);
    expect(folders.filter((name) => !entries.has(`${name}/`) && ![...entries.keys()].some((entry) => entry.startsWith(`${name}/`)))).toEqual([]);
  });

  it('has an entry for every folder of src/', () => {
    expect(foldersOf('src').filter((name) => !entries.has(`src/${name}/`))).toEqual([]);
  });

  it('names every folder of server/ and of tests/ in their entries', () => {
    const server = namedIn('server/');
    expect(foldersOf('server').filter((name) => !server.includes(name))).toEqual([]);
    const tests = namedIn('tests/');
    expect(foldersOf('tests').filter((name) => !tests.includes(name))).toEqual([]);
  });

  it('names no folder that is not there', () => {
    expect([...entries.keys()].filter((entry) => !existsSync(path.join(root, entry)))).toEqual([]);
    const stale = (entry: string, ...bases: string[]) =>
      namedIn(entry).filter((name) => !bases.some((base) => existsSync(path.join(root, base, name))));
    // The server's entry names its own folders and, after them, a few of its modules' folders.
    expect(stale('server/', 'server', 'server/modules')).toEqual([]);
    expect(stale('tests/', 'tests')).toEqual([]);
  });
});

describe("docs/architecture.md's lists", () => {
  it('lists every folder of src/views/, and only those', () => {
    const list = between(architecture, 'one folder per screen or shared part', 'They render what');
    const named = backticked(list).filter((name) => !name.includes('.'));
    const folders = foldersOf('src/views');
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((name) => !named.includes(name))).toEqual([]);
    expect(named.filter((name) => !folders.includes(name))).toEqual([]);
  });

  it('names only areas that are folders of server/modules/', () => {
    const areas = between(architecture, 'The areas (', '### The catalogue and search');
    // Each bullet opens with the areas it is about: "- `hotels`, `reviews`, `places`: ...".
    const heads = [...areas.matchAll(/^- ((?:`[a-z]+`(?:, | and )?)+):/gm)].flatMap((m) => backticked(m[1]!));
    const modules = foldersOf('server/modules');
    expect(heads.length).toBeGreaterThan(10);
    expect(heads.filter((name) => !modules.includes(name))).toEqual([]);
    expect(modules.filter((name) => !heads.includes(name))).toEqual([]);
  });

  it('says which areas have all of routes.ts, service.ts and repo.ts, as they do', () => {
    const claim = between(architecture, 'Only the areas that take calls', ').');
    const threeFiles = foldersOf('server/modules').filter((name) =>
      ['routes.ts', 'service.ts', 'repo.ts'].every((file) => existsSync(path.join(root, 'server/modules', name, file))),
    );
    expect(backticked(claim).sort()).toEqual(threeFiles);
  });
});

describe('docs/product.md', () => {
  const sections = new Set([...read('docs/product.md').matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim()));

  function sourceFiles(dir: string): string[] {
    const full = path.join(root, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(dir, file));
  }

  it('has the section every comment that links it names', () => {
    const links: Array<{ file: string; section: string }> = [];
    for (const file of ['src', 'machines', 'contract', 'server', 'domain', 'tests', 'build'].flatMap(sourceFiles)) {
      // A comment may wrap inside the link: "(docs/product.md,\n * Cancellation and refunds)".
      const text = read(file).replace(/\n\s*(?:\*|\/\/)\s*/g, ' ');
      for (const m of text.matchAll(/\(docs\/product\.md, ([^)]+)\)/g)) {
        for (const section of m[1]!.split(', ')) links.push({ file, section: section.trim() });
      }
    }
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !sections.has(link.section))).toEqual([]);
  });
});
