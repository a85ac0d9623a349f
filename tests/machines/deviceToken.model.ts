import { expect } from 'vitest';
import { deviceTokenMachine, type GuestTokenResult } from '../../machines/deviceToken.machine';
import { selectDeviceToken, selectTokenReady, selectTokenUnavailable } from '../../machines/deviceToken.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

const success: GuestTokenResult = { status: 'SUCCESS', token: 'fresh-token-0123456789abcdef' };
const refused: GuestTokenResult = { status: 'FAILURE' };
/** Many new visits from this network: the server wants a proof-of-work challenge solved first. */
const CHALLENGE = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: 'ab' }, signature: 'signed' };
const challenged: GuestTokenResult = { status: 'CHALLENGE', challenge: CHALLENGE };
const PROOF = 'solved-challenge';
/** The user's token after a login (here or in another tab). */
const USER_TOKEN = 'user-token-0123456789abcdef';

export const deviceTokenModel: MachineModel<typeof deviceTokenMachine> = {
  machine: deviceTokenMachine,
  inputs: [{ storedToken: null }, { storedToken: 'stored-token-0123456789abcdef' }],
  events: [
    { type: 'token.rejected' },
    { type: 'retry.requested' },
    { type: 'token.adopted', token: USER_TOKEN },
    { type: 'token.adopted', token: '' }, // never possible: no token
  ],
  actors: {
    fetchGuestToken: { done: [success, refused, challenged], error: [new Error('network down')] },
    solveChallenge: { done: [PROOF], error: [new Error('not solved in time')] },
  },
  delays: { retryDelay: 3000 },
  states: {
    ready: (s) => {
      expect(selectTokenReady(s)).toBe(true);
      expect(selectDeviceToken(s)).toMatch(/token-0123456789abcdef$/);
    },
    // Nothing is handed out while a token is being fetched or none could be had.
    fetching: (s) => {
      expect(selectTokenReady(s)).toBe(false);
      expect(selectDeviceToken(s)).toBeNull();
      expect(s.context.challenge).toBeNull();
    },
    proving: (s) => {
      expect(selectTokenReady(s)).toBe(false);
      expect(selectDeviceToken(s)).toBeNull();
      expect(s.context.challenge).toEqual(CHALLENGE);
      expect(s.children.solveChallenge?.getSnapshot().input).toEqual(CHALLENGE);
    },
    failed: (s) => {
      expect(s.context.attempts).toBeGreaterThan(0);
      expect(selectDeviceToken(s)).toBeNull();
    },
    unavailable: (s) => {
      expect(selectTokenUnavailable(s)).toBe(true);
      expect(s.context.attempts).toBe(3);
      expect(selectDeviceToken(s)).toBeNull();
    },
  },
  steps: {
    // The token in use is always the one in session storage: written whenever `ready` is entered.
    'xstate.init': ({ input, after, actions }) => {
      if (input.storedToken) expect(callsOf(actions, 'storeToken')).toEqual([{ token: input.storedToken }]);
      else expect(callsOf(actions, 'storeToken')).toEqual([]);
      expect(selectTokenReady(after)).toBe(input.storedToken !== null);
    },
    'xstate.done.actor.fetchGuestToken': ({ event, before, after, actions }) => {
      const result = event.output as GuestTokenResult;
      // A solution is sent once: whatever the answer, it is not kept for another fetch.
      expect(after.context.proof).toBeNull();
      if (result.status === 'CHALLENGE') {
        expect(after.matches(before.context.proof === null ? 'proving' : 'failed')).toBe(true);
        expect(callsOf(actions, 'storeToken')).toEqual([]);
      } else if (result.status === 'SUCCESS') {
        expect(selectDeviceToken(after)).toBe(result.token);
        expect(callsOf(actions, 'storeToken')).toEqual([{ token: result.token }]);
        // A guest token: not marked as a user's.
        expect(callsOf(actions, 'markUserToken')).toEqual([]);
      } else {
        expect(callsOf(actions, 'storeToken')).toEqual([]);
      }
    },
    // Solved: the token is asked for again at once, with the solution.
    'xstate.done.actor.solveChallenge': ({ after }) => {
      expect(after.matches('fetching')).toBe(true);
      expect(after.children.fetchGuestToken?.getSnapshot().input).toEqual({ proof: PROOF });
    },
    'xstate.error.actor.solveChallenge': ({ after }) => {
      expect(after.matches('failed')).toBe(true);
      expect(after.context.challenge).toBeNull();
    },
    'token.rejected': ({ before, after, actions }) => {
      expect(selectDeviceToken(after)).toBeNull();
      expect(selectDeviceToken(after)).not.toBe(selectDeviceToken(before));
      expect(callsOf(actions, 'forgetToken')).toHaveLength(1);
      expect(callsOf(actions, 'storeToken')).toEqual([]);
      expect(callsOf(actions, 'markUserToken')).toEqual([]);
    },
    // A login's token replaces whatever the tab had, at once and from any state.
    'token.adopted': ({ after, actions }) => {
      expect(selectTokenReady(after)).toBe(true);
      expect(selectDeviceToken(after)).toBe(USER_TOKEN);
      expect(callsOf(actions, 'storeToken')).toEqual([{ token: USER_TOKEN }]);
      expect(callsOf(actions, 'markUserToken')).toHaveLength(1);
      expect(after.context.attempts).toBe(0);
    },
  },
};
