import { assign, fromPromise, setup } from 'xstate';
import type { LoginAnswer, LoginIntent } from './tab.machine';

export interface WishlistInput {
  hotelId: string | null;
  hotelName: string;
  /** The wishlist flag the hotel came with (search, trending and detail answers carry it). */
  saved: boolean;
  loggedIn: boolean;
  userId: string | null;
}

/** What `saveToWishlist` and `removeFromWishlist` are given (POST /save-wishlist, /delete-wishlist). */
export interface WishlistChange {
  userId: string;
  hotelId: string;
}

export interface WishlistContext {
  hotelId: string | null;
  hotelName: string;
  /** What the heart shows: changed at once on a click, reverted when the call fails. */
  saved: boolean;
  loggedIn: boolean;
  userId: string | null;
}

export type WishlistEvent =
  | { type: 'wishlist.toggled' }
  | { type: 'wishlist.synced'; saved: boolean }
  | { type: 'session.loggedIn'; userId: string; token?: string | null }
  | { type: 'session.loggedOut' }
  /** The tab's answer to this heart's login request (tab.machine.ts). */
  | LoginAnswer;

/** What the heart says, exactly as product wrote it (docs/product.md, Wishlist). */
export const wishlistMessages = {
  added: (hotel: string) => `${hotel} added to wishlist`,
  removed: (hotel: string) => `${hotel} removed from wishlist`,
  addFailed: 'Failed to add to wishlist',
  removeFailed: 'Failed to remove from wishlist',
  missingInfo: 'Unable to update wishlist: Missing user or hotel information',
} as const;

/**
 * One wishlist heart. Logged in, a click flips the heart at once
 * (optimistic) and calls `saveToWishlist` or `removeFromWishlist`; success toasts and runs
 * `refreshCaches` (the app invalidates the cached wishlist, hotel detail and search results);
 * failure flips it back with the failure toast. A click with no user id or hotel id only shows
 * the missing-information message.
 *
 * Logged out, a click runs `requestLogin` with the intent to add this hotel and keeps a pending
 * add (`awaitingLogin`): the app asks the tab (tab.machine.ts) for a login on this heart's behalf,
 * and the tab answers `login.succeeded` once the user is logged in, which runs the add, or
 * `login.cancelled` (the modal was closed), which drops it. The session's own news waits meanwhile.
 * While a call is in flight further clicks are ignored (`snapshot.can` is false).
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    input: {} as WishlistInput,
    events: {} as WishlistEvent,
  },
  actors: {
    saveToWishlist: fromPromise<unknown, WishlistChange>(async () => {
      throw new Error('saveToWishlist is provided by the app');
    }),
    removeFromWishlist: fromPromise<unknown, WishlistChange>(async () => {
      throw new Error('removeFromWishlist is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: a toast (red for 'error'). */
    showToast: (_, _params: { status: 'success' | 'error'; message: string }) => {},
    /** Side effect, provided by the app: ask the tab for a login, to be answered with this intent. */
    requestLogin: (_, _params: { intent: LoginIntent }) => {},
    /** Side effect, provided by the app: invalidate the cached wishlist, hotel detail and search results. */
    refreshCaches: () => {},
    markSaved: assign({ saved: true }),
    markUnsaved: assign({ saved: false }),
    setSaved: assign((_, params: { saved: boolean }) => ({ saved: params.saved })),
    logIn: assign((_, params: { userId: string }) => ({ loggedIn: true, userId: params.userId })),
    logOut: assign({ loggedIn: false, userId: null }),
  },
  guards: {
    loggedOut: ({ context }) => !context.loggedIn,
    isLoggedIn: ({ context }) => context.loggedIn,
    missingInfo: ({ context }) => !context.userId || !context.hotelId,
    /** After a login: the new user id or the hotel id is missing. */
    missingInfoAfterLogin: ({ context }, params: { userId: string }) => !params.userId || !context.hotelId,
    isSaved: ({ context }) => context.saved,
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({
    hotelId: input.hotelId,
    hotelName: input.hotelName,
    saved: input.saved,
    loggedIn: input.loggedIn,
    userId: input.userId,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'wishlist.toggled': [
          {
            guard: 'loggedOut',
            target: 'awaitingLogin',
            actions: { type: 'requestLogin', params: ({ context }) => ({ intent: { type: 'wishlist.add', hotelId: context.hotelId ?? '' } }) },
          },
          {
            guard: 'missingInfo',
            actions: { type: 'showToast', params: { status: 'error', message: wishlistMessages.missingInfo } },
          },
          { guard: 'isSaved', target: 'removing', actions: 'markUnsaved' },
          { target: 'adding', actions: 'markSaved' },
        ],
        /** The cached hotel data was refreshed and carries the flag for the user (logged out it is always off). */
        'wishlist.synced': {
          guard: 'isLoggedIn',
          actions: { type: 'setSaved', params: ({ event }) => ({ saved: event.saved }) },
        },
        'session.loggedIn': { actions: { type: 'logIn', params: ({ event }) => ({ userId: event.userId }) } },
        'session.loggedOut': { actions: ['logOut', 'markUnsaved'] },
      },
    },
    /** Logged-out click: the login modal is open and the add waits for the tab's answer. */
    awaitingLogin: {
      on: {
        'login.succeeded': [
          {
            guard: { type: 'missingInfoAfterLogin', params: ({ event }) => ({ userId: event.userId }) },
            target: 'idle',
            actions: [
              { type: 'logIn', params: ({ event }) => ({ userId: event.userId }) },
              { type: 'showToast', params: { status: 'error', message: wishlistMessages.missingInfo } },
            ],
          },
          {
            target: 'adding',
            actions: [{ type: 'logIn', params: ({ event }) => ({ userId: event.userId }) }, 'markSaved'],
          },
        ],
        'login.cancelled': { target: 'idle' },
      },
    },
    adding: {
      invoke: {
        id: 'saveToWishlist',
        src: 'saveToWishlist',
        input: ({ context }) => ({ userId: context.userId ?? '', hotelId: context.hotelId ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'showToast', params: ({ context }) => ({ status: 'success', message: wishlistMessages.added(context.hotelName) }) },
            'refreshCaches',
          ],
        },
        onError: {
          target: 'idle',
          actions: ['markUnsaved', { type: 'showToast', params: { status: 'error', message: wishlistMessages.addFailed } }],
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeFromWishlist',
        src: 'removeFromWishlist',
        input: ({ context }) => ({ userId: context.userId ?? '', hotelId: context.hotelId ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'showToast', params: ({ context }) => ({ status: 'success', message: wishlistMessages.removed(context.hotelName) }) },
            'refreshCaches',
          ],
        },
        onError: {
          target: 'idle',
          actions: ['markSaved', { type: 'showToast', params: { status: 'error', message: wishlistMessages.removeFailed } }],
        },
      },
    },
  },
});
