import { describe, expect, it } from 'vitest';
import { starKinds, starLabel } from '../../src/model/starRating';

describe('star rating out of 5', () => {
  it('whole stars, a half star at .5 or more, empty stars after', () => {
    expect(starKinds(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starKinds(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starKinds(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starKinds(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });
  it('clamps to 0..5 and survives nonsense', () => {
    expect(starKinds(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starKinds(-1)).toEqual(Array(5).fill('empty'));
    expect(starKinds(Number.NaN)).toEqual(Array(5).fill('empty'));
  });
  it('reads as "N out of 5 stars"', () => {
    expect(starLabel(4.6)).toBe('4.5 out of 5 stars');
    expect(starLabel(3)).toBe('3 out of 5 stars');
  });
});
