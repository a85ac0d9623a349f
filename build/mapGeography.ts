/**
 * The offline map's geography, made when the site is built (never committed): land and country
 * borders from Natural Earth's 1:10m data (the world-atlas package), and the borders between
 * India's states from Natural Earth's first-order divisions (vendored in build/geography/). Only the region around India is kept, in thousandths of a degree. The app loads it
 * on demand as `virtual:map-geography` (src/live/mapGeography.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { Plugin } from 'vite';
import { clipLine, clipRing, decodeShape, encodeShape, type Geography } from '../src/model/mapGeography.ts';
import { readIndiaStateBorders } from './geography/indiaStateBorders.ts';
import type { Bounds } from '../src/model/mapProjection.ts';

const require = createRequire(import.meta.url);

type Topology = Parameters<typeof mesh>[0];
type Shapes = NonNullable<Parameters<typeof mesh>[1]>;

/** India, its islands and its neighbours' border areas. */
export const REGION: Bounds = { west: 60, south: 4, east: 100, north: 38 };

const VIRTUAL_ID = 'virtual:map-geography';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

type Position = number[];
type LandGeometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
const flat = (points: Position[]) => points.flatMap((p) => [p[0]!, p[1]!]);
const pairs = (f: number[]) => Array.from({ length: f.length / 2 }, (_, i) => [f[2 * i]!, f[2 * i + 1]!] as [number, number]);

function encodeLines(lines: Position[][]): number[][] {
  const out: number[][] = [];
  for (const line of lines) for (const run of clipLine(flat(line), REGION)) out.push(encodeShape(pairs(run)));
  return out.filter((s) => s.length >= 4);
}

export function makeMapGeography(): Geography {
  const landTopo = readJson<Topology>(require.resolve('world-atlas/land-10m.json'));
  const landGeo = feature(landTopo, landTopo.objects.land as Shapes) as unknown as { features: Array<{ geometry: LandGeometry }> };
  const land: number[][] = [];
  for (const { geometry: g } of landGeo.features) {
    const polygons = g.type === 'MultiPolygon' ? g.coordinates : [g.coordinates];
    // Outer rings only: Natural Earth's land has no lakes at this scale worth a hole.
    for (const polygon of polygons) {
      const ring = clipRing(flat(polygon[0]!), REGION);
      if (ring.length >= 6) land.push(encodeShape(pairs(ring)));
    }
  }
  const countriesTopo = readJson<Topology>(require.resolve('world-atlas/countries-10m.json'));
  const countries = encodeLines(mesh(countriesTopo, countriesTopo.objects.countries as Shapes, (a, b) => a !== b).coordinates);
  const states = encodeLines(readIndiaStateBorders().lines.map((line) => pairs(decodeShape(line))));
  return { land: land.filter((s) => s.length >= 6), countries, states };
}

/** Serves the geography to the app as a module of its own, loaded on demand. */
export function mapGeography(): Plugin {
  let code: string | null = null;
  return {
    name: 'padaav-map-geography',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      code ??= `export default ${JSON.stringify(makeMapGeography())};`;
      return code;
    },
  };
}
