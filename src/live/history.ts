import { navigate } from 'wouter/use-browser-location';

/**
 * Goes back `steps` history entries; a page opened on its own (a link in a new tab) has none to
 * go back to, and goes to `fallback` instead.
 */
export function goBack(steps: number, fallback: string): void {
  if (window.history.length > steps) window.history.go(-steps);
  else navigate(fallback);
}
