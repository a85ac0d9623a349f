import { expect } from 'vitest';
import type { wishlistMachine } from '../../machines/wishlist.machine';
import { selectCanToggle, selectPendingAdd, selectSaved, selectWishlistBusy } from '../../machines/wishlist.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';
import { USER, wishlistFixtures } from './wishlist.fixtures';

const missingMessage = 'Unable to update wishlist: Missing user or hotel information';

export const wishlistModel: MachineModel<typeof wishlistMachine> = {
  ...wishlistFixtures,
  states: {
    idle: (s) => {
      expect(selectWishlistBusy(s)).toBe(false);
      expect(selectPendingAdd(s)).toBe(false);
      expect(selectCanToggle(s)).toBe(true);
      if (!s.context.loggedIn) expect(s.context.userId).toBeNull();
    },
    awaitingLogin: (s) => {
      expect(selectPendingAdd(s)).toBe(true);
      expect(s.context.loggedIn).toBe(false);
      expect(selectSaved(s)).toBe(false); // nothing is shown as saved before the login
      expect(selectCanToggle(s)).toBe(false);
    },
    adding: (s) => {
      expect(selectSaved(s)).toBe(true); // optimistic
      expect(selectWishlistBusy(s)).toBe(true);
      expect(selectCanToggle(s)).toBe(false);
      expect(s.context.userId).toBe(USER);
    },
    removing: (s) => {
      expect(selectSaved(s)).toBe(false); // optimistic
      expect(selectWishlistBusy(s)).toBe(true);
      expect(selectCanToggle(s)).toBe(false);
    },
  },
  steps: {
    'wishlist.toggled': ({ before, after, actions }) => {
      const toasts = callsOf(actions, 'showToast');
      if (!before.context.loggedIn) {
        // The login is asked for with what to do after it: add this hotel.
        expect(callsOf(actions, 'requestLogin')).toEqual([{ intent: { type: 'wishlist.add', hotelId: before.context.hotelId ?? '' } }]);
        expect(selectPendingAdd(after)).toBe(true);
      } else if (!before.context.userId || !before.context.hotelId) {
        expect(toasts).toEqual([{ status: 'error', message: missingMessage }]);
        expect(selectSaved(after)).toBe(selectSaved(before));
      } else {
        expect(selectSaved(after)).toBe(!selectSaved(before)); // toggled at once
        expect(toasts).toEqual([]);
      }
    },
    'session.loggedIn': ({ before, after, actions }) => {
      expect(before.matches('idle')).toBe(true); // a pending add waits for the tab's answer instead
      expect(after.context.loggedIn).toBe(true);
      expect(actions).toEqual([]);
    },
    'login.succeeded': ({ before, after, actions }) => {
      expect(selectPendingAdd(before)).toBe(true);
      expect(after.context.loggedIn).toBe(true);
      expect(after.context.userId).toBe(USER);
      if (!before.context.hotelId) {
        expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message: missingMessage }]);
        expect(after.matches('idle')).toBe(true);
      } else {
        expect(after.matches('adding')).toBe(true); // the pending add runs
      }
    },
    'login.cancelled': ({ after }) => {
      expect(selectSaved(after)).toBe(false);
      expect(after.matches('idle')).toBe(true);
    },
    'session.loggedOut': ({ after }) => expect(selectSaved(after)).toBe(false),
    'xstate.done.actor.saveToWishlist': ({ after, actions }) => {
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'success', message: 'Hotel Sea Breeze added to wishlist' }]);
      expect(callsOf(actions, 'refreshCaches')).toHaveLength(1);
      expect(selectSaved(after)).toBe(true);
    },
    'xstate.error.actor.saveToWishlist': ({ after, actions }) => {
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message: 'Failed to add to wishlist' }]);
      expect(callsOf(actions, 'refreshCaches')).toEqual([]);
      expect(selectSaved(after)).toBe(false); // reverted
    },
    'xstate.done.actor.removeFromWishlist': ({ after, actions }) => {
      expect(callsOf(actions, 'showToast')).toEqual([
        { status: 'success', message: 'Hotel Sea Breeze removed from wishlist' },
      ]);
      expect(callsOf(actions, 'refreshCaches')).toHaveLength(1);
      expect(selectSaved(after)).toBe(false);
    },
    'xstate.error.actor.removeFromWishlist': ({ after, actions }) => {
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message: 'Failed to remove from wishlist' }]);
      expect(selectSaved(after)).toBe(true); // reverted
    },
  },
};
