/**
 * The idle-session machine's real effects: at the end of the 5 minutes session storage is cleared;
 * Back to Home loads / afresh. The tab runs the machine (tab.ts); idleSession.ts reports activity
 * and shows the overlay.
 *
 * Tests: Playwright drives the real timer with its browser clock (`page.clock.install()` then
 * `page.clock.fastForward('05:00')`), so production needs no override. In a development build
 * only, `window.__PADAAV_IDLE_MS__ = 5000` (set before the app loads, e.g. from the devtools
 * with "preserve log" and a reload) shortens the timeout for trying the overlay by hand.
 */
import { IDLE_TIMEOUT_MS } from '../../machines/idleSession.machine';
import type { TabEffects } from '../../machines/tab.machine';
import { paths } from '../app/paths';
import { sessionStore } from '../api/storage';

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

export const idleSessionEffects = {
  actions: {
    clearSessionStorage: () => sessionStore.clear(),
    reloadHome: () => window.location.assign(paths.home),
  },
  delays: { idleTimeout: idleTimeoutMs },
} satisfies TabEffects['idleSession'];
