import { setup } from 'xstate';

/** 300000 ms without activity ends the session on the page (docs/product.md, Session). */
export const IDLE_TIMEOUT_MS = 300_000;

export type IdleSessionEvent =
  | { type: 'activity.seen' }
  | { type: 'overlay.backHomeChosen' }
  | { type: 'overlay.stillHereChosen' };

/**
 * Idle session. Any mouse move, mouse
 * down, key, touch or scroll (`activity.seen`, which the app may throttle) restarts the timer;
 * after `idleTimeout` (5 minutes) with none, `clearSessionStorage` runs and the overlay shows
 * ("Your session has expired" / "Still there? It looks like your session timed out...", texts
 * in the view). Activity no longer counts while the overlay is up: only its buttons do.
 * Back to Home runs `reloadHome` (a full reload to /); "I'm Still Here" hides the overlay and
 * restarts the timer.
 */
export const idleSessionMachine = setup({
  types: { events: {} as IdleSessionEvent },
  actions: {
    /** Side effect, provided by the app: clear session storage. */
    clearSessionStorage: () => {},
    /** Side effect, provided by the app: a full page load of / (window.location.assign('/')). */
    reloadHome: () => {},
  },
  delays: { idleTimeout: IDLE_TIMEOUT_MS },
}).createMachine({
  id: 'idleSession',
  initial: 'active',
  states: {
    active: {
      after: { idleTimeout: { target: 'expired', actions: 'clearSessionStorage' } },
      on: { 'activity.seen': { target: 'active', reenter: true } },
    },
    /** The expiry overlay is showing. */
    expired: {
      on: {
        'overlay.stillHereChosen': { target: 'active' },
        'overlay.backHomeChosen': { target: 'leaving', actions: 'reloadHome' },
      },
    },
    /** The page is reloading; nothing more happens here. */
    leaving: { type: 'final' },
  },
});
