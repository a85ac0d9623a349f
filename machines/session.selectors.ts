import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

/** Logged in (also while the logout call is in flight): 'My Account', wishlist, account area. */
export const selectIsLoggedIn = (s: Snapshot) => s.hasTag('loggedIn');
/** A guest: browsing with the guest device token only. */
export const selectIsGuest = (s: Snapshot) => s.hasTag('guest');
export const selectUserId = (s: Snapshot) => s.context.userId;
/** The logout call is in flight: disable Logout. */
export const selectLoggingOut = (s: Snapshot) => s.matches('loggingOut');
/** Logout may be pressed. */
export const selectCanLogout = (s: Snapshot) => s.can({ type: 'session.logoutRequested' });
