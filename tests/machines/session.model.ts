import { expect } from 'vitest';
import { sessionMachine, type SessionInput } from '../../machines/session.machine';
import {
  selectCanLogout,
  selectIsGuest,
  selectIsLoggedIn,
  selectLoggingOut,
  selectUserId,
} from '../../machines/session.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

const USER = 'u-8f3a2c';
const TOKEN = 'rotated-token-0123456789abcdef';
const guest: SessionInput = { loggedIn: false, userId: null };
const stored: SessionInput = { loggedIn: true, userId: USER };
/** A flag with no user id (storage edited by hand or half-cleared): a guest. */
const flagOnly: SessionInput = { loggedIn: true, userId: null };

const logoutEffects = ['clearLocalStorage', 'resetGuestDetails', 'goHome'];

export const sessionModel: MachineModel<typeof sessionMachine> = {
  machine: sessionMachine,
  inputs: [guest, stored, flagOnly],
  events: [
    { type: 'session.loggedIn', userId: USER, token: TOKEN },
    { type: 'session.loggedIn', userId: '' }, // never possible: no user id
    { type: 'session.logoutRequested' },
    { type: 'session.unauthorized' },
  ],
  actors: { logout: { done: [{ hotelStatus: 'SUCCESS' }], error: [new Error('Network error')] } },
  states: {
    guest: (s) => {
      expect(selectIsGuest(s)).toBe(true);
      expect(selectIsLoggedIn(s)).toBe(false);
      expect(selectUserId(s)).toBeNull();
      expect(selectCanLogout(s)).toBe(false);
      expect(s.can({ type: 'session.unauthorized' })).toBe(false);
    },
    loggedIn: (s) => {
      expect(selectIsLoggedIn(s)).toBe(true);
      expect(selectIsGuest(s)).toBe(false);
      expect(selectUserId(s)).toBe(USER);
      expect(selectCanLogout(s)).toBe(true);
    },
    loggingOut: (s) => {
      expect(selectLoggingOut(s)).toBe(true);
      expect(selectIsLoggedIn(s)).toBe(true);
      expect(selectCanLogout(s)).toBe(false);
    },
  },
  steps: {
    'xstate.init': ({ input, after }) => {
      expect(selectIsLoggedIn(after)).toBe(input.loggedIn && input.userId !== null);
    },
    'session.loggedIn': ({ actions }) =>
      expect(callsOf(actions, 'persistLogin')).toEqual([{ userId: USER, token: TOKEN }]),
    'xstate.done.actor.logout': ({ actions }) => expect(actions.map((a) => a.type)).toEqual(logoutEffects),
    // A failed server logout still logs the browser out.
    'xstate.error.actor.logout': ({ actions }) => expect(actions.map((a) => a.type)).toEqual(logoutEffects),
    'session.unauthorized': ({ actions }) => {
      expect(actions.map((a) => a.type)).toEqual(['clearLocalStorage', 'offerLogin']);
    },
  },
};
