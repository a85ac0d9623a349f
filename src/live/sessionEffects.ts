/**
 * The session machine's real effects. Login state is browser-wide:
 *
 * - A verified OTP logs the session in (the tab sends it `session.loggedIn`): `persistLogin`
 *   keeps the flag, the user id and the user's device token in local storage; the tab hands
 *   that token to the device token (the server ended the guest token at login).
 * - A new tab (a detail page opened from a card or a map pin) starts logged in from local
 *   storage, with the stored user token as its device token (tab.ts).
 * - Another tab's login or logout reaches this tab as a `storage` event
 *   (`session.storageChanged`, tab.ts): the header, the hearts and the token follow.
 * - Logout ends the server session, clears local storage, renews the guest token and goes
 *   home. A user-scoped call answering 401 does the same clean-up without the server call, and
 *   the tab offers login.
 *
 * `resetGuestDetails` stays the machine's own, empty: nothing holds guest details yet (they
 * come with the booking step, spec 000 §3).
 */
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { TabEffects } from '../../machines/tab.machine';
import { paths } from '../app/paths';
import { logout } from '../api/identity';
import { localStore } from '../api/storage';
import { refreshWishlistCaches } from '../api/wishlist';
import { writeStoredLogin } from './storedLogin';

export const sessionEffects = {
  actors: {
    logout: fromPromise<unknown, { userId: string }>(() => logout()),
  },
  actions: {
    persistLogin: (_, { userId, token }) => writeStoredLogin(userId, token),
    clearLocalStorage: () => localStore.clear(),
    // Cached hotels carry the wishlist flag of the previous caller.
    refreshUserData: () => void refreshWishlistCaches(),
    goHome: () => navigate(paths.home),
  },
} satisfies TabEffects['session'];
