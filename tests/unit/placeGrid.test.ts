import { describe, expect, it } from 'vitest';
import { placeGrid } from '../../server/modules/places/placeGrid';
import type { PlaceTuple } from '../../server/modules/places/repo';

const TYPES = ['landmark', 'tourist_attraction', 'transit_station', 'point_of_interest'];

/** Places scattered over a few grid cells either side of 0 and of a cell boundary, deterministically. */
function places(n: number): PlaceTuple[] {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: n }, (_, i) => {
    const type = TYPES[i % TYPES.length]!;
    return [`pl_${i}`, `Place ${i}`, type, [type, 'establishment'], -0.35 + next() * 0.7, 77.25 + next() * 0.7, `Area ${i % 9}`];
  });
}

describe('placeGrid', () => {
  it('finds exactly the places inside a box, of the asked type, wherever the box falls on the cells', () => {
    const all = places(2_000);
    const grid = placeGrid(all);
    for (const [south, north, west, east] of [[-0.05, 0.05, 77.45, 77.55], [-0.3, 0.3, 77.3, 77.9], [0.0, 0.0999, 77.5, 77.5999], [0.12, 0.13, 77.61, 77.62]]) {
      for (const type of [undefined, 'transit_station']) {
        const expected = all
          .filter(([, , t, , lat, lng]) => (type === undefined || t === type) && lat >= south! && lat <= north! && lng >= west! && lng <= east!)
          .map(([id]) => id)
          .sort();
        const found = grid.inBox({ south: south!, north: north!, west: west!, east: east! }, type).map((p) => p.answer.place_id).sort();
        expect(found).toEqual(expected);
      }
    }
  });

  it('answers each place in the shape of a Places result', () => {
    const [place] = placeGrid([['pl_1', 'Town Hall', 'landmark', ['landmark', 'point_of_interest'], 12.97, 77.59, 'Ram Nagar, Bengaluru']])
      .inBox({ south: 12.9, north: 13, west: 77.5, east: 77.6 });
    expect(place!.answer).toEqual({
      place_id: 'pl_1', name: 'Town Hall', icon: expect.stringContaining('landmark'), types: ['landmark', 'point_of_interest'],
      vicinity: 'Ram Nagar, Bengaluru', geometry: { location: { lat: 12.97, lng: 77.59 } },
    });
  });
});
