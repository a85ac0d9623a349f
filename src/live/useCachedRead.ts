import { hashKey, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { queryOptionsOf, type CachedRead } from '../api/cache';

/** What a view knows of one read: pending, then its data or its failure. */
type Reading<T> =
  | { isPending: true; data: undefined; error: null }
  | { isPending: false; data: T; error: null }
  | { isPending: false; data: undefined; error: Error };

/** A reading with `retry`, which asks again after a failure (a failed answer is not cached). */
export type Retryable<T> = Reading<T> & { retry: () => void };

function readingOf<T>(isPending: boolean, data: T | undefined, error: Error | null): Reading<T> {
  if (error) return { isPending: false, data: undefined, error };
  if (isPending || data === undefined) return { isPending: true, data: undefined, error: null };
  return { isPending: false, data, error: null };
}

/**
 * One cached read of src/api for a view, through react-query's `useQuery` on the app's
 * QueryClient (src/app/DataProvider.tsx): the same cache entry as the api call, so pages and
 * machines share one answer, fresh for 5 minutes. A new read (another key) shows its own state
 * at once, never the previous key's answer; an answer arriving for the same read reaches the
 * screen in a deferred render, which React builds in slices (useQuery's store updates render
 * synchronously), so a section filling in never blocks a tap.
 */
export function useCachedRead<T>(read: CachedRead<T>): Retryable<T> {
  const { data, error, isPending, refetch } = useQuery(queryOptionsOf(read));
  const key = hashKey(read.key);
  const current = useMemo(() => ({ key, reading: readingOf(isPending, data, error) }), [key, isPending, data, error]);
  const deferred = useDeferredValue(current);
  const reading = deferred.key === key ? deferred.reading : current.reading;
  const retry = useCallback(() => void refetch(), [refetch]);
  return useMemo(() => ({ ...reading, retry }), [reading, retry]);
}
