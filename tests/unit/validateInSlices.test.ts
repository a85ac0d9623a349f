import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../src/api/client';
import { validateInSlices } from '../../src/api/validateInSlices';

const item = z.object({ id: z.string(), price: z.number().transform((n) => Math.round(n * 100)) });

describe('validateInSlices', () => {
  it('gives what the array schema gives, slice by slice, yielding between slices', async () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ id: `h${i}`, price: i + 0.5, extra: true }));
    let yielded = false;
    setTimeout(() => (yielded = true), 0);
    const valid = await validateInSlices(items, item, '/x', 3);
    expect(valid).toEqual(z.array(item).parse(items));
    expect(yielded).toBe(true);
    expect(await validateInSlices([], item, '/x')).toEqual([]);
  });

  it('fails the call on the first item that does not match the contract', async () => {
    const items = [{ id: 'a', price: 1 }, { id: 'b', price: 'free' }];
    const failure = validateInSlices(items, item, '/hotel-search-v2', 1);
    await expect(failure).rejects.toBeInstanceOf(ApiCallError);
    await expect(failure).rejects.toThrow('Unexpected answer from /hotel-search-v2');
  });
});
