import type { SnapshotFrom } from 'xstate';
import type { countdownMachine } from './countdown.machine';

type Snapshot = SnapshotFrom<typeof countdownMachine>;

/** Whole seconds left (60 down to 0). */
export const selectRemainingSeconds = (s: Snapshot) => s.context.remaining;
/** The timer text, e.g. '00:59'. */
export const selectCountdownLabel = (s: Snapshot) => {
  const r = s.context.remaining;
  return `${String(Math.floor(r / 60)).padStart(2, '0')}:${String(r % 60).padStart(2, '0')}`;
};
/** True while the timer shows; false once it has run out. */
export const selectCountdownRunning = (s: Snapshot) => s.hasTag('running');
/** True at 0: the timer gives way to Resend OTP and Verify is disabled. */
export const selectCountdownExpired = (s: Snapshot) => s.hasTag('expired');
/** The start time (epoch ms) that session storage should hold. */
export const selectCountdownStartedAt = (s: Snapshot) => s.context.startedAt;
