import { expect } from 'vitest';
import { deviceTokenMachine, type GuestTokenResult } from '../../machines/deviceToken.machine';
import { selectDeviceToken, selectTokenReady, selectTokenUnavailable } from '../../machines/deviceToken.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

const success: GuestTokenResult = { status: 'SUCCESS', token: 'fresh-token-0123456789abcdef' };
const refused: GuestTokenResult = { status: 'FAILURE' };
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
  actors: { fetchGuestToken: { done: [success, refused], error: [new Error('network down')] } },
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
    'xstate.done.actor.fetchGuestToken': ({ event, after, actions }) => {
      const result = event.output as GuestTokenResult;
      if (result.status === 'SUCCESS') {
        expect(selectDeviceToken(after)).toBe(result.token);
        expect(callsOf(actions, 'storeToken')).toEqual([{ token: result.token }]);
        // A guest token: not marked as a user's.
        expect(callsOf(actions, 'markUserToken')).toEqual([]);
      } else {
        expect(callsOf(actions, 'storeToken')).toEqual([]);
      }
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
