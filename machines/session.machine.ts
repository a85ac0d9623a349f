import { assign, fromPromise, setup } from 'xstate';

export interface SessionInput {
  /** From local storage: the loggedIn flag and the userId. */
  loggedIn: boolean;
  userId: string | null;
}

export type SessionEvent =
  | { type: 'session.loggedIn'; userId: string; token?: string | null }
  | { type: 'session.logoutRequested' }
  | { type: 'session.unauthorized' };

/**
 * Who is using the site (spec 000 §3, §4 Login step 5, §6): a guest (browsing with the guest
 * device token, which deviceToken.machine.ts keeps) or a logged-in user (loggedIn flag and userId
 * in local storage). The start comes from local storage; a flag without a user id is a guest.
 *
 * - `session.loggedIn` {userId, token} (the OTP was verified): `persistLogin` stores the flag,
 *   the user id and the rotated device token.
 * - `session.logoutRequested`: `logout` ends the server session; whatever its outcome,
 *   `clearLocalStorage`, `resetGuestDetails` and `goHome` run and the user is a guest.
 * - `session.unauthorized` (a user-scoped call answered 401): back to guest, the stored login is
 *   cleared and `offerLogin` opens the login modal.
 */
export const sessionMachine = setup({
  types: {
    context: {} as { userId: string | null },
    input: {} as SessionInput,
    events: {} as SessionEvent,
  },
  actors: {
    logout: fromPromise<unknown, { userId: string }>(async () => {
      throw new Error('logout is provided by the app');
    }),
  },
  actions: {
    /**
     * Side effect, provided by the app: loggedIn flag and userId to local storage, the rotated
     * device token (when given) to session storage.
     */
    persistLogin: (_, _params: { userId: string; token: string | null }) => {},
    /** Side effect, provided by the app: clear all local storage (the loggedIn flag and userId). */
    clearLocalStorage: () => {},
    /** Side effect, provided by the app: reset the guest details, search filters and hotelBookingId (spec 000 §3). */
    resetGuestDetails: () => {},
    /** Side effect, provided by the app: navigate to /. */
    goHome: () => {},
    /** Side effect, provided by the app: open the login modal after the session ran out. */
    offerLogin: () => {},
    rememberUser: assign((_, params: { userId: string }) => ({ userId: params.userId })),
    forgetUser: assign({ userId: null }),
  },
  guards: {
    hasUser: ({ context }) => context.userId !== null,
    hasUserId: (_, params: { userId: string }) => params.userId !== '',
  },
}).createMachine({
  id: 'session',
  // Logged in only with both the flag and a user id; either alone counts as a guest.
  context: ({ input }) => ({ userId: input.loggedIn && input.userId ? input.userId : null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasUser', target: 'loggedIn' },
        { target: 'guest' },
      ],
    },
    guest: {
      tags: ['guest'],
      on: {
        'session.loggedIn': {
          guard: { type: 'hasUserId', params: ({ event }) => ({ userId: event.userId }) },
          target: 'loggedIn',
          actions: [
            { type: 'rememberUser', params: ({ event }) => ({ userId: event.userId }) },
            { type: 'persistLogin', params: ({ event }) => ({ userId: event.userId, token: event.token ?? null }) },
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
          actions: ['forgetUser', 'clearLocalStorage', 'offerLogin'],
        },
      },
    },
    /** Ending the server session; the site logs out whatever the answer. */
    loggingOut: {
      tags: ['loggedIn'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: { target: 'guest', actions: ['forgetUser', 'clearLocalStorage', 'resetGuestDetails', 'goHome'] },
        onError: { target: 'guest', actions: ['forgetUser', 'clearLocalStorage', 'resetGuestDetails', 'goHome'] },
      },
    },
  },
});
