/**
 * Adding the account's missing identity (linkIdentity machine, which the profile page's machine
 * runs while its form is open), with its real effects: the two calls, the toast, and the OTP
 * boxes' focus. The code's countdown starts when the call answers, by this tab's clock.
 */
import { emit, fromPromise, type ActorRefFrom } from 'xstate';
import type { Profile } from '../../contract/account';
import { linkIdentityMachine, type LinkCodeCall, type LinkCodeSent, type LinkVerifyCall } from '../../machines/linkIdentity.machine';
import { sendIdentityCode, verifyIdentityCode } from '../api/linkIdentity';
import { solveChallengeActor } from './proofSolver';
import { showToast } from './toast';

export const liveLinkIdentityMachine = linkIdentityMachine.provide({
  actors: {
    sendCode: fromPromise<LinkCodeSent, LinkCodeCall>(async ({ input }) => {
      await sendIdentityCode(input);
      return { sentAt: Date.now() };
    }),
    verifyCode: fromPromise<Profile, LinkVerifyCall>(({ input }) => verifyIdentityCode(input)),
    solveChallenge: solveChallengeActor,
  },
  actions: {
    showToast: (_, params) => showToast(params),
    // The OTP boxes listen on the flow's actor (`actor.on('otp.focusMoved')`).
    focusBox: emit((_, { index }: { index: number }) => ({ type: 'otp.focusMoved' as const, index })),
  },
});

export type LiveLinkIdentityActor = ActorRefFrom<typeof linkIdentityMachine>;
