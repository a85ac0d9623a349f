import { QueryObserver } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cached, invalidate, queryOptionsOf, type CachedRead } from '../../src/api/cache';
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

/**
 * The live layer's views observe a read with useQuery and `queryOptionsOf` (src/live/useCachedRead.ts);
 * react-query's hook runs a query-core QueryObserver with them, as these tests do without React.
 */
describe('a view observing a cached read', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function cityRead() {
    const load = vi.fn(async () => ['Goa', 'Udaipur']);
    const read: CachedRead<string[]> = { key: ['cities', 'all'], load };
    return { read, load };
  }

  /** A view mounting: it subscribes, reads what it has at once, and what arrives later. */
  function mount<T>(client: ReturnType<typeof createQueryClient>, read: CachedRead<T>) {
    const observer = new QueryObserver(client, queryOptionsOf(read));
    const unmount = observer.subscribe(() => undefined);
    return { observer, unmount };
  }

  it('is given the answer a call already fetched, without a second request', async () => {
    const qc = createQueryClient();
    const { read, load } = cityRead();
    const answer = await cached(read.key, read.load, qc);
    const view = mount(qc, read);
    expect(view.observer.getCurrentResult().data).toBe(answer);
    await vi.advanceTimersByTimeAsync(10);
    expect(load).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('and a call made while the view is waiting joins its request', async () => {
    const qc = createQueryClient();
    const { read, load } = cityRead();
    const view = mount(qc, read);
    expect(view.observer.getCurrentResult().isPending).toBe(true);
    const answer = await cached(read.key, read.load, qc);
    await vi.advanceTimersByTimeAsync(10);
    expect(view.observer.getCurrentResult().data).toBe(answer);
    expect(load).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('mounting asks again for an answer past its 5 minutes or invalidated, never for a fresh one', async () => {
    const qc = createQueryClient();
    const { read, load } = cityRead();
    await cached(read.key, read.load, qc);
    // Fresh: a view mounting later within the 5 minutes shows it as it is.
    vi.advanceTimersByTime(CACHE_MS - 1000);
    const fresh = mount(qc, read);
    await vi.advanceTimersByTimeAsync(10);
    expect(load).toHaveBeenCalledTimes(1);
    fresh.unmount();
    // Past its 5 minutes (kept while a view showed it): asked again.
    vi.advanceTimersByTime(2000);
    const stale = mount(qc, read);
    await vi.advanceTimersByTimeAsync(10);
    expect(load).toHaveBeenCalledTimes(2);
    stale.unmount();
    // Invalidated (a wishlist change, a login): asked again too.
    await invalidate(['cities'], qc);
    const refreshed = mount(qc, read);
    await vi.advanceTimersByTimeAsync(10);
    expect(load).toHaveBeenCalledTimes(3);
    refreshed.unmount();
  });

  it('a read with its own freshness keeps it for views too', async () => {
    const qc = createQueryClient();
    const load = vi.fn(async () => ({ mapsApiKey: null }));
    const read: CachedRead<{ mapsApiKey: null }> = { key: ['site-config'], load, staleTime: Infinity };
    const first = mount(qc, read);
    await vi.advanceTimersByTimeAsync(10);
    vi.advanceTimersByTime(CACHE_MS * 3);
    const later = mount(qc, read);
    await vi.advanceTimersByTimeAsync(10);
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    later.unmount();
  });
});
