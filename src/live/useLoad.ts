import { startTransition, useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: Error };

const sameRun = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Reads one API answer for a view: loading, then the data or the failure; `retry` asks again (a
 * failed answer is not cached). `load` goes through the 5-minute cache of src/api, so pages share
 * answers. When `deps` change, the view shows loading (never the previous answer) until the new
 * answer is in, and an older answer arriving late is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[] = []): Loaded<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const run = [...deps, attempt];
  const [settled, setSettled] = useState<{ run: readonly unknown[]; value: Loaded<T> } | null>(null);
  useEffect(() => {
    let live = true;
    // The answer renders as a transition: React builds it in short slices, so a page filling
    // in never blocks a tap or a keystroke.
    const settle = (value: Loaded<T>) => live && startTransition(() => setSettled({ run, value }));
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
    // `load` is recreated each render; the deps and the attempt say when it changes.
  }, run); // eslint-disable-line react-hooks/exhaustive-deps
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const value: Loaded<T> = settled && sameRun(settled.run, run) ? settled.value : { status: 'loading' };
  return { ...value, retry };
}
