import { describe, expect, it } from 'vitest';
import { loneSurrogateAt } from '../../contract/text';

describe('lone surrogates in a request', () => {
  it('names the path of the first string or key holding half a character', () => {
    expect(loneSurrogateAt({ a: 'fine', b: [{ c: 'y' }, { d: 'z\udc00' }] })).toEqual(['b', 1, 'd']);
    expect(loneSurrogateAt({ ['k\ud800']: 1 })).toEqual(['k\ud800']);
    expect(loneSurrogateAt('\ud800')).toEqual([]);
    expect(loneSurrogateAt({ name: 'आशा 😀', list: ['Ravi', 7, null] })).toBeNull();
  });

  it('reads a body nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'x\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(loneSurrogateAt(deep)).toHaveLength(100_000);
  });
});
