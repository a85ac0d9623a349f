import type { QueryKey } from '@tanstack/query-core';
import { CACHE_MS, queryClient } from './queryClient';

export interface CacheOptions {
  /** How long an answer stays fresh, in ms (5 minutes unless a call's rule says otherwise). */
  staleTime?: number;
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
  const staleTime = options.staleTime ?? CACHE_MS;
  return client.fetchQuery({
    queryKey: key,
    queryFn: ({ signal }) => load(signal),
    staleTime,
    gcTime: Math.max(staleTime, CACHE_MS),
  });
}

/** Drops cached answers whose key starts with `prefix`, so the next read asks the server. */
export function invalidate(prefix: QueryKey, client = queryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
}
