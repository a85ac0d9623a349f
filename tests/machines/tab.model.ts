import { expect } from 'vitest';
import { FRESH_LOGIN } from '../../machines/otpLogin.machine';
import { tabMachine } from '../../machines/tab.machine';
import { selectCountdownActor, selectLoginActor, selectLoginOpen, selectPendingIntent } from '../../machines/tab.selectors';
import { callsOf } from './support/actions';
import type { MachineModel, StepCheck } from './support/model';
import {
  addHotel,
  continueBooking,
  freshGuest,
  heart,
  keptStep,
  loggedIn,
  NOW,
  openBookings,
  reloadedDuringOtp,
  reviewPage,
  TOKEN,
  USER,
} from './tab.fixtures';

/** The input a child was started with (here every child is a fake that keeps it in its snapshot). */
const inputOf = (child: unknown) => (child as { getSnapshot(): { input: unknown } } | null | undefined)?.getSnapshot().input;

/** A countdown the clock overtook: started 20 s before, now 45 s later than the ticks say. */
const RESYNCED = { startedAt: NOW - 20_000, now: NOW + 45_000 };

/** The account page a request asks for, or null. */
const accountPath = (intent: unknown) => ((intent as { type?: string } | undefined)?.type === 'account.open' ? (intent as { path: string }).path : null);

/** The account-page effects one step ran. */
const accountEffects = (actions: Parameters<typeof callsOf>[0]) => ({
  opened: callsOf(actions, 'openAccountPage'),
  left: callsOf(actions, 'leaveAccountPage'),
});
const NO_ACCOUNT_EFFECTS = { opened: [], left: [] };

/**
 * The tab's own behaviour: what it keeps, and what it sends its children and whoever asked for
 * a login. Its children stand still here (each has its own model); what they report reaches the
 * tab as the events below. tab.test.ts runs the tab with its real children.
 */
