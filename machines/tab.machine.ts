import { assign, sendParent, sendTo, setup, type ActorRef, type AnyStateMachine, type Snapshot } from 'xstate';
import { countdownMachine, type CountdownInput } from './countdown.machine';
import { deviceTokenMachine } from './deviceToken.machine';
import { idleSessionMachine } from './idleSession.machine';
import { FRESH_LOGIN, isResumable, otpLoginMachine, type OtpLoginInput } from './otpLogin.machine';
import { isCompleteLogin, sessionMachine, type StoredLogin } from './session.machine';

/**
 * What a login was asked for, to be done once it succeeds. Each feature that needs a login
 * first adds its case and handles the two answers (wishlist.machine.ts: add the hotel or drop the
 * add; reviewBooking.machine.ts: continue the booking on `login.succeeded`, "Please log in to
 * proceed with booking." on `login.cancelled`). The account pages have no machine of their own:
 * the tab carries out `account.open` itself (`openAccountPage`, `leaveAccountPage`).
 */
export interface KeptOtpStep {
  step: { channel: 'phone' | 'email'; contact: string; countryIso: string };
  /** When the code was sent (epoch ms): the countdown resumes from here. */
  startedAt: number;
}

export type LoginIntent =
  /** A logged-out click on a wishlist heart: add this hotel once logged in. */
  | { type: 'wishlist.add'; hotelId: string }
  /** The review booking page of this option, opened or booked logged out: continue the booking once logged in. */
  | { type: 'booking.continue'; hotelId: string; optionId: string }
  /**
   * An account page (`/user/...`, with its query) visited logged out, or whose session ran out:
   * show it once logged in; go home when the login closes without one.
   */
  | { type: 'account.open'; path: string };

/** What the tab answers whoever asked for a login with an intent. */
export type LoginAnswer =
  /** The user logged in (here or in another tab): do what was asked. */
  | { type: 'login.succeeded'; intent: LoginIntent; userId: string }
  /** The login modal was closed, or another request took this one's place: drop it. */
  | { type: 'login.cancelled'; intent: LoginIntent };

/** Whoever asked for a login with an intent (a wishlist heart's actor): it gets the answer as an event. */
export type LoginRequester = ActorRef<Snapshot<unknown>, LoginAnswer>;

/**
 * A login request waiting for the login to end: answered to whoever asked (`replyTo`), or, for
 * an intent the tab carries out itself (`account.open`), with no one to answer (null).
 */
export interface PendingLogin {
  intent: LoginIntent;
  replyTo: LoginRequester | null;
}

/** What `login.requested` may carry: an intent, and who asked (none for `account.open`). */
interface LoginRequest {
  intent?: LoginIntent;
  replyTo?: LoginRequester;
}

export interface TabInput {
  /** The login local storage holds: the session starts from it. */
  login: StoredLogin;
  /** The device token to start with (the stored user's, else the tab's own), or none. */
  storedToken: string | null;
  /** The OTP step a reload interrupted, with when its code was sent, or null. */
  otpStep: KeptOtpStep | null;
  /** The current time (epoch ms), given by the app so the machine stays pure. */
  now: number;
}

export interface TabContext {
  /** What the session and the device token start from. */
  start: { login: StoredLogin; storedToken: string | null };
  /** The logged-in user as the session last reported, or null for a guest. */
  userId: string | null;
  /** The OTP step a reload interrupted, until the login region has decided on it. */
  kept: KeptOtpStep | null;
  /** The request the open login will answer, or null. */
  pending: PendingLogin | null;
  /** Where the open login flow starts: afresh, or at the kept OTP step. */
  loginInput: OtpLoginInput;
  /** Where the countdown starts: a stored start time (or null: now) and the time it starts at. */
  countdownInput: CountdownInput;
}

