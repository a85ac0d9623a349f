import { describe, expect, it } from 'vitest';
import { diffById } from '../../src/model/markerDiff';

interface Pin {
  id: string;
  lat: number;
  label: string;
}
const same = (a: Pin, b: Pin) => a.lat === b.lat && a.label === b.label;
const pin = (id: string, lat = 1, label = 'Rs 1') => ({ id, lat, label });
const onMap = (...pins: Pin[]) => new Map(pins.map((p) => [p.id, p]));

describe('marker diff (a map keeps its markers, pan and zoom)', () => {
  it('adds everything to an empty map', () => {
    expect(diffById(onMap(), [pin('a'), pin('b')], same)).toEqual({ add: [pin('a'), pin('b')], update: [], remove: [] });
  });

  it('changes nothing when the list is the same', () => {
    expect(diffById(onMap(pin('a'), pin('b')), [pin('b'), pin('a')], same)).toEqual({ add: [], update: [], remove: [] });
  });

  it('a filter takes markers off; clearing it puts them back', () => {
    const all = [pin('a'), pin('b'), pin('c')];
    expect(diffById(onMap(...all), [pin('b')], same)).toEqual({ add: [], update: [], remove: ['a', 'c'] });
    expect(diffById(onMap(pin('b')), all, same)).toEqual({ add: [pin('a'), pin('c')], update: [], remove: [] });
  });

  it('a marker that moved or shows another price is updated, not replaced', () => {
    const diff = diffById(onMap(pin('a'), pin('b')), [pin('a', 2), pin('b', 1, 'Rs 2')], same);
    expect(diff).toEqual({ add: [], update: [pin('a', 2), pin('b', 1, 'Rs 2')], remove: [] });
  });

  it('takes one marker per id', () => {
    expect(diffById(onMap(), [pin('a'), pin('a', 3)], same).add).toEqual([pin('a')]);
  });
});
