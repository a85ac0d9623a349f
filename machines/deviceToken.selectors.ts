import type { SnapshotFrom } from 'xstate';
import type { deviceTokenMachine } from './deviceToken.machine';

type Snapshot = SnapshotFrom<typeof deviceTokenMachine>;

export const selectDeviceToken = (s: Snapshot) => s.context.token;
export const selectTokenReady = (s: Snapshot) => s.hasTag('ready');
/** True once the machine has stopped trying by itself; a retry must be asked for. */
export const selectTokenUnavailable = (s: Snapshot) => s.matches('unavailable');
