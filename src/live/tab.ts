/**
 * The tab's actors with their real effects: one tab actor (machines/tab.machine.ts) runs the
 * session, the device token, the idle timer and, while the login modal is open, the login flow.
 * They talk through it; the hooks (session.ts, loginFlow.ts, idleSession.ts, wishlistHeart.ts)
 * reach them as its children.
 */
import { createActor, type Actor } from 'xstate';
import { OTP_VALID_SECONDS } from '../../contract/otp';
import { isCompleteLogin, type StoredLogin } from '../../machines/session.machine';
import { provideTab, type TabInput } from '../../machines/tab.machine';
import { selectDeviceTokenActor, selectSessionActor } from '../../machines/tab.selectors';
import { onUnauthorized } from '../api/client';
import { sessionKeys, sessionStore, tabOwnToken } from '../api/storage';
import { keptOtpStep } from '../model/otpStep';
import { leaveAccountPage, openAccountPage } from './accountReturn';
import { watchCountdownClock } from './countdownClock';
import { deviceTokenEffects, sendTokenWithCalls } from './deviceToken';
import { idleSessionEffects } from './idleSessionEffects';
import { inspector } from './inspector';
import { countdownEffects, forgetOtpStep, otpLoginEffects } from './loginEffects';
import { sessionEffects } from './sessionEffects';
import { onStoredLoginChanged, readStoredLogin } from './storedLogin';

const liveTabMachine = provideTab({
  now: () => Date.now(),
  forgetOtpStep,
  openAccountPage,
  leaveAccountPage,
  session: sessionEffects,
  deviceToken: deviceTokenEffects,
  idleSession: idleSessionEffects,
  otpLogin: otpLoginEffects,
  countdown: countdownEffects,
});

let tab: Actor<typeof liveTabMachine> | undefined;

/**
 * The tab's actor, made at its first use from what storage holds then: in the browser when the
 * page starts (`startTab`). The build's page rendering reads it too, and never starts it.
 */
export function tabActor(): Actor<typeof liveTabMachine> {
  tab ??= createActor(liveTabMachine, { input: tabInput(), inspect: inspector });
  return tab;
}

let started = false;

/**
 * Called once at startup (src/boot/actors.ts): starts the tab's actors, makes API calls send
 * the device token, and passes 401 answers and other tabs' logins and logouts to the session.
 */
export function startTab(): void {
  if (started) return;
  started = true;
  const actor = tabActor().start();
  const session = selectSessionActor(actor.getSnapshot());
  sendTokenWithCalls(selectDeviceTokenActor(actor.getSnapshot()));
  onUnauthorized(() => session.send({ type: 'session.unauthorized' }));
  onStoredLoginChanged((login) => session.send({ type: 'session.storageChanged', ...login }));
  watchCountdownClock(actor);
}

function tabInput(): TabInput {
  const login = readStoredLogin();
  const now = Date.now();
  return {
    login,
    storedToken: initialDeviceToken(login),
    otpStep: keptOtpStep(sessionStore.get(sessionKeys.otpStep), sessionStore.get(sessionKeys.otpStartTime), now, OTP_VALID_SECONDS),
    now,
  };
}

/**
 * The token the tab starts with: the stored login's when there is one. Otherwise the tab's own
 * guest token, unless the tab's token was a user's: the login is gone from local storage (a
 * logout or a 401 in another tab while this one was not listening), so that token is ended.
 */
function initialDeviceToken(login: StoredLogin): string | null {
  if (isCompleteLogin(login)) {
    sessionStore.set(sessionKeys.deviceTokenKind, 'user');
    return login.token;
  }
  const own = tabOwnToken();
  if (!own) {
    // An ended user's token, or none: nothing of it is kept.
    sessionStore.remove(sessionKeys.deviceTokenKind);
    sessionStore.remove(sessionKeys.deviceToken);
  }
  return own;
}
