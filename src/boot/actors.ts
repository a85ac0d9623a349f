/** Boot step: the tab's actors (session, device token, idle timer, login flow) and their machines. */
import { startInspectorIfAsked } from '../live/inspector';
import { watchActivity } from '../live/idleSession';
import { startTab } from '../live/tab';

export function startActors(): void {
  startInspectorIfAsked();
  startTab();
  watchActivity();
}
