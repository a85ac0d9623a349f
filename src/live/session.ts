/**
 * The identity wiring (issue 4): ONE app-wide session actor, the OTP login flow with its
 * countdown, and the hooks the views use.
 *
 * - `sessionActor` (session.machine) owns the login: `persistLogin` writes the loggedIn flag and
 *   userId to local storage and the rotated device token to session storage; logout ends the
 *   server session, clears local storage, resets the guest details and goes home; a call that
 *   answers 401 (`onUnauthorized` in src/api/client.ts) sends `session.unauthorized`, which
 *   returns the site to logged-out and opens the login modal.
 * - `openLogin(afterLogin?)` starts one otpLogin flow (or joins the open one). Its
 *   `storeLogin` sends `session.loggedIn`; its `startCountdown` creates or restarts the
 *   countdown actor, whose `expired` state is reported back as `countdown.expired`. When the
 *   flow ends as `cancelled`, `onLoginCancelled` listeners (wishlist hearts waiting to add) hear it.
 * - The device token: the session storage copy is the one calls send (the rotated token after a
 *   login); logout asks the device-token machine for a fresh guest token.
 */
import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { countdownMachine, secondsLeft } from '../../machines/countdown.machine';
import { otpLoginMachine } from '../../machines/otpLogin.machine';
import { sessionMachine, type SessionInput } from '../../machines/session.machine';
import { selectIsLoggedIn, selectLoggingOut, selectUserId } from '../../machines/session.selectors';
import { paths } from '../app/paths';
import { client, createClient, onUnauthorized } from '../api/client';
import { logout, requestOtp, validateOtp } from '../api/identity';
import { localKeys, localStore, sessionKeys, sessionStore } from '../api/storage';
import { refreshWishlistCaches } from '../api/wishlist';
import type { DeviceTokenActor } from './deviceToken';
import { inspector } from './inspector';
import { showToast } from './toast';

// ---------------------------------------------------------------------------------------------
// Device token

let deviceToken: DeviceTokenActor | null = null;

/**
 * Called once at startup with the device-token actor (main.tsx). Calls then send the token in
 * session storage (the guest token, or the rotated one after a login), falling back to the one
 * the device-token machine holds (e.g. after the idle overlay cleared session storage).
 */
export function connectDeviceToken(actor: DeviceTokenActor): void {
  deviceToken = actor;
  const settled = (s: SnapshotFrom<DeviceTokenActor>) => s.hasTag('ready') || s.matches('unavailable');
  client.use(
    createClient({
      token: async (path) => {
        if (path.endsWith('/guest')) return null;
        const snapshot = await waitFor(actor, settled, { timeout: 5000 }).catch(() => actor.getSnapshot());
        return sessionStore.get(sessionKeys.deviceToken) ?? snapshot.context.token;
      },
    }),
  );
}

/** After logout the old token no longer works: drop it and fetch a new guest token. */
function renewGuestToken(): void {
  sessionStore.remove(sessionKeys.deviceToken);
  deviceToken?.send({ type: 'token.rejected' });
}

// ---------------------------------------------------------------------------------------------
// Session

const guestDetailsResetters = new Set<() => void>();

/**
 * Whatever holds guest details, search filters or hotelBookingId (spec 000 §3) registers its
 * reset here; logout runs them all. Returns the unsubscribe function.
 */
export function onGuestDetailsReset(reset: () => void): () => void {
  guestDetailsResetters.add(reset);
  return () => guestDetailsResetters.delete(reset);
}

export const liveSessionMachine = sessionMachine.provide({
  actors: {
    logout: fromPromise<unknown, { userId: string }>(async () => {
      try {
        return await logout();
      } finally {
        renewGuestToken();
      }
    }),
  },
  actions: {
    persistLogin: (_, { userId, token }) => {
      localStore.set(localKeys.loggedIn, 'true');
      localStore.set(localKeys.userId, userId);
      if (token) sessionStore.set(sessionKeys.deviceToken, token);
      // Cached hotels carry the wishlist flag of the previous caller.
      void refreshWishlistCaches();
    },
    clearLocalStorage: () => {
      localStore.clear();
      void refreshWishlistCaches();
    },
    resetGuestDetails: () => guestDetailsResetters.forEach((reset) => reset()),
    goHome: () => navigate(paths.home),
    // Runs inside the transition to guest, while the actor's snapshot still says logged in.
    offerLogin: () => showLogin(),
  },
});

function storedLogin(): SessionInput {
  return { loggedIn: localStore.get(localKeys.loggedIn) === 'true', userId: localStore.get(localKeys.userId) };
}

/** The one session of the tab, started at first import. */
export const sessionActor = createActor(liveSessionMachine, { input: storedLogin(), inspect: inspector });
sessionActor.start();

onUnauthorized(() => sessionActor.send({ type: 'session.unauthorized' }));

export function useSession() {
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const userId = useSelector(sessionActor, selectUserId);
  const loggingOut = useSelector(sessionActor, selectLoggingOut);
  return { loggedIn, userId, loggingOut, logout: requestLogout };
}

function requestLogout(): void {
  sessionActor.send({ type: 'session.logoutRequested' });
}

// ---------------------------------------------------------------------------------------------
// Login flow (otpLogin + countdown)

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

function showLogin(): void {
  if (!flow) startFlow();
}

function startFlow(): void {
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
        startCountdown: () => {
          if (isCurrent()) startCountdown(Date.now());
        },
        focusBox: (_, { index }) => focusListeners.forEach((listener) => listener(index)),
      },
    }),
    { inspect: inspector },
  );
  setFlow({ id, login, countdown: null });
  login.subscribe((snapshot) => {
    if (snapshot.status !== 'done' || !isCurrent()) return;
    flow?.countdown?.stop();
    sessionStore.remove(sessionKeys.otpStartTime);
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
 * Starts a countdown actor for the current flow. The machine counts ticks; when the clock has
 * moved on further than the ticks say (a sleeping laptop, a throttled background tab), the
 * countdown is recreated from its stored start time so it shows what is really left.
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
  return useSyncExternalStore(subscribeFlow, () => flow);
}

const loginDialog = { openLogin } as const;

/** `openLogin(afterLogin?)`: open the login modal from anywhere (stable object). */
export function useLoginDialog(): { openLogin: (afterLogin?: () => void) => void } {
  return loginDialog;
}
