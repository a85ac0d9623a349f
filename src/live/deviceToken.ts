/**
 * The device-token machine's real effects (the /guest call and session storage), and the token
 * every API call sends. The machine, which the tab runs (tab.ts), holds the token in use (the
 * guest's, or the user's once logged in); session storage keeps a copy, written
 * back whenever it went missing, e.g. after the idle overlay cleared session storage.
 */
import { fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { deviceTokenMachine, type GuestTokenRequest, type GuestTokenResult } from '../../machines/deviceToken.machine';
import type { TabEffects } from '../../machines/tab.machine';
import { client, createClient } from '../api/client';
import { fetchGuestToken } from '../api/guest';
import { ChallengeRequiredError } from '../api/proofOfWork';
import { solveChallengeActor } from './proofSolver';
import { sessionKeys, sessionStore } from '../api/storage';

export const deviceTokenEffects = {
  actors: {
    fetchGuestToken: fromPromise<GuestTokenResult, GuestTokenRequest>(async ({ input, signal }) => {
      try {
        return { status: 'SUCCESS', token: await fetchGuestToken(signal, input.proof) };
      } catch (error) {
        // A busy network: the machine solves the challenge in the background and asks again.
        if (error instanceof ChallengeRequiredError) return { status: 'CHALLENGE', challenge: error.challenge };
        throw error;
      }
    }),
    solveChallenge: solveChallengeActor,
  },
  actions: {
    storeToken: (_, { token }) => sessionStore.set(sessionKeys.deviceToken, token),
    // A dropped token is no one's: neither it nor its kind is kept.
    forgetToken: () => {
      sessionStore.remove(sessionKeys.deviceToken);
      sessionStore.remove(sessionKeys.deviceTokenKind);
    },
    markUserToken: () => sessionStore.set(sessionKeys.deviceTokenKind, 'user'),
  },
} satisfies TabEffects['deviceToken'];

type DeviceTokenActor = ActorRefFrom<typeof deviceTokenMachine>;

const settled = (s: SnapshotFrom<DeviceTokenActor>) => s.hasTag('ready') || s.matches('unavailable');

/**
 * Makes every API call but /guest itself send the token the machine holds, waiting briefly for
 * one, so the first calls of a new tab already carry it.
 *
 * A call may start while the tab's actors are still passing a change on: a login's
 * `refreshUserData` runs inside the session's step, and the token reaches this machine after it,
 * through the tab (actors send to each other once their own step is done, in the same task). The
 * token is read once that task's work is over, so such a call carries the user's token.
 */
export function sendTokenWithCalls(actor: DeviceTokenActor): void {
  client.use(
    createClient({
      token: async (path) => {
        if (path.endsWith('/guest')) return null;
        await Promise.resolve();
        const snapshot = await waitFor(actor, settled, { timeout: 5000 }).catch(() => actor.getSnapshot());
        const token = snapshot.context.token;
        if (token && sessionStore.get(sessionKeys.deviceToken) !== token) sessionStore.set(sessionKeys.deviceToken, token);
        return token;
      },
    }),
  );
}
