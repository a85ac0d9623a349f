import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { GuestTokenRequest, GuestTokenResult } from '../../machines/deviceToken.machine';
import type { OtpRequest, VerifyOtpResult } from '../../machines/otpLogin.machine';
import { provideTab, type LoginAnswer, type LoginRequester, type TabInput } from '../../machines/tab.machine';
import {
  selectCountdownActor,
  selectDeviceTokenActor,
  selectLoginActor,
  selectLoginOpen,
  selectSessionActor,
} from '../../machines/tab.selectors';
import { describeModel } from './support/describeModel';
import {
  addHotel,
  freshGuest,
  GUEST_TOKEN,
  keptStep,
  keptStepLoggedIn,
  loggedIn,
  NOW,
  openBookings,
  reloadedDuringOtp,
  storedLogin,
  TOKEN,
  unusableStep,
  USER,
} from './tab.fixtures';
import { tabModel } from './tab.model';

describeModel('tab', tabModel);

const NEW_GUEST_TOKEN = 'new-guest-token-0123456789abcdef';
const verified: VerifyOtpResult = { hotelStatus: 'SUCCESS', userId: USER, hotelFailureMsg: null, token: TOKEN };

/**
 * The tab with its real children (session, device token, idle timer, login, countdown) and fake
 * effects: what one actor reports reaches the others through the tab.
 */
function startTab(input: TabInput) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const started: number[] = [];
  const note = (name: string) => () => void effects.push(name);
  const machine = provideTab({
    now: () => NOW + clock.now(),
    forgetOtpStep: note('forgetOtpStep'),
    openAccountPage: (path) => void effects.push(`openAccountPage ${path}`),
    leaveAccountPage: (path) => void effects.push(`leaveAccountPage ${path}`),
    session: {
      actors: { logout: fromPromise<unknown, { userId: string }>(async () => ({ hotelStatus: 'SUCCESS' })) },
      actions: { persistLogin: note('persistLogin'), clearLocalStorage: note('clearLocalStorage'), goHome: note('goHome') },
    },
    deviceToken: {
      actors: { fetchGuestToken: fromPromise<GuestTokenResult, GuestTokenRequest>(async () => ({ status: 'SUCCESS', token: NEW_GUEST_TOKEN })) },
      actions: { markUserToken: note('markUserToken') },
    },
    idleSession: {},
    otpLogin: {
      actors: {
        requestOtp: fromPromise<unknown, OtpRequest>(async () => ({ sent: true })),
        verifyOtp: fromPromise(async () => verified),
      },
    },
    countdown: { actions: { storeStartTime: (_, { startedAt }) => void started.push(startedAt) } },
  });
  const tab = createActor(machine, { input, clock }).start();
  const answers: LoginAnswer[] = [];
  const heart = createActor(fromCallback<LoginAnswer>(({ receive }) => receive((answer) => void answers.push(answer))), { id: 'heart' }).start();
  const snapshot = () => tab.getSnapshot();
  return {
    tab,
    clock,
    effects,
    started,
    answers,
    heart: heart as unknown as LoginRequester,
    login: () => selectLoginActor(snapshot()),
    countdown: () => selectCountdownActor(snapshot()),
    session: () => selectSessionActor(snapshot()),
    deviceToken: () => selectDeviceTokenActor(snapshot()),
  };
}

/** Lets the fake calls' promises settle. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** Phone number, Get OTP, the pause before the OTP modal. */
async function sendCode(t: ReturnType<typeof startTab>) {
  t.login()!.send({ type: 'phone.changed', value: '9876543210' });
  t.login()!.send({ type: 'otp.requested' });
  await settle();
  t.clock.increment(1000);
}

