/** Boot step: the tab's actors (device token, session, idle timer) and their machines. */
import { startIdleSession } from '../live/idleSession';
import { startInspectorIfAsked } from '../live/inspector';
import { startIdentity } from '../live/session';

export function startActors(): void {
  startInspectorIfAsked();
  startIdentity();
  startIdleSession();
}
