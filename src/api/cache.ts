import type { QueryKey } from '@tanstack/query-core';
import { CACHE_MS, queryClient } from './queryClient';

export interface CacheOptions {
  /** How long an answer stays fresh, in ms (5 minutes unless a call's rule says otherwise). */
  staleTime?: number;
}

/**
 * One cached read: its cache key, its call (cancelled through its signal when nobody waits for
 * it any more) and, for a call with its own rule, how long an answer stays fresh. `cached`
 * reads it, and the live layer's views observe the same entry (src/live/useCachedRead.ts), so
 * whoever asks first fetches and the others share the answer.
 */
export interface CachedRead<T> {
  key: QueryKey;
  load: (signal: AbortSignal) => Promise<T>;
  staleTime?: number;
}

/**
 * The query options of a read, the same for `cached` and for a view observing it. A fresh answer
 * is never asked again when a view mounts; one past its freshness, or invalidated
 * (a wishlist change, a login), is, as `cached` would ask again.
 */
export function queryOptionsOf<T>({ key, load, staleTime = CACHE_MS }: CachedRead<T>) {
  return {
    queryKey: key,
    queryFn: ({ signal }: { signal: AbortSignal }) => load(signal),
    staleTime,
    gcTime: Math.max(staleTime, CACHE_MS),
    refetchOnMount: true,
  };
}

/**
 * Reads through the 5-minute cache: a fresh answer for `key` is reused; otherwise `load` runs
 * (and is cancelled through its signal when nobody waits for it any more). A call with its own
 * freshness (e.g. hotel detail, 30 or 40 minutes) passes `staleTime`.
 */
export function cached<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  client = queryClient,
  options: CacheOptions = {},
): Promise<T> {
  return client.fetchQuery(queryOptionsOf({ key, load, staleTime: options.staleTime }));
}

/** Drops cached answers whose key starts with `prefix`, so the next read asks the server. */
export function invalidate(prefix: QueryKey, client = queryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
}

/** Drops cached answers whose key starts with `prefix` and reads again those a page shows now. */
export function refresh(prefix: QueryKey, client = queryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: prefix, refetchType: 'active' });
}
