import { startTransition, useEffect, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useLatest } from '../../live/useLatest';

/**
 * Like `useSelector` of @xstate/react, but a change reaches the screen in a transition. That
 * store-backed `useSelector` re-renders synchronously, so a city's answer arriving would build a
 * whole results page (or a hotel's page) in one long task; in a transition React renders in
 * slices and keeps the main thread free for taps. For data that arrives, not for what a person
 * types or toggles (a controlled input must update at once).
 */
export function useSelectorInTransition<A extends AnyActorRef, T>(actor: A, selector: (snapshot: SnapshotFrom<A>) => T): T {
  const [value, setValue] = useState(() => selector(actor.getSnapshot()));
  const read = useLatest(selector);
  useEffect(() => {
    const update = () => {
      const next = read.current(actor.getSnapshot());
      // An unchanged value (Object.is, as useSelector compares) renders nothing.
      startTransition(() => setValue(next));
    };
    // The actor may have moved on between this render and this effect.
    update();
    const subscription = actor.subscribe(update);
    return () => subscription.unsubscribe();
  }, [actor, read]);
  return value;
}
