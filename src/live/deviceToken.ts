/**
 * The device-token machine with its real effects (the /guest call and session storage), and the
 * token every API call sends. The machine holds the token in use (the guest's, or the user's
 * once logged in); session storage keeps a copy (spec 000 §3), written back whenever it went
 * missing, e.g. after the idle overlay cleared session storage.
 */
import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { deviceTokenMachine, type GuestTokenResult } from '../../machines/deviceToken.machine';
import { client, createClient } from '../api/client';
import { fetchGuestToken } from '../api/guest';
import { sessionKeys, sessionStore } from '../api/storage';
import { inspector } from './inspector';

export const liveDeviceTokenMachine = deviceTokenMachine.provide({
  actors: {
    fetchGuestToken: fromPromise<GuestTokenResult>(async ({ signal }) => ({
      status: 'SUCCESS',
      token: await fetchGuestToken(signal),
    })),
  },
  actions: {
    storeToken: (_, { token }) => sessionStore.set(sessionKeys.deviceToken, token),
    forgetToken: () => sessionStore.remove(sessionKeys.deviceToken),
  },
});

export type DeviceTokenActor = ActorRefFrom<typeof liveDeviceTokenMachine>;

const settled = (s: SnapshotFrom<DeviceTokenActor>) => s.hasTag('ready') || s.matches('unavailable');

/**
 * Starts the token machine with the token to begin with (the stored user's token when logged
 * in, else the tab's own, or none) and makes every API call but /guest itself wait briefly for
 * a token, so the first calls of a new tab already carry it.
 */
export function startDeviceToken(initialToken: string | null): DeviceTokenActor {
  const actor = createActor(liveDeviceTokenMachine, { input: { storedToken: initialToken }, inspect: inspector });
  actor.start();
  client.use(
    createClient({
      token: async (path) => {
        if (path.endsWith('/guest')) return null;
        const snapshot = await waitFor(actor, settled, { timeout: 5000 }).catch(() => actor.getSnapshot());
        const token = snapshot.context.token;
        if (token && sessionStore.get(sessionKeys.deviceToken) !== token) sessionStore.set(sessionKeys.deviceToken, token);
        return token;
      },
    }),
  );
  return actor;
}
