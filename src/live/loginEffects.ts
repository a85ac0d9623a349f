/**
 * The login flow's real effects (otpLogin and countdown machines, which the tab runs while the
 * login modal is open): the OTP calls, toasts, and session storage. While the OTP modal is open,
 * session storage keeps the step (`otpStep`: channel, contact, country) beside the countdown's
 * start (`otpStartTime`); after a reload the tab reopens the OTP modal for the same contact,
 * with the countdown where it was, as long as the code can still be used (tab.ts).
 */
import { emit, fromPromise } from 'xstate';
import type { TabEffects } from '../../machines/tab.machine';
import { requestOtp, validateOtp } from '../api/identity';
import { sessionKeys, sessionStore } from '../api/storage';
import { solveChallengeActor } from './proofSolver';
import { showToast } from './toast';

export const otpLoginEffects = {
  actors: {
    requestOtp: fromPromise(({ input }) => requestOtp(input)),
    verifyOtp: fromPromise(({ input }) => validateOtp(input)),
    solveChallenge: solveChallengeActor,
  },
  actions: {
    showToast: (_, params) => showToast(params),
    keepOtpStep: (_, step) => sessionStore.set(sessionKeys.otpStep, JSON.stringify(step)),
    forgetOtpStep: () => forgetOtpStep(),
    // The OTP modal listens on its login actor (`login.on('otp.focusMoved')`).
    focusBox: emit((_, { index }: { index: number }) => ({ type: 'otp.focusMoved' as const, index })),
  },
} satisfies TabEffects['otpLogin'];

export const countdownEffects = {
  actions: {
    storeStartTime: (_, { startedAt }) => sessionStore.set(sessionKeys.otpStartTime, String(startedAt)),
  },
} satisfies TabEffects['countdown'];

/** The login flow ended: its kept step no longer reopens anything. */
export function forgetOtpStep(): void {
  sessionStore.remove(sessionKeys.otpStartTime);
  sessionStore.remove(sessionKeys.otpStep);
}
