import { wishlistMachine, type WishlistInput } from '../../machines/wishlist.machine';
import type { MachineModel } from './support/model';

/**
 * What the wishlist paths are generated from: inputs, event fixtures and actor outcomes. No test
 * runner here, so both the model-based tests (wishlist.model.ts adds the assertions) and the
 * Playwright specs that drive the same paths through the real page (tests/e2e/modelPaths.spec.ts)
 * import it.
 */

export const HOTEL = 'Hotel Sea Breeze';
export const USER = 'u-8f3a2c';
const base = { hotelId: 'h-101', hotelName: HOTEL };
export const loggedInNotSaved: WishlistInput = { ...base, saved: false, loggedIn: true, userId: USER };
export const loggedInSaved: WishlistInput = { ...base, saved: true, loggedIn: true, userId: USER };
export const loggedOut: WishlistInput = { ...base, saved: false, loggedIn: false, userId: null };
/** Broken data: a hotel with no id, and a logged-in flag with no user id. */
export const missingIds: WishlistInput = { hotelId: null, hotelName: HOTEL, saved: false, loggedIn: true, userId: null };
export const loggedOutNoHotelId: WishlistInput = { ...loggedOut, hotelId: null };

/** What a logged-out click asks the tab for (tab.machine.ts answers with it). */
export const addAfterLogin = { type: 'wishlist.add', hotelId: base.hotelId } as const;

export const wishlistFixtures = {
  machine: wishlistMachine,
  inputs: [loggedInNotSaved, loggedInSaved, loggedOut, missingIds, loggedOutNoHotelId],
  events: [
    { type: 'wishlist.toggled' },
    { type: 'wishlist.synced', saved: true },
    { type: 'session.loggedIn', userId: USER, token: 'rotated-token-0123456789abcdef' },
    { type: 'session.loggedOut' },
    // The tab's answers to the heart's login request.
    { type: 'login.succeeded', intent: addAfterLogin, userId: USER },
    { type: 'login.cancelled', intent: addAfterLogin },
  ],
  actors: {
    saveToWishlist: { done: [{ hotelStatus: 'SUCCESS' }], error: [new Error('Internal Server Error')] },
    removeFromWishlist: { done: [{ hotelStatus: 'SUCCESS' }], error: [new Error('Internal Server Error')] },
  },
} satisfies MachineModel<typeof wishlistMachine>;
