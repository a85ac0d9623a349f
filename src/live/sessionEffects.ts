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
 * - Logging out (however it happens) resets the guest details held for the session and the
 *   booking id kept with them (guestDetails.ts).
 */
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { TabEffects } from '../../machines/tab.machine';
import { paths } from '../app/paths';
import { invalidate } from '../api/cache';
import { bookingKeys } from '../api/cacheKeys';
import { logout } from '../api/identity';
import { localStore } from '../api/storage';
import { refreshWishlistCaches } from '../api/wishlist';
import { resetGuestDetails } from './guestDetails';
import { writeStoredLogin } from './storedLogin';

export const sessionEffects = {
  actors: {
    logout: fromPromise<unknown, { userId: string }>(() => logout()),
  },
  actions: {
    persistLogin: (_, { userId, token }) => writeStoredLogin(userId, token),
    clearLocalStorage: () => localStore.clear(),
    resetGuestDetails: () => resetGuestDetails(),
    // Cached hotels carry the wishlist flag of the previous caller; bookings were the previous user's.
    refreshUserData: () => void Promise.all([refreshWishlistCaches(), invalidate(bookingKeys.all)]),
    goHome: () => navigate(paths.home),
  },
} satisfies TabEffects['session'];
