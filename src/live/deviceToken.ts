import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { deviceTokenMachine, type GuestTokenResult } from '../../machines/deviceToken.machine';
import { createClient, client } from '../api/client';
import { fetchGuestToken } from '../api/guest';
import { sessionKeys, sessionStore } from '../api/storage';
import { inspector } from './inspector';

/** The device-token machine with its real effects: the /guest call and session storage. */
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

/**
 * Starts the token machine and makes every API call (but /guest itself) wait briefly for the
 * token, so the first calls of a new tab already carry it.
 */
export function startDeviceToken(): DeviceTokenActor {
  const actor = createActor(liveDeviceTokenMachine, {
    input: { storedToken: sessionStore.get(sessionKeys.deviceToken) },
    inspect: inspector,
  });
  actor.start();
  const settled = (s: ReturnType<typeof actor.getSnapshot>) => s.hasTag('ready') || s.matches('unavailable');
  client.use(
    createClient({
      token: async (path) => {
        if (path.endsWith('/guest')) return null;
        const snapshot = await waitFor(actor, settled, { timeout: 5000 }).catch(() => actor.getSnapshot());
        return snapshot.context.token;
      },
    }),
  );
  return actor;
}
