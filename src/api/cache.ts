import type { QueryKey } from '@tanstack/query-core';
import { queryClient } from './queryClient';

/**
 * Reads through the 5-minute cache: a fresh answer for `key` is reused; otherwise `load` runs
 * (and is cancelled through its signal when nobody waits for it any more).
 */
export function cached<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>, client = queryClient): Promise<T> {
  return client.fetchQuery({ queryKey: key, queryFn: ({ signal }) => load(signal) });
}

/** Drops cached answers whose key starts with `prefix`, so the next read asks the server. */
export function invalidate(prefix: QueryKey, client = queryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
}
