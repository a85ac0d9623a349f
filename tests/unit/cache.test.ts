import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cached, invalidate } from '../../src/api/cache';
import { CACHE_MS, createQueryClient } from '../../src/api/queryClient';

describe('response cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reuses an answer for 5 minutes, then asks again', async () => {
    const qc = createQueryClient();
    const load = vi.fn(async () => ({ at: Date.now() }));
    const first = await cached(['cities'], load, qc);
    vi.advanceTimersByTime(CACHE_MS - 1000);
    expect(await cached(['cities'], load, qc)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    await cached(['cities'], load, qc);
    expect(load).toHaveBeenCalledTimes(2);
    expect(CACHE_MS).toBe(300_000);
  });

  it('keeps answers apart by key', async () => {
    const qc = createQueryClient();
    const load = vi.fn(async () => 1);
    await cached(['a'], load, qc);
    await cached(['b'], load, qc);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again after invalidation', async () => {
    const qc = createQueryClient();
    const load = vi.fn(async () => 1);
    await cached(['wishlist', 'u1'], load, qc);
    await invalidate(['wishlist'], qc);
    await cached(['wishlist', 'u1'], load, qc);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not refetch on window focus', () => {
    const qc = createQueryClient();
    const defaults = qc.getDefaultOptions().queries!;
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.refetchOnMount).toBe(false);
  });
});
