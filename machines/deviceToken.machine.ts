import { assign, fromPromise, setup } from 'xstate';

/** What the guest-token call answered: a token on SUCCESS, nothing usable otherwise. */
export type GuestTokenResult = { status: 'SUCCESS'; token: string } | { status: 'FAILURE' };

export interface DeviceTokenInput {
  /** The token already in session storage, if any. */
  storedToken: string | null;
}

export const MAX_TOKEN_ATTEMPTS = 3;

/**
 * The guest device token (spec 001 §4): at startup, if none is stored, fetch one from /guest and
 * store it on SUCCESS. Failed fetches are retried after a pause, then the machine waits for a
 * manual retry. A token the server rejects is dropped and a new one fetched.
 */
export const deviceTokenMachine = setup({
  types: {
    context: {} as { token: string | null; attempts: number },
    input: {} as DeviceTokenInput,
    events: {} as { type: 'token.rejected' } | { type: 'retry.requested' },
  },
  actors: {
    fetchGuestToken: fromPromise<GuestTokenResult>(async () => {
      throw new Error('fetchGuestToken is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: write the token to session storage. */
    storeToken: (_, _params: { token: string }) => {},
    /** Side effect, provided by the app: remove the token from session storage. */
    forgetToken: () => {},
    rememberToken: assign({ token: (_, params: { token: string }) => params.token, attempts: 0 }),
    dropToken: assign({ token: null }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isSuccess: (_, params: { result: GuestTokenResult }) => params.result.status === 'SUCCESS',
    canRetry: ({ context }) => context.attempts < MAX_TOKEN_ATTEMPTS,
  },
  delays: { retryDelay: 3000 },
}).createMachine({
  id: 'deviceToken',
  context: ({ input }) => ({ token: input.storedToken, attempts: 0 }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'ready' }, { target: 'fetching' }],
    },
    fetching: {
      invoke: {
        id: 'fetchGuestToken',
        src: 'fetchGuestToken',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'ready',
            actions: [
              { type: 'rememberToken', params: ({ event }) => ({ token: tokenOf(event.output) }) },
              { type: 'storeToken', params: ({ event }) => ({ token: tokenOf(event.output) }) },
            ],
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      entry: 'countAttempt',
      after: {
        retryDelay: [{ guard: 'canRetry', target: 'fetching' }, { target: 'unavailable' }],
      },
      on: { 'retry.requested': { target: 'fetching', actions: 'resetAttempts' } },
    },
    unavailable: {
      on: { 'retry.requested': { target: 'fetching', actions: 'resetAttempts' } },
    },
    ready: {
      tags: ['ready'],
      on: { 'token.rejected': { target: 'fetching', actions: ['dropToken', 'forgetToken'] } },
    },
  },
});

function tokenOf(result: GuestTokenResult): string {
  return result.status === 'SUCCESS' ? result.token : '';
}
