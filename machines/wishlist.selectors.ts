import type { SnapshotFrom } from 'xstate';
import type { wishlistMachine } from './wishlist.machine';

type Snapshot = SnapshotFrom<typeof wishlistMachine>;

/** The heart is filled (already optimistic while a call is in flight). */
export const selectSaved = (s: Snapshot) => s.context.saved;
/** A save or remove call is in flight. */
export const selectWishlistBusy = (s: Snapshot) => s.matches('adding') || s.matches('removing');
/** A click does something now (false while a call is in flight or a login is pending). */
export const selectCanToggle = (s: Snapshot) => s.can({ type: 'wishlist.toggled' });
/** A logged-out click opened login; the add runs once the login succeeds. */
export const selectPendingAdd = (s: Snapshot) => s.matches('awaitingLogin');