export type TabEvent =
  /**
   * Open the login modal (the header's button; the session after a 401), or keep the open one.
   * With an intent and who asked (a wishlist heart), that one is answered when the login ends;
   * `account.open` (an account page logged out) needs no one to answer: the tab does it.
   */
  | ({ type: 'login.requested' } & LoginRequest)
  /** From the login machine: the code was verified for this user, with the rotated device token. */
  | { type: 'login.verified'; userId: string; token: string }
  /** From the login machine: a code went out (the first send or a resend), at `now`. */
  | { type: 'login.codeSent'; now: number }
  /** From the countdown: the code's 60 s are over. */
  | { type: 'countdown.expired' }
  /**
   * From the app: the clock has moved on further than the countdown's ticks say (a sleeping
   * laptop, a throttled background tab); the countdown starts again from its start time.
   */
  | { type: 'countdown.resynced'; startedAt: number; now: number }
  /** From the session: this tab acts as this user (a login here or in another tab) and sends this token. */
  | { type: 'session.tokenAdopted'; userId: string; token: string }
  /** From the session: the login ended (logout, 401, a logout in another tab); its token is dead. */
  | { type: 'session.tokenEnded' };

/** The machines the tab runs, before the tab wires what they report. */
type TabChildren = {
  session: typeof sessionMachine;
  deviceToken: typeof deviceTokenMachine;
  idleSession: typeof idleSessionMachine;
  otpLogin: typeof otpLoginMachine;
  countdown: typeof countdownMachine;
};

const report = (event: TabEvent) => event;

/**
 * The children as the tab runs them: what each reports becomes an event to the tab (its
 * parent), which passes it on. `now` is the clock the app gives (the countdown starts when a
 * code goes out).
 */
function wired(children: TabChildren, now: () => number): TabChildren {
  return {
    session: children.session.provide({
      actions: {
        adoptToken: sendParent((_, login: { userId: string; token: string }) => report({ type: 'session.tokenAdopted', ...login })),
        renewGuestToken: sendParent(report({ type: 'session.tokenEnded' })),
        offerLogin: sendParent(report({ type: 'login.requested' })),
      },
    }),
    deviceToken: children.deviceToken,
    idleSession: children.idleSession,
    otpLogin: children.otpLogin.provide({
      actions: {
        storeLogin: sendParent((_, login: { userId: string; token: string }) => report({ type: 'login.verified', ...login })),
        startCountdown: sendParent(() => report({ type: 'login.codeSent', now: now() })),
      },
    }),
    countdown: children.countdown.provide({
      actions: { reportExpired: sendParent(report({ type: 'countdown.expired' })) },
    }),
  };
}

const pureChildren: TabChildren = {
  session: sessionMachine,
  deviceToken: deviceTokenMachine,
  idleSession: idleSessionMachine,
  otpLogin: otpLoginMachine,
  countdown: countdownMachine,
};

/** The waiting request's answer when the login will not bring what it asked for. */
const cancelPending = {
  type: 'answer',
  params: ({ context }: { context: TabContext }): { to: LoginRequester; answer: LoginAnswer } => ({
    to: context.pending!.replyTo!,
    answer: { type: 'login.cancelled', intent: context.pending!.intent },
  }),
} as const;

/** The account page the waiting request asked for, or '' (a guard checked there is one). */
const pendingPath = ({ context }: { context: TabContext }): { path: string } => ({ path: accountPathOf(context.pending?.intent) ?? '' });

const noClock = (): number => {
  throw new Error('the clock is provided by the app (provideTab)');
};

/**
 * The tab's long-lived actors and how they talk:
 *
 * - It runs the session (`session`), the device token (`deviceToken`) and the idle timer
 *   (`idleSession`) for the tab's life, and the login flow while it is open: the login machine
 *   (`otpLogin`) and, once a code went out, its countdown (`countdown`). Each is invoked with
 *   that systemId, so the app reaches them through the tab's system.
 * - `account` follows the session: a login (here or in another tab) hands the user's token to
 *   the device token (`token.adopted`); its end makes the device token fetch a guest token
 *   (`token.rejected`).
 * - `login`: `login.requested` opens the login modal for a guest. A request may carry an intent
 *   and who asked (`replyTo`); the tab keeps it while the modal is open and answers it:
 *   `login.succeeded` once the session reports a login, `login.cancelled` when the modal closes
 *   without one, or when a newer request with an intent takes its place. A logged-in user's
 *   request is answered at once. An `account.open` request (an account page seen logged out,
 *   after a visit or a 401 there) is the tab's own: the login shows that page
 *   (`openAccountPage`), closing the modal without one goes home (`leaveAccountPage`), and a
 *   newer request simply takes its place. A verified code logs the session in (`session.loggedIn`).
 *   The first code sent starts the countdown, a resend restarts it, its end reaches the login
 *   machine (`countdown.expired`). When the flow ends, `forgetOtpStep` clears the kept step.
 * - At the start, an OTP step a reload interrupted reopens at the OTP step with the countdown
 *   from its stored start, for a guest and a step that can be used; otherwise it is forgotten.
 *
 * `tabMachine` is the tab with the pure children; `provideTab` gives them the app's effects.
 */
