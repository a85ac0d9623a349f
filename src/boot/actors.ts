/** Boot step: the tab's actors (session, device token, idle timer, login flow) and their machines. */
import { loadSchemasAfter } from '../api/contract';
import { startInspectorIfAsked } from '../live/inspector';
import { watchActivity } from '../live/idleSession';
import { afterFirstPaint } from '../live/paint';
import { startTab } from '../live/tab';

export function startActors(): void {
  // Before any call: nothing downloads before the page's first paint but the start steps' chunks
  // (and a route page's own), so the answer schemas the first calls check with wait for it.
  loadSchemasAfter(afterFirstPaint());
  startInspectorIfAsked();
  startTab();
  watchActivity();
}
