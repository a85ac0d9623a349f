import { describe, expect, it } from 'vitest';
import { clusterIndex, clusterLabel } from '../../src/model/mapClusters';

/** 30 hotels within about 1 km in Bandra, and 2 in Colaba, some 15 km south. */
const bandra = Array.from({ length: 30 }, (_, i) => ({ id: `b${i}`, lat: 19.05 + (i % 6) * 0.001, lng: 72.83 + Math.floor(i / 6) * 0.001 }));
const colaba = [
  { id: 'c0', lat: 18.91, lng: 72.81 },
  { id: 'c1', lat: 18.9105, lng: 72.8105 },
];

describe('map clusters', () => {
  it('groups close hotels into clusters whose counts add up to every hotel', () => {
    const index = clusterIndex([...bandra, ...colaba]);
    const items = index.at(11);
    const total = items.reduce((n, it) => n + (it.kind === 'cluster' ? it.count : 1), 0);
    expect(total).toBe(32);
    expect(items.filter((it) => it.kind === 'cluster').map((it) => (it.kind === 'cluster' ? it.count : 0)).sort((a, b) => a - b)).toEqual([2, 30]);
  });

  it('splits a cluster at its split zoom, and leaves every hotel alone at street level', () => {
    const index = clusterIndex([...bandra, ...colaba]);
    const colabaCluster = index.at(11).find((it) => it.kind === 'cluster' && it.count === 2);
    expect(colabaCluster?.kind).toBe('cluster');
    const split = colabaCluster!.kind === 'cluster' ? colabaCluster!.splitZoom : 0;
    expect(split).toBeGreaterThan(11);
    const near = (it: { lat: number }) => it.lat < 18.95;
    expect(index.at(split).filter(near).every((it) => it.kind === 'pin')).toBe(true);
    const street = index.at(18);
    expect(street).toHaveLength(32);
    expect(street.every((it) => it.kind === 'pin')).toBe(true);
  });

  it('pins carry their hotel; a lone hotel is never a cluster', () => {
    const index = clusterIndex([{ id: 'only', lat: 12.97, lng: 77.59 }]);
    expect(index.at(3)).toEqual([{ kind: 'pin', key: 'ponly', lat: 12.97, lng: 77.59, item: { id: 'only', lat: 12.97, lng: 77.59 } }]);
  });

  it('rounds fractional zooms and keeps them within the map zooms', () => {
    const index = clusterIndex(bandra);
    expect(index.at(11.4)).toBe(index.at(11));
    expect(index.at(40)).toBe(index.at(18));
    expect(clusterLabel(12)).toBe('12 hotels here, show them');
  });
});
