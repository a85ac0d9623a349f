/**
 * Activity on the page and the expiry overlay, for the idle-session machine the tab runs
 * (idleSessionEffects.ts has its effects): activity restarts the 5-minute timer.
 */
import { useSelector } from '@xstate/react';
import { selectSessionExpiredOverlay } from '../../machines/idleSession.selectors';
import { selectIdleSessionActor } from '../../machines/tab.selectors';
import { tabActor } from './tab';

/** What counts as activity. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll'] as const;
/** Activity is reported at most this often; a burst of mouse moves restarts the timer once. */
const ACTIVITY_THROTTLE_MS = 1000;

const idleActor = () => selectIdleSessionActor(tabActor().getSnapshot());

let watching = false;

/** Reports activity to the idle timer (once, at startup). */
export function watchActivity(): void {
  if (watching) return;
  watching = true;
  let lastReport = 0;
  const seen = () => {
    const now = Date.now();
    if (now - lastReport < ACTIVITY_THROTTLE_MS) return;
    lastReport = now;
    idleActor().send({ type: 'activity.seen' });
  };
  for (const type of ACTIVITY_EVENTS) {
    window.addEventListener(type, seen, { passive: true, capture: true });
  }
}

export function useIdleOverlay() {
  const idle = idleActor();
  const open = useSelector(idle, selectSessionExpiredOverlay);
  return {
    open,
    backHome: () => idle.send({ type: 'overlay.backHomeChosen' }),
    stillHere: () => idle.send({ type: 'overlay.stillHereChosen' }),
  };
}
