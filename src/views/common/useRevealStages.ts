import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../live/paint';

/**
 * Counts from 0 to `stages` once `ready`, one step per task after each paint, so a long page
 * renders in several short commits instead of one long one (rendering only; no data, no rules).
 */
export function useRevealStages(ready: boolean, stages: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (!ready || stage >= stages) return;
    return afterNextPaint(() => startTransition(() => setStage((s) => s + 1)));
  }, [ready, stage, stages]);
  return stage;
}
