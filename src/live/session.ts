/**
 * The session of the tab (session.machine with its real effects) and the start of the identity
 * wiring. Login state is browser-wide:
 *
 * - A verified OTP (loginFlow.ts) sends `session.loggedIn`: `persistLogin` keeps the flag, the
 *   user id and the user's device token in local storage, `adoptToken` makes that token the one
 *   this tab sends (the device-token machine; the server ended the guest token at login).
 * - A new tab (a detail page opened from a card or a map pin) starts logged in from local
 *   storage, with the stored user token as its device token.
 * - Another tab's login or logout reaches this tab as a `storage` event
 *   (`session.storageChanged`): the header, the hearts and the token follow.
 * - Logout ends the server session, clears local storage, resets the guest details, renews the
 *   guest token and goes home. A user-scoped call answering 401 (`onUnauthorized`) does the same
 *   clean-up without the server call, and offers login.
 */
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine } from '../../machines/session.machine';
import { selectIsLoggedIn, selectLoggingOut, selectUserId } from '../../machines/session.selectors';
import { paths } from '../app/paths';
import { onUnauthorized } from '../api/client';
import { logout } from '../api/identity';
import { localStore, sessionKeys, sessionStore, tabOwnToken } from '../api/storage';
import { refreshWishlistCaches } from '../api/wishlist';
import { startDeviceToken, type DeviceTokenActor } from './deviceToken';
import { inspector } from './inspector';
import { resumeLoginFlow, showLogin } from './loginFlow';
import { onStoredLoginChanged, readStoredLogin, writeStoredLogin } from './storedLogin';

let deviceToken: DeviceTokenActor | null = null;

const guestDetailsResetters = new Set<() => void>();

/**
 * Whatever holds guest details, search filters or hotelBookingId (spec 000 §3) registers its
 * reset here; logout, a 401 and a logout in another tab run them all. Returns the unsubscribe
 * function.
 */
export function onGuestDetailsReset(reset: () => void): () => void {
  guestDetailsResetters.add(reset);
  return () => guestDetailsResetters.delete(reset);
}

export const liveSessionMachine = sessionMachine.provide({
  actors: {
    logout: fromPromise<unknown, { userId: string }>(() => logout()),
  },
  actions: {
    persistLogin: (_, { userId, token }) => writeStoredLogin(userId, token),
    adoptToken: (_, { token }) => {
      sessionStore.set(sessionKeys.deviceTokenKind, 'user');
      deviceToken?.send({ type: 'token.adopted', token });
    },
    renewGuestToken: () => {
      sessionStore.remove(sessionKeys.deviceTokenKind);
      deviceToken?.send({ type: 'token.rejected' });
    },
    clearLocalStorage: () => localStore.clear(),
    resetGuestDetails: () => guestDetailsResetters.forEach((reset) => reset()),
    // Cached hotels carry the wishlist flag of the previous caller.
    refreshUserData: () => void refreshWishlistCaches(),
    goHome: () => navigate(paths.home),
    // Runs inside the transition to guest, while the actor's snapshot still says logged in.
    offerLogin: () => showLogin(),
  },
});

/** The one session of the tab, started at first import from the login in local storage. */
export const sessionActor = createActor(liveSessionMachine, { input: readStoredLogin(), inspect: inspector });
sessionActor.start();

let started = false;

/**
 * Called once at startup (main.tsx): starts the device token (the stored user's token when
 * logged in, else the tab's own), listens for 401 answers and for other tabs' logins and
 * logouts, and reopens an OTP step a reload interrupted.
 */
export function startIdentity(): void {
  if (started) return;
  started = true;
  deviceToken = startDeviceToken(initialDeviceToken());
  onUnauthorized(() => sessionActor.send({ type: 'session.unauthorized' }));
  onStoredLoginChanged((login) => sessionActor.send({ type: 'session.storageChanged', ...login }));
  resumeLoginFlow();
}

/**
 * The token the tab starts with: the stored login's when there is one. Otherwise the tab's own
 * guest token, unless the tab's token was a user's: the login is gone from local storage (a
 * logout or a 401 in another tab while this one was not listening), so that token is ended.
 */
function initialDeviceToken(): string | null {
  const session = sessionActor.getSnapshot();
  if (session.hasTag('loggedIn')) {
    sessionStore.set(sessionKeys.deviceTokenKind, 'user');
    return session.context.token;
  }
  const own = tabOwnToken();
  if (!own) {
    // An ended user's token, or none: nothing of it is kept.
    sessionStore.remove(sessionKeys.deviceTokenKind);
    sessionStore.remove(sessionKeys.deviceToken);
  }
  return own;
}

export function useSession() {
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const userId = useSelector(sessionActor, selectUserId);
  const loggingOut = useSelector(sessionActor, selectLoggingOut);
  return { loggedIn, userId, loggingOut, logout: requestLogout };
}

function requestLogout(): void {
  sessionActor.send({ type: 'session.logoutRequested' });
}
