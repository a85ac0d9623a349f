import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assignSystemProps, SYSTEM_MODULE } from '../../server/build/chakraSystemProps';

// The installed Chakra style system, as the build reads it.
const require = createRequire(path.resolve('node_modules/@chakra-ui/react/package.json'));
const systemFile = path.join(path.dirname(require.resolve('@chakra-ui/styled-system/package.json')), 'dist', 'esm', 'system.mjs');
const source = readFileSync(systemFile, 'utf8');
/** The config objects the module merges, in its order, as `name: file` from its imports. */
const configs = [...source.matchAll(/import \{ (\w+) \} from '\.\/config\/([\w-]+)\.mjs';/g)].map((m) => ({ name: m[1]!, file: m[2]! }));

describe('chakraSystemProps: the style props table built by a plain assign', () => {
  it('finds the merge in the installed module, and rewrites only that', () => {
    expect(SYSTEM_MODULE.test(systemFile.split(path.sep).join('/'))).toBe(true);
    const rewritten = assignSystemProps(source);
    expect(rewritten).not.toBe(source);
    expect(rewritten).toContain('const systemProps = Object.assign({},');
    expect(rewritten.replace('const systemProps = Object.assign({},', '')).toBe(source.replace(/const systemProps = mergeWith\(\s*\{\},/, ''));
  });

  it('holds because the merged configs share no prop, so both build the same table', async () => {
    expect(configs.length).toBeGreaterThanOrEqual(19);
    const objects = await Promise.all(configs.map(async ({ name, file }) => (await import(pathToFileURL(path.join(path.dirname(systemFile), 'config', `${file}.mjs`)).href))[name] as Record<string, unknown>));
    const keys = objects.flatMap((o) => Object.keys(o));
    expect(new Set(keys).size).toBe(keys.length);
    const { systemProps } = (await import(pathToFileURL(systemFile).href)) as { systemProps: Record<string, unknown> };
    expect(Object.assign({}, ...objects)).toEqual(systemProps);
  });
});
