import { startTransition, useEffect, useState } from 'react';

/**
 * Counts from 0 to `stages` once `ready`, one step per task after each paint, so a long page
 * renders in several short commits instead of one long one (rendering only; no data, no rules).
 */
export function useRevealStages(ready: boolean, stages: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (!ready || stage >= stages) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setStage((s) => s + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, stage, stages]);
  return stage;
}
