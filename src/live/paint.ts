import { useEffect, useState } from 'react';

/**
 * Paints: work that the screen being painted does not show waits for its paint. What starts before
 * a paint (a download, a module's evaluation) is work the phone does before it shows anything, and
 * Lighthouse counts every download begun before the largest paint as one it waited for.
 */

/**
 * Runs `run` in the first task after the browser's next paint: the next animation frame comes
 * just before the paint, and a task queued from it runs after. Returns a cancel function (for an
 * effect's clean-up).
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

let paint: (() => void) | undefined;
const firstPaint = new Promise<void>((resolve) => {
  paint = resolve;
});

/**
 * Resolves in the first task after the page's first paint: the answer schemas' download
 * (src/boot/actors.ts) and the home page's sections below the fold wait for it.
 */
export function afterFirstPaint(): Promise<void> {
  return firstPaint;
}

/** Called in an effect of the app's first commit (src/app/App.tsx): that commit's paint is the page's first. */
export function reportFirstCommit(): void {
  afterNextPaint(() => paint?.());
}

/** False until the first task after the page's first paint, then true. */
export function usePainted(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void firstPaint.then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return done;
}
