import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/architecture.md names every server module and every machine, so it cannot drift from the code. */
const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

describe('docs/architecture.md', () => {
  it('lists every folder of server/modules/ among the areas', () => {
    const modulesDir = path.join(root, 'server/modules');
    const modules = readdirSync(modulesDir).filter((name) => statSync(path.join(modulesDir, name)).isDirectory());
    const areas = doc.slice(doc.indexOf('The areas ('), doc.indexOf('### The catalogue and search'));
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((name) => !areas.includes(`\`${name}\``))).toEqual([]);
  });

  it('lists every machine of machines/ in its table, and every file there is a machine, its selectors or the index', () => {
    // rules/ holds the pure rules only the browser's flows use, and no machine.
    const files = readdirSync(path.join(root, 'machines')).filter((f) => f !== 'rules');
    const flows = files.filter((f) => f.endsWith('.machine.ts')).map((f) => f.replace('.machine.ts', ''));
    const table = doc.slice(doc.indexOf('| machine | decides |'), doc.indexOf('### Live (`src/live/`)'));
    expect(flows.length).toBeGreaterThan(10);
    expect(flows.filter((flow) => !table.includes(`| \`${flow}\` |`))).toEqual([]);
    const named = new Set(['index.ts', ...flows.flatMap((flow) => [`${flow}.machine.ts`, `${flow}.selectors.ts`])]);
    expect(files.filter((f) => !named.has(f))).toEqual([]);
  });
});
