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
/** Another tab logged in again: same user, a new token. */
const NEW_TOKEN = 'newer-token-0123456789abcdef';
const guest: SessionInput = { loggedIn: false, userId: null, token: null };
const stored: SessionInput = { loggedIn: true, userId: USER, token: TOKEN };
/** A flag with no user id (storage edited by hand or half-cleared): a guest. */
const flagOnly: SessionInput = { loggedIn: true, userId: null, token: null };
/** A login stored before tokens were kept with it: unusable in a new tab, so a guest. */
const noToken: SessionInput = { loggedIn: true, userId: USER, token: null };

/** The clean-up every way out of a login runs (logout, 401, logout in another tab). */
const cleanUp = ['resetGuestDetails', 'renewGuestToken', 'refreshUserData'];

export const sessionModel: MachineModel<typeof sessionMachine> = {
  machine: sessionMachine,
  inputs: [guest, stored, flagOnly, noToken],
  events: [
    { type: 'session.loggedIn', userId: USER, token: TOKEN },
    { type: 'session.loggedIn', userId: '', token: TOKEN }, // never possible: no user id
    { type: 'session.loggedIn', userId: USER, token: '' }, // never possible: no token
    { type: 'session.logoutRequested' },
    { type: 'session.unauthorized' },
    // Another tab: logged in, logged in again with a new token, logged out (storage cleared).
    { type: 'session.storageChanged', ...stored },
    { type: 'session.storageChanged', loggedIn: true, userId: USER, token: NEW_TOKEN },
    { type: 'session.storageChanged', ...guest },
    // Half-written by another tab: not a login yet.
    { type: 'session.storageChanged', ...noToken },
  ],
  actors: { logout: { done: [{ hotelStatus: 'SUCCESS' }], error: [new Error('Network error')] } },
  states: {
    guest: (s) => {
      expect(selectIsGuest(s)).toBe(true);
      expect(selectIsLoggedIn(s)).toBe(false);
      expect(selectUserId(s)).toBeNull();
      expect(s.context.token).toBeNull();
      expect(selectCanLogout(s)).toBe(false);
      expect(s.can({ type: 'session.unauthorized' })).toBe(false);
    },
    loggedIn: (s) => {
      expect(selectIsLoggedIn(s)).toBe(true);
      expect(selectIsGuest(s)).toBe(false);
      expect(selectUserId(s)).toBe(USER);
      expect([TOKEN, NEW_TOKEN]).toContain(s.context.token);
      expect(selectCanLogout(s)).toBe(true);
    },
    loggingOut: (s) => {
      expect(selectLoggingOut(s)).toBe(true);
      expect(selectIsLoggedIn(s)).toBe(true);
      expect(selectCanLogout(s)).toBe(false);
      // Another tab's changes wait: this logout settles everything.
      expect(s.can({ type: 'session.storageChanged', ...guest })).toBe(false);
    },
  },
  steps: {
    'xstate.init': ({ input, after }) => {
      expect(selectIsLoggedIn(after)).toBe(input.loggedIn && input.userId !== null && input.token !== null);
    },
    'session.loggedIn': ({ actions }) => {
      expect(actions.map((a) => a.type)).toEqual(['persistLogin', 'adoptToken', 'refreshUserData']);
      expect(callsOf(actions, 'persistLogin')).toEqual([{ userId: USER, token: TOKEN }]);
      expect(callsOf(actions, 'adoptToken')).toEqual([{ userId: USER, token: TOKEN }]);
    },
    'xstate.done.actor.logout': ({ actions }) =>
      expect(actions.map((a) => a.type)).toEqual(['clearLocalStorage', ...cleanUp, 'goHome']),
    // A failed server logout still logs the browser out.
    'xstate.error.actor.logout': ({ actions }) =>
      expect(actions.map((a) => a.type)).toEqual(['clearLocalStorage', ...cleanUp, 'goHome']),
    // A 401 cleans up like a logout and offers login, without a server call or navigation.
    'session.unauthorized': ({ actions }) => {
      expect(actions.map((a) => a.type)).toEqual(['clearLocalStorage', ...cleanUp, 'offerLogin']);
    },
    'session.storageChanged': ({ event, before, after, actions }) => {
      const types = actions.map((a) => a.type);
      const complete = event.loggedIn && !!event.userId && !!event.token;
      if (complete) {
        expect(selectIsLoggedIn(after)).toBe(true);
        expect(after.context.token).toBe(event.token);
        if (before.context.token === event.token) expect(types).toEqual([]);
        else {
          expect(types).toEqual(['adoptToken', 'refreshUserData']);
          expect(callsOf(actions, 'adoptToken')).toEqual([{ userId: event.userId, token: event.token }]);
        }
      } else if (selectIsLoggedIn(before)) {
        // Logged out elsewhere: this tab follows, with no login modal, no navigation, and
        // nothing to clear (the other tab cleared local storage).
        expect(selectIsLoggedIn(after)).toBe(false);
        expect(types).toEqual(cleanUp);
      } else {
        expect(types).toEqual([]);
      }
    },
  },
};
