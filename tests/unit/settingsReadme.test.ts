import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingFields, settingNames } from '../../server/settings/schema';

const root = path.resolve(import.meta.dirname, '../..');

/** The README's table of settings: each row's variable and default, as written (backticks off). */
function readmeTable(): Map<string, string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Settings\n'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  const rows = new Map<string, string>();
  for (const line of table.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, (cells[2] ?? '').replace(/`/g, ''));
  }
  return rows;
}

/** What the schema says a setting's default is, as the README is to show it. */
const shownDefault = (name: string) => (settingFields[name]!.meta() as { default?: string } | undefined)?.default;

describe("the README's table of settings", () => {
  it('has one row for each setting the server reads, and none it does not', () => {
    const rows = readmeTable();
    expect([...rows.keys()].sort()).toEqual([...settingNames].sort());
  });

  it("shows each setting's default as the schema has it", () => {
    const rows = readmeTable();
    for (const name of settingNames) expect(rows.get(name), name).toBe(shownDefault(name));
  });

  it('shows the defaults the schema gives an unset variable (numbers, switches and words)', () => {
    for (const name of settingNames) {
      const value: unknown = settingFields[name]!.parse(undefined);
      if (typeof value === 'number' || typeof value === 'string') expect(shownDefault(name), name).toBe(String(value));
      if (typeof value === 'boolean') expect(shownDefault(name), name).toBe(name === 'TRUST_PROXY' ? String(value) : value ? '1' : '0');
    }
  });
});
