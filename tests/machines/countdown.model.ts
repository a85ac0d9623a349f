import { expect } from 'vitest';
import { COUNTDOWN_SECONDS, countdownMachine, type CountdownInput } from '../../machines/countdown.machine';
import {
  selectCountdownExpired,
  selectCountdownLabel,
  selectCountdownRunning,
  selectCountdownStartedAt,
  selectRemainingSeconds,
} from '../../machines/countdown.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

/** The moment the model calls "now" (also the time a resend happens, so restarts rejoin one chain). */
export const NOW = 1_767_000_000_000;

const fresh: CountdownInput = { startedAt: null, now: NOW };
/** A reload 57 s after the code was sent: 3 s left. */
const resumedWith3sLeft: CountdownInput = { startedAt: NOW - 57_000, now: NOW };
/** A reload two minutes after the code was sent: already over, Resend OTP shows at once. */
const reloadedAfterExpiry: CountdownInput = { startedAt: NOW - 120_000, now: NOW };

export const countdownModel: MachineModel<typeof countdownMachine> = {
  machine: countdownMachine,
  inputs: [fresh, resumedWith3sLeft, reloadedAfterExpiry],
  events: [{ type: 'countdown.restarted', now: NOW }],
  delays: { tick: 1000 },
  states: {
    running: (s) => {
      expect(selectCountdownRunning(s)).toBe(true);
      expect(selectCountdownExpired(s)).toBe(false);
      const left = selectRemainingSeconds(s);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(COUNTDOWN_SECONDS);
      expect(selectCountdownLabel(s)).toBe(left === 60 ? '01:00' : `00:${String(left).padStart(2, '0')}`);
    },
    expired: (s) => {
      expect(selectCountdownExpired(s)).toBe(true);
      expect(selectCountdownRunning(s)).toBe(false);
      expect(selectRemainingSeconds(s)).toBe(0);
      expect(selectCountdownLabel(s)).toBe('00:00');
      expect(s.can({ type: 'countdown.restarted', now: NOW })).toBe(true);
    },
  },
  steps: {
    'xstate.init': ({ input, after, actions }) => {
      const stored = actions.filter((a) => a.type === 'storeStartTime');
      // Only a countdown with no stored start time writes one; a reload keeps the stored time.
      if (input.startedAt === null) expect(stored).toEqual([{ type: 'storeStartTime', params: { startedAt: NOW } }]);
      else expect(stored).toEqual([]);
      // A reload after the code's time: the login machine hears at once that it is over.
      expect(callsOf(actions, 'reportExpired')).toHaveLength(selectCountdownExpired(after) ? 1 : 0);
      expect(selectCountdownStartedAt(after)).toBe(input.startedAt ?? NOW);
    },
    'xstate.after.tick.countdown.running': ({ before, after, actions }) => {
      expect(selectRemainingSeconds(after)).toBe(selectRemainingSeconds(before) - 1);
      expect(selectCountdownStartedAt(after)).toBe(selectCountdownStartedAt(before));
      // The last tick reports the end, once.
      expect(callsOf(actions, 'reportExpired')).toHaveLength(selectCountdownExpired(after) ? 1 : 0);
    },
    'countdown.restarted': ({ after, actions }) => {
      expect(selectRemainingSeconds(after)).toBe(COUNTDOWN_SECONDS);
      expect(selectCountdownStartedAt(after)).toBe(NOW);
      expect(actions.filter((a) => a.type === 'storeStartTime')).toEqual([
        { type: 'storeStartTime', params: { startedAt: NOW } },
      ]);
      expect(callsOf(actions, 'reportExpired')).toEqual([]);
    },
  },
};
