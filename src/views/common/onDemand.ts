import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '../../model/loadOnce';

/**
 * A component from a module loaded on demand: `Component` (lazy, for a Suspense boundary) and
 * `preload`, which starts the download early (as a pointer nears what opens it) and ignores a
 * failure, which the render then meets and reports.
 */
export function onDemand<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  const once = loadOnce(load);
  const Component = lazy(() => once().then((module) => ({ default: module[name] as unknown as ComponentType<Record<string, unknown>> })));
  return {
    Component: Component as unknown as M[K],
    preload: () => {
      once().catch(() => undefined);
    },
  };
}

/** True from the first time `value` is true on: an overlay loaded on its first opening stays mounted, so it closes with its animation. */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
