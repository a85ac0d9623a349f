/**
 * One wishlist heart = one wishlist machine with its real effects: the save and delete calls,
 * toasts, the login request, and the cache refresh. The session reaches each heart as
 * `session.loggedIn` / `session.loggedOut`; a fresher `saved` flag from the page's data as
 * `wishlist.synced`. A logged-out click asks the tab for a login on the heart's behalf, and the
 * tab answers the heart itself (`login.succeeded` runs the pending add, `login.cancelled` drops it).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { wishlistMachine } from '../../machines/wishlist.machine';
import { selectCanToggle, selectPendingAdd, selectSaved, selectWishlistBusy } from '../../machines/wishlist.selectors';
import { refreshWishlistCaches, removeFromWishlist, retrieveWishlist, saveToWishlist } from '../api/wishlist';
import { inspector } from './inspector';
import { requestLogin } from './loginFlow';
import { sessionActor } from './session';
import { showToast } from './toast';

const changeListeners = new Set<() => void>();

/** Runs after any heart saved or removed a hotel (the wishlist page reloads its list). */
export function onWishlistChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export const liveWishlistMachine = wishlistMachine.provide({
  actors: {
    saveToWishlist: fromPromise(({ input }) => saveToWishlist(input)),
    removeFromWishlist: fromPromise(({ input }) => removeFromWishlist(input)),
  },
  actions: {
    showToast: (_, params) => showToast(params),
    requestLogin: ({ self }, { intent }) => requestLogin(intent, self),
    refreshCaches: () => {
      void refreshWishlistCaches().then(() => changeListeners.forEach((listener) => listener()));
    },
  },
});

function currentUserId(): string | null {
  const session = sessionActor().getSnapshot();
  return session.hasTag('loggedIn') ? session.context.userId : null;
}

export interface WishlistHeartProps {
  hotelId: string;
  hotelName: string;
  /** The wishlist flag the hotel came with. */
  saved: boolean;
}

export function useWishlistHeart({ hotelId, hotelName, saved }: WishlistHeartProps) {
  const userId = currentUserId();
  const actor = useActorRef(liveWishlistMachine, {
    // Read once, when the heart's machine starts.
    input: { hotelId: hotelId || null, hotelName, saved: userId ? saved : false, loggedIn: userId !== null, userId },
    inspect: inspector,
  });

  // Session changes: log the heart in or out. A heart shown before a login (here or in another
  // tab) came with the logged-out flag: it learns from the user's wishlist whether the hotel was
  // saved before, unless a change of its own happened meanwhile.
  useEffect(() => {
    let last = actor.getSnapshot().context.userId;
    const learnSavedFlag = (userId: string) => {
      const before = actor.getSnapshot();
      if (!hotelId || selectWishlistBusy(before) || selectPendingAdd(before)) return;
      retrieveWishlist(userId).then(
        (saved) => {
          const now = actor.getSnapshot();
          if (currentUserId() !== userId || selectWishlistBusy(now) || now.context.saved !== before.context.saved) return;
          actor.send({ type: 'wishlist.synced', saved: saved.some((h) => h.id === hotelId) });
        },
        () => undefined, // The heart keeps what it shows; the next page load brings the flag.
      );
    };
    const sync = () => {
      const userId = currentUserId();
      if (userId === last) return;
      last = userId;
      if (userId) learnSavedFlag(userId);
      actor.send(userId ? { type: 'session.loggedIn', userId } : { type: 'session.loggedOut' });
    };
    sync();
    const subscription = sessionActor().subscribe(sync);
    return () => subscription.unsubscribe();
  }, [actor, hotelId]);

  // A fresher flag from the page (after a refresh): take it, unless a change is in flight.
  const firstFlag = useRef(true);
  useEffect(() => {
    if (firstFlag.current) {
      firstFlag.current = false;
      return;
    }
    actor.send({ type: 'wishlist.synced', saved });
  }, [actor, saved]);

  return {
    saved: useSelector(actor, selectSaved),
    busy: useSelector(actor, selectWishlistBusy),
    canToggle: useSelector(actor, selectCanToggle),
    toggle: () => actor.send({ type: 'wishlist.toggled' }),
  };
}
