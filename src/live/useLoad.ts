import { startTransition, useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: Error };

/**
 * Reads one cached API answer for a view: loading, then the data or the failure; `retry` asks
 * again (a failed answer is not cached). `load` goes through the 5-minute cache of src/api, so
 * pages share answers.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[] = []): Loaded<T> & { retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // The answer renders as a transition: React builds it in short slices, so a page filling
    // in never blocks a tap or a keystroke.
    const settle = (next: Loaded<T>) => live && startTransition(() => setState(next));
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [...deps, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
