import { expect } from 'vitest';
import { idleSessionMachine } from '../../machines/idleSession.machine';
import { selectSessionExpiredOverlay, selectWatchingActivity } from '../../machines/idleSession.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

export const idleSessionModel: MachineModel<typeof idleSessionMachine> = {
  machine: idleSessionMachine,
  events: [{ type: 'activity.seen' }, { type: 'overlay.backHomeChosen' }, { type: 'overlay.stillHereChosen' }],
  // The real length: the simulated clock makes it instant.
  delays: { idleTimeout: 300_000 },
  states: {
    active: (s) => {
      expect(selectSessionExpiredOverlay(s)).toBe(false);
      expect(selectWatchingActivity(s)).toBe(true);
      expect(s.can({ type: 'overlay.stillHereChosen' })).toBe(false);
    },
    expired: (s) => {
      expect(selectSessionExpiredOverlay(s)).toBe(true);
      expect(selectWatchingActivity(s)).toBe(false);
      // Moving the mouse does not dismiss the overlay: only its buttons do.
      expect(s.can({ type: 'activity.seen' })).toBe(false);
    },
    leaving: (s) => {
      expect(s.status).toBe('done');
      expect(selectSessionExpiredOverlay(s)).toBe(false);
    },
  },
  steps: {
    'xstate.after.idleTimeout.idleSession.active': ({ actions }) =>
      expect(actions.map((a) => a.type)).toEqual(['clearSessionStorage']),
    'overlay.backHomeChosen': ({ actions }) => expect(callsOf(actions, 'reloadHome')).toHaveLength(1),
    'overlay.stillHereChosen': ({ actions }) => expect(actions).toEqual([]),
    'activity.seen': ({ actions }) => expect(actions).toEqual([]),
  },
};
