/**
 * The OTP login flow (otpLogin + countdown) with its real effects, and the hooks the login and
 * OTP modals use.
 *
 * - `openLogin(afterLogin?)` starts one otpLogin flow (or joins the open one). Its `storeLogin`
 *   sends `session.loggedIn` to the session; its `startCountdown` creates or restarts the
 *   countdown actor, whose `expired` state is reported back as `countdown.expired`. When the
 *   flow ends as `cancelled`, `onLoginCancelled` listeners (wishlist hearts waiting to add) hear it.
 * - While the OTP modal is open, session storage keeps the step (`otpStep`: channel, contact,
 *   country) beside the countdown's start (`otpStartTime`). After a reload `resumeLoginFlow`
 *   reopens the OTP modal for the same contact, with the countdown where it was, as long as the
 *   code can still be used.
 */
import { useSyncExternalStore } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { OTP_VALID_SECONDS } from '../../contract/otp';
import { countdownMachine, secondsLeft } from '../../machines/countdown.machine';
import { isResumable, otpLoginMachine, type OtpLoginInput } from '../../machines/otpLogin.machine';
import { requestOtp, validateOtp } from '../api/identity';
import { sessionKeys, sessionStore } from '../api/storage';
import { keptOtpStep } from '../domain/otpStep';
import { inspector } from './inspector';
import { sessionActor } from './session';
import { showToast } from './toast';

export type LiveLoginActor = ActorRefFrom<typeof otpLoginMachine>;
export type LiveCountdownActor = ActorRefFrom<typeof liveCountdownMachine>;

/** The open login flow: the login actor and, once a code was sent, its countdown. */
export interface LoginFlow {
  id: number;
  login: LiveLoginActor;
  countdown: LiveCountdownActor | null;
}

const liveCountdownMachine = countdownMachine.provide({
  actions: {
    storeStartTime: (_, { startedAt }) => sessionStore.set(sessionKeys.otpStartTime, String(startedAt)),
  },
});

let flow: LoginFlow | null = null;
let flowSeq = 0;
let afterLoginQueue: Array<() => void> = [];
const flowListeners = new Set<() => void>();
const focusListeners = new Set<(index: number) => void>();
const cancelListeners = new Set<() => void>();

function setFlow(next: LoginFlow | null): void {
  flow = next;
  flowListeners.forEach((listener) => listener());
}

/** The OTP modal moves the focus to this box (auto-advance, backspace, paste, after a failure). */
export function onOtpFocus(listener: (index: number) => void): () => void {
  focusListeners.add(listener);
  return () => focusListeners.delete(listener);
}

/** The login modal was closed without logging in (a wishlist heart drops its pending add). */
export function onLoginCancelled(listener: () => void): () => void {
  cancelListeners.add(listener);
  return () => cancelListeners.delete(listener);
}

/**
 * Opens the login modal, or keeps the open one. `afterLogin` runs once the code is verified
 * (right away when already logged in); it is dropped if the modal is closed.
 */
export function openLogin(afterLogin?: () => void): void {
  if (sessionActor.getSnapshot().hasTag('loggedIn')) {
    afterLogin?.();
    return;
  }
  if (afterLogin) afterLoginQueue.push(afterLogin);
  showLogin();
}

/** Opens the login modal unless a login flow is already open. */
export function showLogin(): void {
  if (!flow) startFlow({});
}

function forgetOtpStep(): void {
  sessionStore.remove(sessionKeys.otpStartTime);
  sessionStore.remove(sessionKeys.otpStep);
}

/**
 * At startup: a reload during the OTP step reopens the OTP modal for the same contact and
 * resumes the countdown from the stored start, while the code can still be used.
 */
export function resumeLoginFlow(): void {
  const kept = keptOtpStep(sessionStore.get(sessionKeys.otpStep), sessionStore.get(sessionKeys.otpStartTime), Date.now(), OTP_VALID_SECONDS);
  if (flow || !kept || !isResumable(kept.step) || sessionActor.getSnapshot().hasTag('loggedIn')) {
    if (!flow) forgetOtpStep();
    return;
  }
  startFlow({ resume: kept.step });
  attachCountdown(kept.startedAt, Date.now());
}

function startFlow(input: OtpLoginInput): void {
  const id = ++flowSeq;
  const isCurrent = () => flow?.id === id;
  const login = createActor(
    otpLoginMachine.provide({
      actors: {
        requestOtp: fromPromise(({ input }) => requestOtp(input)),
        verifyOtp: fromPromise(({ input }) => validateOtp(input)),
      },
      actions: {
        showToast: (_, params) => showToast(params),
        storeLogin: (_, { userId, token }) => {
          sessionActor.send({ type: 'session.loggedIn', userId, token });
          const queue = afterLoginQueue;
          afterLoginQueue = [];
          queue.forEach((run) => run());
        },
        keepOtpStep: (_, step) => sessionStore.set(sessionKeys.otpStep, JSON.stringify(step)),
        startCountdown: () => {
          if (isCurrent()) startCountdown(Date.now());
        },
        focusBox: (_, { index }) => focusListeners.forEach((listener) => listener(index)),
      },
    }),
    { input, inspect: inspector },
  );
  setFlow({ id, login, countdown: null });
  login.subscribe((snapshot) => {
    if (snapshot.status !== 'done' || !isCurrent()) return;
    flow?.countdown?.stop();
    forgetOtpStep();
    setFlow(null);
    if (snapshot.matches('cancelled')) {
      afterLoginQueue = [];
      cancelListeners.forEach((listener) => listener());
    }
  });
  login.start();
}

/** `startCountdown`: the first send creates the countdown (starting now), a resend restarts it. */
function startCountdown(now: number): void {
  if (!flow) return;
  if (flow.countdown) flow.countdown.send({ type: 'countdown.restarted', now });
  else attachCountdown(null, now);
}

/**
 * Starts a countdown actor for the current flow (from a stored start time, or now). The machine
 * counts ticks; when the clock has moved on further than the ticks say (a sleeping laptop, a
 * throttled background tab), the countdown is recreated from its start time so it shows what
 * is really left.
 */
function attachCountdown(startedAt: number | null, now: number): void {
  const current = flow;
  if (!current) return;
  current.countdown?.stop();
  const countdown = createActor(liveCountdownMachine, { input: { startedAt, now }, inspect: inspector });
  countdown.subscribe((snapshot) => {
    if (flow?.countdown !== countdown) return;
    if (snapshot.hasTag('expired')) {
      current.login.send({ type: 'countdown.expired' });
      return;
    }
    const actual = secondsLeft(snapshot.context.startedAt, Date.now());
    if (actual < snapshot.context.remaining - 1) {
      const begun = snapshot.context.startedAt;
      void Promise.resolve().then(() => {
        if (flow?.countdown === countdown) attachCountdown(begun, Date.now());
      });
    }
  });
  setFlow({ ...current, countdown });
  countdown.start();
}

function subscribeFlow(listener: () => void): () => void {
  flowListeners.add(listener);
  return () => flowListeners.delete(listener);
}

/** The open login flow, or null: the login and OTP modals render from it. */
export function useLoginFlow(): LoginFlow | null {
  // The same read on the server (the build renders pages for their styles).
  const read = () => flow;
  return useSyncExternalStore(subscribeFlow, read, read);
}

const loginDialog = { openLogin } as const;

/** `openLogin(afterLogin?)`: open the login modal from anywhere (stable object). */
export function useLoginDialog(): { openLogin: (afterLogin?: () => void) => void } {
  return loginDialog;
}
