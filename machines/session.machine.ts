import { assign, fromPromise, setup } from 'xstate';

/**
 * The login the browser keeps in local storage (the loggedIn flag
 * and userId; beside them the user's device token as `userToken`, so that every tab of the
 * browser, including a detail page opened in a new tab, uses the same login).
 */
export interface StoredLogin {
  loggedIn: boolean;
  userId: string | null;
  token: string | null;
}

export type SessionInput = StoredLogin;

export type SessionEvent =
  /** An OTP was verified in this tab: the user and the rotated device token. */
  | { type: 'session.loggedIn'; userId: string; token: string }
  | { type: 'session.logoutRequested' }
  /** A user-scoped call answered 401: the server no longer knows this login. */
  | { type: 'session.unauthorized' }
  /** Another tab changed the stored login (a `storage` event); carries what is stored now. */
  | ({ type: 'session.storageChanged' } & StoredLogin);

export interface SessionContext {
  userId: string | null;
  /** The logged-in user's device token (the one local storage keeps), or null for a guest. */
  token: string | null;
}

/** A usable login: the flag, a user id and a token; anything less is a guest. */
export function isCompleteLogin(login: StoredLogin): boolean {
  return login.loggedIn && !!login.userId && !!login.token;
}

/**
 * Who is using the site: a guest (browsing with the guest
 * device token, which deviceToken.machine.ts keeps) or a logged-in user. Login state is
 * browser-wide: the start comes from local storage, and a change another tab makes there
 * reaches this tab as `session.storageChanged`.
 *
 * - `session.loggedIn` {userId, token} (the OTP was verified here): `persistLogin` stores the
 *   flag, the user id and the token in local storage, `adoptToken` makes the token the one this
 *   tab sends, `refreshUserData` drops answers read as a guest (they carry wishlist flags).
 * - `session.logoutRequested`: `logout` ends the server session; whatever its outcome,
 *   `clearLocalStorage`, `resetGuestDetails`, `renewGuestToken` (the old token is dead),
 *   `refreshUserData` and `goHome` run and the user is a guest.
 * - `session.unauthorized` (a user-scoped call answered 401): the same clean-up as a logout
 *   (but no server call and no navigation), then `offerLogin` opens the login modal.
 * - `session.storageChanged`: a login made in another tab is taken over (`adoptToken`); a
 *   logout or a 401 there (local storage no longer holds a login) logs this tab out too, with
 *   the clean-up of a logout but no navigation and no login modal.
 *
 * The session runs inside the tab (tab.machine.ts): `adoptToken`, `renewGuestToken` and
 * `offerLogin` are reported to it, which hands the token to the device-token machine, answers
 * whoever waits for a login, and opens the login modal. The other actions are the app's effects.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
  },
  actors: {
    logout: fromPromise<unknown, { userId: string }>(async () => {
      throw new Error('logout is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: loggedIn flag, userId and userToken to local storage. */
    persistLogin: (_, _params: { userId: string; token: string }) => {},
    /** Reported to the tab (tab.machine.ts): this tab acts as this user and sends this token from now on. */
    adoptToken: (_, _params: { userId: string; token: string }) => {},
    /** Reported to the tab: the token this tab held is dead; a new guest token is needed. */
    renewGuestToken: () => {},
    /** Side effect, provided by the app: clear all local storage (the stored login). */
    clearLocalStorage: () => {},
    /** Side effect, provided by the app: reset the guest details, search filters and hotelBookingId. */
    resetGuestDetails: () => {},
    /** Side effect, provided by the app: drop cached answers read for the previous caller (wishlist flags). */
    refreshUserData: () => {},
    /** Side effect, provided by the app: navigate to /. */
    goHome: () => {},
    /** Reported to the tab: open the login modal after the session ran out. */
    offerLogin: () => {},
    rememberLogin: assign((_, params: { userId: string; token: string }) => ({ userId: params.userId, token: params.token })),
    forgetLogin: assign({ userId: null, token: null }),
  },
  guards: {
    hasLogin: ({ context }) => context.userId !== null && context.token !== null,
    isLogin: (_, params: { userId: string; token: string }) => params.userId !== '' && params.token !== '',
    isStoredLogin: (_, params: StoredLogin) => isCompleteLogin(params),
    isNoStoredLogin: (_, params: StoredLogin) => !isCompleteLogin(params),
    /** The stored login is a complete one other than this tab's (another user, or a new token). */
    isOtherStoredLogin: ({ context }, params: StoredLogin) =>
      isCompleteLogin(params) && (params.userId !== context.userId || params.token !== context.token),
  },
}).createMachine({
  id: 'session',
  // Logged in only with the flag, a user id and a token; anything less counts as a guest.
  context: ({ input }) =>
    isCompleteLogin(input) ? { userId: input.userId, token: input.token } : { userId: null, token: null },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasLogin', target: 'loggedIn' }, { target: 'guest' }],
    },
    guest: {
      tags: ['guest'],
      on: {
        'session.loggedIn': {
          guard: { type: 'isLogin', params: ({ event }) => ({ userId: event.userId, token: event.token }) },
          target: 'loggedIn',
          actions: [
            { type: 'rememberLogin', params: ({ event }) => ({ userId: event.userId, token: event.token }) },
            { type: 'persistLogin', params: ({ event }) => ({ userId: event.userId, token: event.token }) },
            { type: 'adoptToken', params: ({ event }) => ({ userId: event.userId, token: event.token }) },
            'refreshUserData',
          ],
        },
        'session.storageChanged': {
          guard: { type: 'isStoredLogin', params: ({ event }) => storedOf(event) },
          target: 'loggedIn',
          actions: [
            { type: 'rememberLogin', params: ({ event }) => loginOf(event) },
            { type: 'adoptToken', params: ({ event }) => loginOf(event) },
            'refreshUserData',
          ],
        },
      },
    },
    loggedIn: {
      tags: ['loggedIn'],
      on: {
        'session.logoutRequested': { target: 'loggingOut' },
        'session.unauthorized': {
          target: 'guest',
          actions: ['forgetLogin', 'clearLocalStorage', 'resetGuestDetails', 'renewGuestToken', 'refreshUserData', 'offerLogin'],
        },
        'session.storageChanged': [
          {
            guard: { type: 'isOtherStoredLogin', params: ({ event }) => storedOf(event) },
            actions: [
              { type: 'rememberLogin', params: ({ event }) => loginOf(event) },
              { type: 'adoptToken', params: ({ event }) => loginOf(event) },
              'refreshUserData',
            ],
          },
          // (The same login as this tab's: nothing to do.)
          {
            guard: { type: 'isNoStoredLogin', params: ({ event }) => storedOf(event) },
            target: 'guest',
            actions: ['forgetLogin', 'resetGuestDetails', 'renewGuestToken', 'refreshUserData'],
          },
        ],
      },
    },
    /** Ending the server session; the site logs out whatever the answer. */
    loggingOut: {
      tags: ['loggedIn'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: { target: 'guest', actions: ['forgetLogin', 'clearLocalStorage', 'resetGuestDetails', 'renewGuestToken', 'refreshUserData', 'goHome'] },
        onError: { target: 'guest', actions: ['forgetLogin', 'clearLocalStorage', 'resetGuestDetails', 'renewGuestToken', 'refreshUserData', 'goHome'] },
      },
    },
  },
});

function storedOf(event: StoredLogin): StoredLogin {
  return { loggedIn: event.loggedIn, userId: event.userId, token: event.token };
}

function loginOf(event: StoredLogin): { userId: string; token: string } {
  return { userId: event.userId ?? '', token: event.token ?? '' };
}