describe('tab with its real children', () => {
  it('a heart asks for a login: the verified code logs the session in, hands the token on and answers the heart', async () => {
    const t = startTab(freshGuest);
    t.tab.send({ type: 'login.requested', intent: addHotel, replyTo: t.heart });
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(true);
    expect(t.countdown()).toBeNull();

    await sendCode(t);
    // The code went out: the countdown runs from then (a second has gone by for the OTP modal's pause).
    expect(t.started).toEqual([NOW]);
    expect(t.countdown()?.getSnapshot().context.remaining).toBe(59);
    expect(t.login()?.getSnapshot().matches('otp')).toBe(true);

    t.login()!.send({ type: 'otp.pasted', text: '123456' });
    t.login()!.send({ type: 'otp.submitted' });
    await settle();
    expect(t.session().getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(t.session().getSnapshot().context).toEqual({ userId: USER, token: TOKEN });
    expect(t.deviceToken().getSnapshot().context.token).toBe(TOKEN);
    // (The first forgetOtpStep is the start's: no step was kept.)
    expect(t.effects).toEqual(['forgetOtpStep', 'persistLogin', 'markUserToken']);
    expect(t.answers).toEqual([{ type: 'login.succeeded', intent: addHotel, userId: USER }]);
    expect(t.tab.getSnapshot().matches({ account: 'loggedIn' })).toBe(true);

    // 'Login Successful!' shows a moment, then the modal closes and the kept step goes.
    t.clock.increment(1000);
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(false);
    expect(t.login()).toBeNull();
    expect(t.countdown()).toBeNull();
    expect(t.effects).toContain('forgetOtpStep');
    expect(t.answers).toHaveLength(1);
    t.tab.stop();
  });

  it('closing the login modal answers the heart that the login was cancelled', () => {
    const t = startTab(freshGuest);
    t.tab.send({ type: 'login.requested', intent: addHotel, replyTo: t.heart });
    t.login()!.send({ type: 'login.cancelled' });
    expect(t.answers).toEqual([{ type: 'login.cancelled', intent: addHotel }]);
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(false);
    expect(t.effects).toEqual(['forgetOtpStep', 'forgetOtpStep']); // at the start, and as the flow ends
    t.tab.stop();
  });

  it('the countdown running out reaches the login machine; a resend restarts the same countdown', async () => {
    const t = startTab(freshGuest);
    t.tab.send({ type: 'login.requested' });
    await sendCode(t);
    const countdown = t.countdown();
    // The simulated clock fires one due timer per increment.
    for (let i = 0; i < 60; i++) t.clock.increment(1000);
    expect(countdown?.getSnapshot().hasTag('expired')).toBe(true);
    expect(t.login()?.getSnapshot().context.expired).toBe(true);
    expect(t.login()?.getSnapshot().can({ type: 'otp.submitted' })).toBe(false);

    t.login()!.send({ type: 'otp.resendRequested' });
    await settle();
    expect(t.countdown()).toBe(countdown);
    expect(countdown?.getSnapshot().hasTag('running')).toBe(true);
    expect(countdown?.getSnapshot().context.remaining).toBe(60);
    expect(t.started).toEqual([NOW, NOW + 61_000]);
    expect(t.login()?.getSnapshot().context.expired).toBe(false);
    t.tab.stop();
  });

  it('a countdown the clock overtook starts again from its start time', async () => {
    const t = startTab(freshGuest);
    t.tab.send({ type: 'login.requested' });
    await sendCode(t);
    t.tab.send({ type: 'countdown.resynced', startedAt: NOW, now: NOW + 50_500 });
    expect(t.countdown()?.getSnapshot().context).toMatchObject({ startedAt: NOW, remaining: 10 });
    expect(t.started).toEqual([NOW]); // the stored start stays
    t.tab.stop();
  });

  it('a 401 logs the tab out, makes the device token fetch a guest token, and offers the login', async () => {
    const t = startTab(loggedIn);
    expect(t.deviceToken().getSnapshot().context.token).toBe(TOKEN);
    t.session().send({ type: 'session.unauthorized' });
    await settle();
    expect(t.tab.getSnapshot().matches({ account: 'guest' })).toBe(true);
    expect(t.session().getSnapshot().hasTag('guest')).toBe(true);
    expect(t.deviceToken().getSnapshot().context.token).toBe(NEW_GUEST_TOKEN);
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(true);
    t.tab.stop();
  });

  it('a login in another tab answers the heart waiting here', () => {
    const t = startTab(freshGuest);
    t.tab.send({ type: 'login.requested', intent: addHotel, replyTo: t.heart });
    t.session().send({ type: 'session.storageChanged', ...storedLogin });
    expect(t.answers).toEqual([{ type: 'login.succeeded', intent: addHotel, userId: USER }]);
    expect(t.deviceToken().getSnapshot().context.token).toBe(TOKEN);
    // Closing the modal afterwards cancels nothing: the heart has had its answer.
    t.login()!.send({ type: 'login.cancelled' });
    expect(t.answers).toHaveLength(1);
    t.tab.stop();
  });

  it('a logged-in user asking is answered at once, with no modal', () => {
    const t = startTab(loggedIn);
    t.tab.send({ type: 'login.requested', intent: addHotel, replyTo: t.heart });
    expect(t.answers).toEqual([{ type: 'login.succeeded', intent: addHotel, userId: USER }]);
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(false);
    t.tab.send({ type: 'login.requested' });
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(false);
    t.tab.stop();
  });

  it('an account page visited logged out: the login opens, and the page shows once the code is verified', async () => {
    const t = startTab(freshGuest);
    t.tab.send({ type: 'login.requested', intent: openBookings });
    // (StrictMode runs the page's effect twice: the second request takes the first's place.)
    t.tab.send({ type: 'login.requested', intent: openBookings });
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(true);
    await sendCode(t);
    t.login()!.send({ type: 'otp.pasted', text: '123456' });
    t.login()!.send({ type: 'otp.submitted' });
    await settle();
    expect(t.effects).toEqual(['forgetOtpStep', 'persistLogin', 'openAccountPage /user/upcoming?from=email', 'markUserToken']);
    t.clock.increment(1000);
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(false);
    expect(t.effects.filter((e) => e.includes('AccountPage'))).toEqual(['openAccountPage /user/upcoming?from=email']);
    t.tab.stop();
  });

  it('an account page visited logged out: closing the login goes home', () => {
    const t = startTab(freshGuest);
    t.tab.send({ type: 'login.requested', intent: openBookings });
    t.login()!.send({ type: 'login.cancelled' });
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(false);
    expect(t.effects).toEqual(['forgetOtpStep', 'leaveAccountPage /user/upcoming?from=email', 'forgetOtpStep']);
    t.tab.stop();
  });

  it('a 401 on an account page: the login the session offers takes the page, which shows after the login', async () => {
    const t = startTab(loggedIn);
    t.session().send({ type: 'session.unauthorized' });
    await settle();
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(true);
    // The account page, now logged out, asks for its login: it joins the open one.
    t.tab.send({ type: 'login.requested', intent: openBookings });
    const login = t.login();
    await sendCode(t);
    expect(t.login()).toBe(login);
    t.login()!.send({ type: 'otp.pasted', text: '123456' });
    t.login()!.send({ type: 'otp.submitted' });
    await settle();
    expect(t.effects.filter((e) => e.includes('AccountPage'))).toEqual(['openAccountPage /user/upcoming?from=email']);
    t.tab.stop();
  });

  it('a reload during the OTP step reopens it, with the countdown from when the code went out', () => {
    const t = startTab(reloadedDuringOtp);
    expect(t.login()?.getSnapshot().matches('otp')).toBe(true);
    expect(t.login()?.getSnapshot().context).toMatchObject({ contact: '9876543210', countryIso: 'AE' });
    expect(t.countdown()?.getSnapshot().context).toMatchObject({ startedAt: keptStep.startedAt, remaining: 40 });
    expect(t.started).toEqual([]); // the stored start is kept as it was
    expect(t.effects).toEqual([]);
    expect(t.deviceToken().getSnapshot().context.token).toBe(GUEST_TOKEN);
    t.tab.stop();
  });

  it('a kept step is forgotten for a user logged in meanwhile, or when it cannot be used', () => {
    for (const input of [keptStepLoggedIn, unusableStep]) {
      const t = startTab(input);
      expect(selectLoginOpen(t.tab.getSnapshot())).toBe(false);
      expect(t.effects).toEqual(['forgetOtpStep']);
      t.tab.stop();
    }
  });
});
