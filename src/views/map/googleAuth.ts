/**
 * Google Maps reports a refused key (invalid, wrong referrer, billing off) only by calling the
 * global `gm_authFailure`, once per page. Every mounted Google map listens here; a map mounted
 * after the failure hears it at once.
 */
export const GOOGLE_AUTH_FAILURE = 'the Google Maps API key was refused (check the key and the sites it allows)';

type Listener = () => void;
const listeners = new Set<Listener>();
let failed = false;

function install(): void {
  const g = globalThis as { gm_authFailure?: () => void };
  if (g.gm_authFailure === report) return;
  g.gm_authFailure = report;
}

function report(): void {
  failed = true;
  for (const l of [...listeners]) l();
}

/** Calls `listener` when (or if already) the key is refused; returns the unsubscribe. */
export function onGoogleAuthFailure(listener: Listener): () => void {
  install();
  if (failed) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
