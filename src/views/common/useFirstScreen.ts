import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../live/paint';

/**
 * How many of a list's `total` items to render: the `first` that fill the first screen at once,
 * the rest in a render after that screen has painted. The first paint, and the largest (the first
 * item's picture), then wait for a few items' work instead of the whole list's.
 */
export function useFirstScreen(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= first) return;
    return afterNextPaint(() => startTransition(() => setAll(true)));
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
