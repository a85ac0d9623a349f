import { assign, fromPromise, setup } from 'xstate';
import type { ProofChallenge } from '../contract/proofOfWork';

/**
 * What the guest-token call answered: a token on SUCCESS; CHALLENGE when the server first wants
 * a proof-of-work challenge solved (many new visits from this network); nothing usable otherwise.
 */
export type GuestTokenResult = { status: 'SUCCESS'; token: string } | { status: 'CHALLENGE'; challenge: ProofChallenge } | { status: 'FAILURE' };

/** What the guest-token call is given: the solution of the challenge the server asked for, if any. */
export interface GuestTokenRequest {
  proof?: string;
}

export interface DeviceTokenInput {
  /**
   * The token to start with: the logged-in user's token when the browser holds a login, else the
   * tab's token in session storage, if any.
   */
  storedToken: string | null;
}

export type DeviceTokenEvent =
  /** The server refused the token (a 401), or it was ended (logout): never send it again. */
  | { type: 'token.rejected' }
  | { type: 'retry.requested' }
  /** A login gave this tab the user's token (an OTP verified here or in another tab). */
  | { type: 'token.adopted'; token: string };

export const MAX_TOKEN_ATTEMPTS = 3;

/**
 * The device token every call sends: the guest token, or the user's token once
 * logged in. At startup, if none is stored, fetch one from /guest and store it on SUCCESS.
 * Failed fetches are retried after a pause, then the machine waits for a manual retry.
 *
 * It never hands out a token known to be ended: a rejected token is dropped before a new guest
 * token is fetched, and a login's token replaces the guest token at once (the server ended the
 * guest session in the same step), including while a guest token is still being fetched.
 * Entering `ready` stores the token in session storage (`storeToken`), so the stored copy
 * always matches the one in use; an adopted token is marked as a user's (`markUserToken`).
 * In the tab (tab.machine.ts), the session's login and logout reach it as `token.adopted` and
 * `token.rejected`.
 *
 * Past a per-address threshold the server asks for a proof-of-work challenge first (many
 * travellers behind one carrier address): `proving` solves it in the background
 * (`solveChallenge`, a Web Worker in the app) and the token is asked for again with the
 * solution. A challenge that cannot be solved counts as a failed fetch.
 */
export const deviceTokenMachine = setup({
  types: {
    context: {} as { token: string | null; attempts: number; challenge: ProofChallenge | null; proof: string | null },
    input: {} as DeviceTokenInput,
    events: {} as DeviceTokenEvent,
  },
  actors: {
    fetchGuestToken: fromPromise<GuestTokenResult, GuestTokenRequest>(async () => {
      throw new Error('fetchGuestToken is provided by the app');
    }),
    /** Solves a proof-of-work challenge: the solution as the server reads it. */
    solveChallenge: fromPromise<string, ProofChallenge>(async () => {
      throw new Error('solveChallenge is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: write the token to session storage. */
    storeToken: (_, _params: { token: string }) => {},
    /** Side effect, provided by the app: remove the token from session storage. */
    forgetToken: () => {},
    /**
     * Side effect, provided by the app: the stored token is now a logged-in user's. A tab that
     * starts later without that login (a logout in another tab) must not send it again.
     */
    markUserToken: () => {},
    rememberToken: assign({ token: (_, params: { token: string }) => params.token, attempts: 0 }),
    dropToken: assign({ token: null }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
    keepChallenge: assign({ challenge: (_, params: { result: GuestTokenResult }) => (params.result.status === 'CHALLENGE' ? params.result.challenge : null) }),
    /** Solved: the next fetch carries the solution. */
    keepProof: assign((_, params: { proof: string }) => ({ challenge: null, proof: params.proof })),
    /** A fetch went with the solution: it is spent either way. */
    dropProof: assign({ challenge: null, proof: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isSuccess: (_, params: { result: GuestTokenResult }) => params.result.status === 'SUCCESS',
    /** The server wants a challenge solved, and this fetch carried no solution (no endless loop of challenges). */
    challengeAsked: ({ context }, params: { result: GuestTokenResult }) => params.result.status === 'CHALLENGE' && context.proof === null,
    canRetry: ({ context }) => context.attempts < MAX_TOKEN_ATTEMPTS,
    isToken: (_, params: { token: string }) => params.token !== '',
  },
  delays: { retryDelay: 3000 },
}).createMachine({
  id: 'deviceToken',
  context: ({ input }) => ({ token: input.storedToken || null, attempts: 0, challenge: null, proof: null }),
  initial: 'checking',
  on: {
    // From any state: a fetch in flight is dropped (its guest token would never be used).
    'token.adopted': {
      guard: { type: 'isToken', params: ({ event }) => ({ token: event.token }) },
      target: '.ready',
      actions: [{ type: 'rememberToken', params: ({ event }) => ({ token: event.token }) }, 'markUserToken', 'dropProof'],
    },
  },
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'ready' }, { target: 'fetching' }],
    },
    fetching: {
      invoke: {
        id: 'fetchGuestToken',
        src: 'fetchGuestToken',
        input: ({ context }) => (context.proof !== null ? { proof: context.proof } : {}),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'ready',
            actions: ['dropProof', { type: 'rememberToken', params: ({ event }) => ({ token: tokenOf(event.output) }) }],
          },
          {
            guard: { type: 'challengeAsked', params: ({ event }) => ({ result: event.output }) },
            target: 'proving',
            actions: { type: 'keepChallenge', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'failed', actions: 'dropProof' },
        ],
        onError: { target: 'failed', actions: 'dropProof' },
      },
    },
    /** Solving the server's challenge in the background; then the token is asked for again with the solution. */
    proving: {
      invoke: {
        id: 'solveChallenge',
        src: 'solveChallenge',
        input: ({ context }) => context.challenge!,
        onDone: { target: 'fetching', actions: { type: 'keepProof', params: ({ event }) => ({ proof: event.output }) } },
        onError: { target: 'failed', actions: 'dropProof' },
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
      entry: { type: 'storeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
      on: { 'token.rejected': { target: 'fetching', actions: ['dropToken', 'forgetToken'] } },
    },
  },
});

function tokenOf(result: GuestTokenResult): string {
  return result.status === 'SUCCESS' ? result.token : '';
}
