import { describe, expect, it } from 'vitest';
import { makeMapGeography, REGION } from '../../build/mapGeography';
import { clipLine, clipRing, decodeShape, encodeShape, geographyPaths } from '../../src/model/mapGeography';
import { toPixels } from '../../src/model/mapProjection';

const box = { west: 0, south: 0, east: 10, north: 10 };

describe('offline map geography', () => {
  it('encodes shapes in thousandths of a degree, each point from the one before', () => {
    const shape = encodeShape([
      [72.8777, 19.076],
      [72.8787, 19.075],
      [72.8787, 19.075],
    ]);
    expect(shape).toEqual([72878, 19076, 1, -1]);
    expect(decodeShape(shape)).toEqual([72.878, 19.076, 72.879, 19.075]);
  });

  it('clips a ring to a box, with the box edge where the land goes on', () => {
    // A square from (5,5) to (15,15): a quarter of it is inside.
    const ring = clipRing([5, 5, 15, 5, 15, 15, 5, 15], box);
    const points = Array.from({ length: ring.length / 2 }, (_, i) => `${ring[2 * i]},${ring[2 * i + 1]}`).sort();
    expect(points).toEqual(['10,10', '10,5', '5,10', '5,5']);
    expect(clipRing([20, 20, 30, 20, 30, 30], box)).toEqual([]);
  });

  it('clips a line to a box into the runs inside it', () => {
    // In, out across the east edge, back in.
    expect(clipLine([2, 2, 8, 2, 12, 2, 12, 8, 8, 8], box)).toEqual([
      [2, 2, 8, 2, 10, 2],
      [10, 8, 8, 8],
    ]);
    expect(clipLine([20, 20, 30, 30], box)).toEqual([]);
  });

  it('draws land, country and state borders as paths in layer pixels', () => {
    const geo = { land: [encodeShape([[1, 1], [9, 1], [9, 9], [1, 9]])], countries: [encodeShape([[0.5, 5], [9.5, 5]])], states: [] };
    const at = (p: { lat: number; lng: number }) => toPixels(p, 4);
    const paths = geographyPaths(geo, box, at);
    expect(paths.land).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){3}Z$/);
    expect(paths.countries).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+$/);
    expect(paths.states).toBe('');
  });

  it('is made from Natural Earth for India: Mumbai on land, the Arabian Sea off it, state borders through Delhi', () => {
    const geo = makeMapGeography();
    expect(geo.land.length).toBeGreaterThan(10);
    expect(geo.states.length).toBeGreaterThan(10);
    expect(geo.countries.length).toBeGreaterThan(3);
    const inside = (lng: number, lat: number) =>
      geo.land.some((shape) => {
        const f = decodeShape(shape);
        let odd = false;
        for (let i = 0, j = f.length - 2; i < f.length; j = i, i += 2) {
          const [xi, yi, xj, yj] = [f[i]!, f[i + 1]!, f[j]!, f[j + 1]!];
          if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) odd = !odd;
        }
        return odd;
      });
    expect(inside(72.88, 19.1)).toBe(true); // Mumbai
    expect(inside(77.21, 28.61)).toBe(true); // New Delhi
    expect(inside(70, 17)).toBe(false); // the Arabian Sea
    expect(inside(88, 15)).toBe(false); // the Bay of Bengal
    // Every point stays in the region.
    for (const shape of [...geo.land, ...geo.states]) {
      const f = decodeShape(shape);
      for (let i = 0; i < f.length; i += 2) {
        expect(f[i]).toBeGreaterThanOrEqual(REGION.west);
        expect(f[i]).toBeLessThanOrEqual(REGION.east);
      }
    }
    // Delhi's border with Haryana and Uttar Pradesh runs within 20 km of Connaught Place.
    const nearDelhi = geo.states.some((shape) => {
      const f = decodeShape(shape);
      for (let i = 0; i < f.length; i += 2) if (Math.abs(f[i]! - 77.21) < 0.2 && Math.abs(f[i + 1]! - 28.63) < 0.2) return true;
      return false;
    });
    expect(nearDelhi).toBe(true);
  });
});
