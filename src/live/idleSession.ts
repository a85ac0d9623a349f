/**
 * The idle-session machine with its real effects (spec 001 §2 Session-expiry overlay, §4 Idle
 * session): activity on the page restarts the 5-minute timer; at the end session storage is
 * cleared and the overlay shows; Back to Home loads / afresh.
 *
 * Tests: Playwright drives the real timer with its browser clock (`page.clock.install()` then
 * `page.clock.fastForward('05:00')`), so production needs no override. In a development build
 * only, `window.__PADAAV_IDLE_MS__ = 5000` (set before the app loads, e.g. from the devtools
 * with "preserve log" and a reload) shortens the timeout for trying the overlay by hand.
 */
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { IDLE_TIMEOUT_MS, idleSessionMachine } from '../../machines/idleSession.machine';
import { selectSessionExpiredOverlay } from '../../machines/idleSession.selectors';
import { paths } from '../app/paths';
import { sessionStore } from '../api/storage';
import { inspector } from './inspector';

declare global {
  interface Window {
    /** Development builds only: the idle timeout in ms (see the file comment). */
    __PADAAV_IDLE_MS__?: number;
  }
}

function idleTimeoutMs(): number {
  if (import.meta.env.DEV) {
    const override = Number(window.__PADAAV_IDLE_MS__);
    if (Number.isFinite(override) && override > 0) return override;
  }
  return IDLE_TIMEOUT_MS;
}

/** What counts as activity (spec 001 §4). */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll'] as const;
/** Activity is reported at most this often; a burst of mouse moves restarts the timer once. */
const ACTIVITY_THROTTLE_MS = 1000;

export const liveIdleSessionMachine = idleSessionMachine.provide({
  actions: {
    clearSessionStorage: () => sessionStore.clear(),
    reloadHome: () => window.location.assign(paths.home),
  },
  delays: { idleTimeout: idleTimeoutMs },
});

export const idleSessionActor = createActor(liveIdleSessionMachine, { inspect: inspector });

let started = false;

/** Starts the timer and the activity listeners (once, at startup). */
export function startIdleSession(): void {
  if (started) return;
  started = true;
  idleSessionActor.start();
  let lastReport = 0;
  const seen = () => {
    const now = Date.now();
    if (now - lastReport < ACTIVITY_THROTTLE_MS) return;
    lastReport = now;
    idleSessionActor.send({ type: 'activity.seen' });
  };
  for (const type of ACTIVITY_EVENTS) {
    window.addEventListener(type, seen, { passive: true, capture: true });
  }
}

export function useIdleOverlay() {
  const open = useSelector(idleSessionActor, selectSessionExpiredOverlay);
  return {
    open,
    backHome: () => idleSessionActor.send({ type: 'overlay.backHomeChosen' }),
    stillHere: () => idleSessionActor.send({ type: 'overlay.stillHereChosen' }),
  };
}