export const tabMachine = setup({
  types: {
    context: {} as TabContext,
    input: {} as TabInput,
    events: {} as TabEvent,
    children: {} as {
      session: 'session';
      deviceToken: 'deviceToken';
      idleSession: 'idleSession';
      otpLogin: 'otpLogin';
      countdown: 'countdown';
    },
  },
  actors: wired(pureChildren, noClock),
  actions: {
    /** Side effect, provided by the app: remove the kept OTP step and its start time from session storage. */
    forgetOtpStep: () => {},
    /** Side effect, provided by the app: show this account page (path and query), navigating there unless the tab shows it. */
    openAccountPage: (_, _params: { path: string }) => {},
    /** Side effect, provided by the app: go home in place of this account page, if the tab still shows it. */
    leaveAccountPage: (_, _params: { path: string }) => {},
    /** Tells whoever asked for a login how it ended. */
    answer: sendTo(
      (_, params: { to: LoginRequester; answer: LoginAnswer }) => params.to,
      (_, params: { to: LoginRequester; answer: LoginAnswer }) => params.answer,
    ),
    keepRequest: assign({ pending: (_, params: LoginRequest) => pendingOf(params) }),
    dropRequest: assign({ pending: null }),
    rememberUser: assign({ userId: (_, params: { userId: string }) => params.userId }),
    forgetUser: assign({ userId: null }),
    openAfresh: assign({ loginInput: FRESH_LOGIN }),
    reopenKeptStep: assign({ loginInput: ({ context }) => ({ resume: context.kept?.step ?? null }) }),
    settleKeptStep: assign({ kept: null }),
    setCountdownStart: assign({ countdownInput: (_, params: CountdownInput) => params }),
    handTokenOn: sendTo('deviceToken', (_, params: { token: string }) => ({ type: 'token.adopted' as const, token: params.token })),
    endToken: sendTo('deviceToken', { type: 'token.rejected' }),
    logSessionIn: sendTo('session', (_, params: { userId: string; token: string }) => ({
      type: 'session.loggedIn' as const,
      userId: params.userId,
      token: params.token,
    })),
    restartCountdown: sendTo('countdown', (_, params: { now: number }) => ({ type: 'countdown.restarted' as const, now: params.now })),
    tellLoginExpired: sendTo('otpLogin', { type: 'countdown.expired' }),
  },
  guards: {
    isLoggedIn: ({ context }) => context.userId !== null,
    isGuest: ({ context }) => context.userId === null,
    /** A guest, and a kept step the login form can reopen. */
    resumesKeptStep: ({ context }) => context.userId === null && isResumable(context.kept?.step),
    /** The request says what to do after the login, and whom to tell (or it is the tab's own). */
    hasIntent: (_, params: LoginRequest) => pendingOf(params) !== null,
    /** The request asks for an account page (the tab shows it itself). */
    opensAccountPage: (_, params: LoginRequest) => accountPathOf(params.intent) !== null,
    /**
     * A request with an intent while another one waits for its answer: the newer one takes its
     * place, and the older is told. (A waiting `account.open` is simply replaced: its page is no
     * longer shown.)
     */
    replacesRequest: ({ context }, params: LoginRequest) => !!context.pending?.replyTo && pendingOf(params) !== null,
    hasPending: ({ context }) => context.pending !== null,
    /** The waiting request is an account page's. */
    waitsForAccountPage: ({ context }) => accountPathOf(context.pending?.intent) !== null,
  },
}).createMachine({
  id: 'tab',
  context: ({ input }) => ({
    start: { login: input.login, storedToken: input.storedToken },
    userId: isCompleteLogin(input.login) ? input.login.userId : null,
    kept: input.otpStep,
    pending: null,
    loginInput: FRESH_LOGIN,
    countdownInput: { startedAt: input.otpStep?.startedAt ?? null, now: input.now },
  }),
  invoke: [
    { src: 'session', id: 'session', systemId: 'session', input: ({ context }) => context.start.login },
    { src: 'deviceToken', id: 'deviceToken', systemId: 'deviceToken', input: ({ context }) => ({ storedToken: context.start.storedToken }) },
    { src: 'idleSession', id: 'idleSession', systemId: 'idleSession' },
  ],
  type: 'parallel',
  states: {
    /** Who the session says is using the tab. */
    account: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'isLoggedIn', target: 'loggedIn' }, { target: 'guest' }] },
        guest: {
          on: {
            'session.tokenAdopted': {
              target: 'loggedIn',
              actions: [
                { type: 'rememberUser', params: ({ event }) => ({ userId: event.userId }) },
                { type: 'handTokenOn', params: ({ event }) => ({ token: event.token }) },
              ],
            },
          },
        },
        loggedIn: {
          on: {
            // Another tab logged in again (a new token) or as someone else.
            'session.tokenAdopted': {
              actions: [
                { type: 'rememberUser', params: ({ event }) => ({ userId: event.userId }) },
                { type: 'handTokenOn', params: ({ event }) => ({ token: event.token }) },
              ],
            },
            'session.tokenEnded': { target: 'guest', actions: ['forgetUser', 'endToken'] },
          },
        },
      },
    },
    /** The login and OTP modals. */
    login: {
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: 'resumesKeptStep', target: 'open.counting', actions: ['reopenKeptStep', 'settleKeptStep'] },
            { target: 'closed', actions: ['forgetOtpStep', 'settleKeptStep'] },
          ],
        },
        closed: {
          on: {
            'login.requested': [
              {
                guard: 'isGuest',
                target: 'open',
                actions: ['openAfresh', { type: 'keepRequest', params: ({ event }) => requestOf(event) }],
              },
              // Logged in already: what was asked can be done now.
              {
                guard: { type: 'opensAccountPage', params: ({ event }) => requestOf(event) },
                actions: { type: 'openAccountPage', params: ({ event }) => ({ path: accountPathOf(event.intent) ?? '' }) },
              },
              {
                guard: { type: 'hasIntent', params: ({ event }) => requestOf(event) },
                actions: {
                  type: 'answer',
                  params: ({ context, event }) => ({
                    to: event.replyTo!,
                    answer: { type: 'login.succeeded', intent: event.intent!, userId: context.userId ?? '' },
                  }),
                },
              },
            ],
          },
        },
        open: {
          invoke: {
            src: 'otpLogin',
            id: 'otpLogin',
            systemId: 'otpLogin',
            input: ({ context }) => context.loginInput,
            // A request still waiting when the flow ends was not answered by a login.
            onDone: [
              { guard: 'waitsForAccountPage', target: 'closed', actions: [{ type: 'leaveAccountPage', params: pendingPath }, 'dropRequest', 'forgetOtpStep'] },
              { guard: 'hasPending', target: 'closed', actions: [cancelPending, 'dropRequest', 'forgetOtpStep'] },
              { target: 'closed', actions: 'forgetOtpStep' },
            ],
            onError: [
              { guard: 'waitsForAccountPage', target: 'closed', actions: [{ type: 'leaveAccountPage', params: pendingPath }, 'dropRequest', 'forgetOtpStep'] },
              { guard: 'hasPending', target: 'closed', actions: [cancelPending, 'dropRequest', 'forgetOtpStep'] },
              { target: 'closed', actions: 'forgetOtpStep' },
            ],
          },
          initial: 'awaitingCode',
          states: {
            /** The phone or e-mail form; no code has gone out yet. */
            awaitingCode: {
              on: {
                'login.codeSent': {
                  target: 'counting',
                  actions: { type: 'setCountdownStart', params: ({ event }) => ({ startedAt: null, now: event.now }) },
                },
              },
            },
            /** A code went out: its countdown runs. */
            counting: {
              invoke: { src: 'countdown', id: 'countdown', systemId: 'countdown', input: ({ context }) => context.countdownInput },
              on: {
                'login.codeSent': { actions: { type: 'restartCountdown', params: ({ event }) => ({ now: event.now }) } },
                'countdown.expired': { actions: 'tellLoginExpired' },
                'countdown.resynced': {
                  target: 'counting',
                  reenter: true,
                  actions: { type: 'setCountdownStart', params: ({ event }) => ({ startedAt: event.startedAt, now: event.now }) },
                },
              },
            },
          },
          on: {
            'login.requested': [
              {
                guard: { type: 'replacesRequest', params: ({ event }) => requestOf(event) },
                actions: [cancelPending, { type: 'keepRequest', params: ({ event }) => requestOf(event) }],
              },
              {
                guard: { type: 'hasIntent', params: ({ event }) => requestOf(event) },
                actions: { type: 'keepRequest', params: ({ event }) => requestOf(event) },
              },
            ],
            'login.verified': {
              actions: { type: 'logSessionIn', params: ({ event }) => ({ userId: event.userId, token: event.token }) },
            },
            'session.tokenAdopted': [
              { guard: 'waitsForAccountPage', actions: [{ type: 'openAccountPage', params: pendingPath }, 'dropRequest'] },
              {
                guard: 'hasPending',
                actions: [
                  {
                    type: 'answer',
                    params: ({ context, event }) => ({
                      to: context.pending!.replyTo!,
                      answer: { type: 'login.succeeded', intent: context.pending!.intent, userId: event.userId },
                    }),
                  },
                  'dropRequest',
                ],
              },
            ],
          },
        },
      },
    },
  },
});

