import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

/** Where events go: nowhere, a queue while the inspector loads, then the inspector itself. */
let inspect: Inspect | undefined;

/**
 * In development, `?inspect` in the URL opens the Stately inspector in a new window. The import
 * is dynamic and behind `import.meta.env.DEV`, so production builds never load it. Actors start
 * before it arrives (the device token, the session, the idle timer): their events wait in a queue
 * and are replayed in order, so every actor is registered with the inspector from its start.
 */
export function startInspectorIfAsked(): void {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return;
  const waiting: InspectionEvent[] = [];
  inspect = (event) => waiting.push(event);
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const { inspect: observer } = createBrowserInspector();
    const deliver: Inspect = (event) => observer.next?.(event);
    for (const event of waiting.splice(0)) deliver(event);
    inspect = deliver;
  });
}

/**
 * Pass as `createActor(machine, { inspect: inspector })` (or to `useMachine`) for every root actor;
 * actors it invokes or spawns share its system and are inspected with it.
 */
export const inspector: Inspect = (event) => inspect?.(event);
