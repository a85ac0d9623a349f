import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;
let inspect: Inspect | undefined;

/**
 * In development, `?inspect` in the URL opens the Stately inspector in a new window. The import
 * is dynamic and behind `import.meta.env.DEV`, so production builds never load it.
 */
export function startInspectorIfAsked(): void {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const { inspect: observer } = createBrowserInspector();
    inspect = (event) => observer.next?.(event);
  });
}

/** Pass as `createActor(machine, { inspect: inspector })` so live actors show up when inspecting. */
export const inspector: Inspect = (event) => inspect?.(event);