function requestOf(event: LoginRequest): LoginRequest {
  return { intent: event.intent, replyTo: event.replyTo };
}

/** The account page an intent asks for, or null for any other intent. */
function accountPathOf(intent: LoginIntent | undefined): string | null {
  return intent?.type === 'account.open' ? intent.path : null;
}

/** The request to keep: one that says whom to answer, or the tab's own `account.open`; else none. */
function pendingOf({ intent, replyTo }: LoginRequest): PendingLogin | null {
  if (!intent) return null;
  if (replyTo) return { intent, replyTo };
  return accountPathOf(intent) !== null ? { intent, replyTo: null } : null;
}

type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

/** The app's effects for every part of the tab (src/live/tab.ts). */
export interface TabEffects {
  /** The clock (epoch ms): a countdown starts when its code goes out. */
  now: () => number;
  /** The tab's own effects. */
  forgetOtpStep: () => void;
  openAccountPage: (path: string) => void;
  leaveAccountPage: (path: string) => void;
  session: Implementations<typeof sessionMachine>;
  deviceToken: Implementations<typeof deviceTokenMachine>;
  idleSession: Implementations<typeof idleSessionMachine>;
  otpLogin: Implementations<typeof otpLoginMachine>;
  countdown: Implementations<typeof countdownMachine>;
}

/** The tab as the app runs it: each child with the app's effects, then the tab's wiring. */
export function provideTab(effects: TabEffects) {
  return tabMachine.provide({
    actions: {
      forgetOtpStep: effects.forgetOtpStep,
      openAccountPage: (_, { path }) => effects.openAccountPage(path),
      leaveAccountPage: (_, { path }) => effects.leaveAccountPage(path),
    },
    actors: wired(
      {
        session: sessionMachine.provide(effects.session),
        deviceToken: deviceTokenMachine.provide(effects.deviceToken),
        idleSession: idleSessionMachine.provide(effects.idleSession),
        otpLogin: otpLoginMachine.provide(effects.otpLogin),
        countdown: countdownMachine.provide(effects.countdown),
      },
      effects.now,
    ),
  });
}
