/**
 * The offline map's geography: land (the sea is what is left), country borders and state borders,
 * as compact shapes made at build time (build/mapGeography.ts), clipped to what a map shows and
 * drawn as SVG paths in the map layer's pixels. Pure.
 */
import type { Bounds, Point } from './mapProjection';
import type { LatLng } from '../../domain/geo';

/** Shapes are kept in thousandths of a degree (about 110 m), as Natural Earth's 1:10m data allows. */
export const GEO_UNITS = 1000;

/**
 * One shape per array: the first point in thousandths of a degree `[lng, lat]`, then each point
 * as the difference from the one before. Land shapes are closed rings; borders are open lines.
 */
export interface Geography {
  land: number[][];
  countries: number[][];
  states: number[][];
}

/** Flat `[lng, lat, lng, lat...]` in degrees. */
type Flat = number[];

export function encodeShape(points: ReadonlyArray<readonly [number, number]>): number[] {
  const out: number[] = [];
  let px = 0;
  let py = 0;
  for (const [lng, lat] of points) {
    const x = Math.round(lng * GEO_UNITS);
    const y = Math.round(lat * GEO_UNITS);
    if (out.length > 0 && x === px && y === py) continue;
    out.push(x - px, y - py);
    px = x;
    py = y;
  }
  return out;
}

export function decodeShape(encoded: readonly number[]): Flat {
  const out: Flat = new Array(encoded.length);
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    x += encoded[i]!;
    y += encoded[i + 1]!;
    out[i] = x / GEO_UNITS;
    out[i + 1] = y / GEO_UNITS;
  }
  return out;
}

type Edge = { inside: (x: number, y: number) => boolean; cut: (ax: number, ay: number, bx: number, by: number) => [number, number] };

function edgesOf(b: Bounds): Edge[] {
  const atX = (x: number) => (ax: number, ay: number, bx: number, by: number): [number, number] => [x, ay + ((by - ay) * (x - ax)) / (bx - ax)];
  const atY = (y: number) => (ax: number, ay: number, bx: number, by: number): [number, number] => [ax + ((bx - ax) * (y - ay)) / (by - ay), y];
  return [
    { inside: (x) => x >= b.west, cut: atX(b.west) },
    { inside: (x) => x <= b.east, cut: atX(b.east) },
    { inside: (_, y) => y >= b.south, cut: atY(b.south) },
    { inside: (_, y) => y <= b.north, cut: atY(b.north) },
  ];
}

/**
 * A closed ring clipped to a box (Sutherland-Hodgman): the part of a land area inside it, with
 * the box's edges where the land goes on beyond. Empty when nothing of it is inside.
 */
export function clipRing(ring: Flat, b: Bounds): Flat {
  let pts = ring;
  for (const e of edgesOf(b)) {
    const n = pts.length;
    if (n < 6) return [];
    const out: Flat = [];
    let sx = pts[n - 2]!;
    let sy = pts[n - 1]!;
    let sIn = e.inside(sx, sy);
    for (let i = 0; i < n; i += 2) {
      const x = pts[i]!;
      const y = pts[i + 1]!;
      const pIn = e.inside(x, y);
      if (pIn !== sIn) out.push(...e.cut(sx, sy, x, y));
      if (pIn) out.push(x, y);
      sx = x;
      sy = y;
      sIn = pIn;
    }
    pts = out;
  }
  return pts.length >= 6 ? pts : [];
}

/** An open line clipped to a box: the runs of it that are inside (Liang-Barsky per segment). */
export function clipLine(line: Flat, b: Bounds): Flat[] {
  const runs: Flat[] = [];
  let run: Flat = [];
  for (let i = 0; i + 3 < line.length; i += 2) {
    const seg = clipSegment(line[i]!, line[i + 1]!, line[i + 2]!, line[i + 3]!, b);
    if (!seg) {
      if (run.length >= 4) runs.push(run);
      run = [];
      continue;
    }
    const [x0, y0, x1, y1] = seg;
    if (run.length === 0 || run[run.length - 2] !== x0 || run[run.length - 1] !== y0) {
      if (run.length >= 4) runs.push(run);
      run = [x0, y0];
    }
    run.push(x1, y1);
  }
  if (run.length >= 4) runs.push(run);
  return runs;
}

function clipSegment(x0: number, y0: number, x1: number, y1: number, b: Bounds): [number, number, number, number] | null {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  const checks: Array<[number, number]> = [
    [-dx, x0 - b.west],
    [dx, b.east - x0],
    [-dy, y0 - b.south],
    [dy, b.north - y0],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return null;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return null;
      if (t < t1) t1 = t;
    }
  }
  return [x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy];
}

function pathOf(shape: Flat, at: (p: LatLng) => Point, close: boolean): string {
  let d = '';
  for (let i = 0; i + 1 < shape.length; i += 2) {
    const p = at({ lng: shape[i]!, lat: shape[i + 1]! });
    d += `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  }
  return close && d ? `${d}Z` : d;
}

export interface GeographyPaths {
  /** Land areas, filled; the sea is the map's background. */
  land: string;
  countries: string;
  states: string;
}

/** SVG paths of the geography inside `box`, with `at` placing a coordinate in layer pixels. */
export function geographyPaths(geo: Geography, box: Bounds, at: (p: LatLng) => Point): GeographyPaths {
  let land = '';
  for (const shape of geo.land) land += pathOf(clipRing(decodeShape(shape), box), at, true);
  const lines = (shapes: number[][]) => {
    let d = '';
    for (const shape of shapes) for (const run of clipLine(decodeShape(shape), box)) d += pathOf(run, at, false);
    return d;
  };
  return { land, countries: lines(geo.countries), states: lines(geo.states) };
}
