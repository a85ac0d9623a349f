/**
 * The guest token, asked for as the page starts. A tab without a token needs one before its
 * first call (src/live/deviceToken.ts makes every call wait for it); asked for by the entry
 * module, it travels while the rest of the page's code downloads, instead of after it has run:
 * a round trip less before a results or hotel page can ask for its data.
 *
 * Kept small and free of the app's client: it runs before anything else has loaded. The device
 * token's first /guest call takes the answer (`takeEarlyGuestAnswer`) and checks it against the
 * contract like any other; a failed early call is simply asked again, with the client's retry.
 */
import { API_BASE } from '../../contract/basePath';
import { correlationHeader, storedLoggedIn, tabOwnToken } from './storage';

let early: Promise<unknown> | undefined;

/** Asks for a guest token when the tab will start without a device token (as src/live/tab.ts decides it). */
export function askGuestTokenEarly(): void {
  if (storedLoggedIn() || tabOwnToken()) return;
  early = fetch(`${API_BASE}/guest`, { headers: [correlationHeader()] }).then((answer) => {
    if (!answer.ok) throw new Error(`GET /guest answered ${answer.status}`);
    return answer.json() as Promise<unknown>;
  });
  // Read by the device token's call, or never: not an unhandled rejection either way.
  early.catch(() => undefined);
}

/** The early answer, once (later /guest calls, e.g. after a logout, ask the server again). */
export function takeEarlyGuestAnswer(): Promise<unknown> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}
