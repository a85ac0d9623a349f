import { useSelector } from '@xstate/react';
import { selectIsLoggedIn, selectLoggingOut, selectUserId } from '../../machines/session.selectors';
import { selectSessionActor } from '../../machines/tab.selectors';
import { tabActor } from './tab';

/** The tab's session (sessionEffects.ts has its effects). */
export function sessionActor() {
  return selectSessionActor(tabActor().getSnapshot());
}

export function useSession() {
  const session = sessionActor();
  const loggedIn = useSelector(session, selectIsLoggedIn);
  const userId = useSelector(session, selectUserId);
  const loggingOut = useSelector(session, selectLoggingOut);
  return { loggedIn, userId, loggingOut, logout: requestLogout };
}

function requestLogout(): void {
  sessionActor().send({ type: 'session.logoutRequested' });
}