export const tabModel: MachineModel<typeof tabMachine> = {
  machine: tabMachine,
  inputs: [freshGuest, loggedIn, reloadedDuringOtp],
  events: [
    // The header's Login button; the session after a 401.
    { type: 'login.requested' },
    // A logged-out click on a heart; the review booking page (its request takes the heart's place,
    // or the heart's takes its place).
    { type: 'login.requested', intent: addHotel, replyTo: heart },
    { type: 'login.requested', intent: continueBooking, replyTo: reviewPage },
    // An account page seen logged out (a visit, or a 401 there): the tab's own intent, no one to answer.
    { type: 'login.requested', intent: openBookings },
    // From the login machine.
    { type: 'login.codeSent', now: NOW },
    { type: 'login.verified', userId: USER, token: TOKEN },
    // From the countdown, and from the app's look at the clock.
    { type: 'countdown.expired' },
    { type: 'countdown.resynced', ...RESYNCED },
    // From the session.
    { type: 'session.tokenAdopted', userId: USER, token: TOKEN },
    { type: 'session.tokenEnded' },
  ],
  // The children never finish on their own, except the login flow (the modal closes).
  actors: {
    session: {},
    deviceToken: {},
    idleSession: {},
    countdown: {},
    otpLogin: { done: [undefined], error: [new Error('the login machine stopped')] },
  },
  states: {
    'account.starting': () => {
      throw new Error('account.starting is only passed through');
    },
    'login.starting': () => {
      throw new Error('login.starting is only passed through');
    },
    'account.guest': (s) => expect(s.context.userId).toBeNull(),
    'account.loggedIn': (s) => expect(s.context.userId).toBe(USER),
    login: (s) => {
      expect(s.context.kept).toBeNull(); // decided on at the start
      expect(s.children.session).toBeDefined();
      expect(s.children.deviceToken).toBeDefined();
      expect(s.children.idleSession).toBeDefined();
    },
    'login.closed': (s) => {
      expect(selectLoginOpen(s)).toBe(false);
      expect(selectLoginActor(s)).toBeNull();
      expect(selectCountdownActor(s)).toBeNull();
      expect(selectPendingIntent(s)).toBeNull();
    },
    'login.open': (s) => {
      expect(selectLoginOpen(s)).toBe(true);
      expect(inputOf(selectLoginActor(s))).toEqual(s.context.loginInput);
      // A request waits only while someone asked with an intent, or for an account page (no one to answer).
      const pending = s.context.pending;
      if (pending?.intent.type === 'account.open') expect(pending.replyTo).toBeNull();
      else if (pending) expect([heart, reviewPage]).toContain(pending.replyTo);
    },
    'login.open.awaitingCode': (s) => {
      expect(selectCountdownActor(s)).toBeNull();
      expect(s.context.loginInput).toEqual(FRESH_LOGIN);
    },
    'login.open.counting': (s) => {
      expect(inputOf(selectCountdownActor(s))).toEqual(s.context.countdownInput);
    },
  },
  steps: {
    'xstate.init': ({ input, after, actions, sent }) => {
      expect(inputOf(after.children.session)).toEqual(input.login);
      expect(inputOf(after.children.deviceToken)).toEqual({ storedToken: input.storedToken });
      expect(after.matches({ account: input.login.loggedIn ? 'loggedIn' : 'guest' })).toBe(true);
      expect(sent).toEqual([]);
      if (input === reloadedDuringOtp) {
        // The OTP modal again, for the same contact, and the countdown from the code's send.
        expect(after.matches({ login: { open: 'counting' } })).toBe(true);
        expect(inputOf(selectLoginActor(after))).toEqual({ resume: keptStep.step });
        expect(inputOf(selectCountdownActor(after))).toEqual({ startedAt: keptStep.startedAt, now: NOW });
        expect(callsOf(actions, 'forgetOtpStep')).toEqual([]);
      } else {
        expect(after.matches({ login: 'closed' })).toBe(true);
        expect(callsOf(actions, 'forgetOtpStep')).toHaveLength(1);
      }
    },
    'login.requested': ({ event, before, after, actions, sent }) => {
      const withIntent = event.intent !== undefined;
      const path = accountPath(event.intent);
      if (before.matches({ login: 'closed' }) && before.context.userId !== null) {
        // Logged in already: no modal; whoever asked is answered at once, an account page shows.
        expect(selectLoginOpen(after)).toBe(false);
        expect(accountEffects(actions)).toEqual({ opened: path ? [{ path }] : [], left: [] });
        expect(sent).toEqual(
          withIntent && !path ? [{ to: (event.replyTo as { id: string }).id, event: { type: 'login.succeeded', intent: event.intent, userId: USER } }] : [],
        );
      } else if (before.matches({ login: 'closed' })) {
        expect(after.matches({ login: { open: 'awaitingCode' } })).toBe(true);
        expect(selectPendingIntent(after)).toEqual(withIntent ? event.intent : null);
        expect(after.context.pending?.replyTo ?? null).toBe(event.replyTo ?? null);
        expect(accountEffects(actions)).toEqual(NO_ACCOUNT_EFFECTS);
        expect(sent).toEqual([]);
      } else {
        // The modal is open already: it stays as it is; a newer intent takes the older one's place
        // (an older one that waits for an answer is told; an account page's is just dropped).
        expect(after.value).toEqual(before.value);
        const older = before.context.pending;
        expect(selectPendingIntent(after)).toEqual(withIntent ? event.intent : (older?.intent ?? null));
        expect(accountEffects(actions)).toEqual(NO_ACCOUNT_EFFECTS);
        expect(sent).toEqual(
          withIntent && older?.replyTo ? [{ to: older.replyTo.id, event: { type: 'login.cancelled', intent: older.intent } }] : [],
        );
      }
    },
    'login.codeSent': ({ before, after, sent }) => {
      if (before.matches({ login: { open: 'awaitingCode' } })) {
        // The first code: the countdown starts now.
        expect(inputOf(selectCountdownActor(after))).toEqual({ startedAt: null, now: NOW });
        expect(sent).toEqual([]);
      } else {
        expect(selectCountdownActor(after)).toBe(selectCountdownActor(before));
        expect(sent).toEqual([{ to: 'countdown', event: { type: 'countdown.restarted', now: NOW } }]);
      }
    },
    'countdown.expired': ({ sent }) => expect(sent).toEqual([{ to: 'otpLogin', event: { type: 'countdown.expired' } }]),
    'countdown.resynced': ({ before, after, sent }) => {
      // A new countdown from the same start, at the real time.
      expect(selectCountdownActor(after)).not.toBe(selectCountdownActor(before));
      expect(inputOf(selectCountdownActor(after))).toEqual(RESYNCED);
      expect(selectLoginActor(after)).toBe(selectLoginActor(before));
      expect(sent).toEqual([]);
    },
    'login.verified': ({ before, after, sent }) => {
      expect(after.value).toEqual(before.value);
      expect(sent).toEqual([{ to: 'session', event: { type: 'session.loggedIn', userId: USER, token: TOKEN } }]);
    },
    'session.tokenAdopted': ({ before, after, actions, sent }) => {
      expect(after.matches({ account: 'loggedIn' })).toBe(true);
      const waiting = before.context.pending;
      const path = accountPath(waiting?.intent);
      expect(sent).toEqual([
        { to: 'deviceToken', event: { type: 'token.adopted', token: TOKEN } },
        // Whoever waits for this login is answered, whichever tab logged in.
        ...(waiting?.replyTo ? [{ to: waiting.replyTo.id, event: { type: 'login.succeeded', intent: waiting.intent, userId: USER } }] : []),
      ]);
      // The account page asked for shows.
      expect(accountEffects(actions)).toEqual({ opened: path ? [{ path }] : [], left: [] });
      expect(selectPendingIntent(after)).toBeNull();
      expect(selectLoginActor(after)).toBe(selectLoginActor(before)); // the modal stays until it closes
    },
    'session.tokenEnded': ({ after, sent }) => {
      expect(after.matches({ account: 'guest' })).toBe(true);
      expect(sent).toEqual([{ to: 'deviceToken', event: { type: 'token.rejected' } }]);
    },
    'xstate.done.actor.otpLogin': (step) => expectClosedWithoutLogin(step),
    'xstate.error.actor.otpLogin': (step) => expectClosedWithoutLogin(step),
  },
};

/**
 * The login flow ended (the modal closed, or its machine stopped) with a request still waiting: no
 * login came of it. Whoever asked is told; an account page's visit goes home instead.
 */
function expectClosedWithoutLogin({ before, after, actions, sent }: StepCheck<typeof tabMachine>) {
  expect(after.matches({ login: 'closed' })).toBe(true);
  expect(callsOf(actions, 'forgetOtpStep')).toHaveLength(1);
  expect(selectPendingIntent(after)).toBeNull();
  const waiting = before.context.pending;
  const path = accountPath(waiting?.intent);
  expect(sent).toEqual(waiting?.replyTo ? [{ to: waiting.replyTo.id, event: { type: 'login.cancelled', intent: waiting.intent } }] : []);
  expect(accountEffects(actions)).toEqual({ opened: [], left: path ? [{ path }] : [] });
}
