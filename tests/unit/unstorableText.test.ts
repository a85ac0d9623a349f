import { describe, expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, unstorableTextAt } from '../../contract/text';

describe('text no database stores, in a request', () => {
  it('names the path of the first string or key holding half a character or a NUL, and which', () => {
    expect(unstorableTextAt({ a: 'fine', b: [{ c: 'y' }, { d: 'z\udc00' }] })).toEqual({ path: ['b', 1, 'd'], message: LONE_SURROGATE_MESSAGE });
    expect(unstorableTextAt({ ['k\ud800']: 1 })).toEqual({ path: ['k\ud800'], message: LONE_SURROGATE_MESSAGE });
    expect(unstorableTextAt('\ud800')).toEqual({ path: [], message: LONE_SURROGATE_MESSAGE });
    expect(unstorableTextAt({ order_id: '\u0000x' })).toEqual({ path: ['order_id'], message: NUL_MESSAGE });
    expect(unstorableTextAt([{ ['a\u0000']: 'b' }])).toEqual({ path: [0, 'a\u0000'], message: NUL_MESSAGE });
    expect(unstorableTextAt({ name: 'आशा 😀', list: ['Ravi', 7, null], note: 'tab\tand\nline' })).toBeNull();
    // Bytes are not text.
    expect(unstorableTextAt({ photo: Buffer.from([0, 0xd8, 0]) })).toBeNull();
  });

  it('reads a body nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'x\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableTextAt(deep)?.path).toHaveLength(100_000);
  });
});
