import type { SnapshotFrom } from 'xstate';
import type { idleSessionMachine } from './idleSession.machine';

type Snapshot = SnapshotFrom<typeof idleSessionMachine>;

/** The session-expiry overlay shows ("Your session has expired"). */
export const selectSessionExpiredOverlay = (s: Snapshot) => s.matches('expired');
/** Activity is being watched (the timer runs). */
export const selectWatchingActivity = (s: Snapshot) => s.matches('active');
