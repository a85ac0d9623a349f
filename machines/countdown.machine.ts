import { assign, setup } from 'xstate';

/** The OTP countdown lasts 60 s; the server refuses a resend sooner (docs/product.md, Login). */
export const COUNTDOWN_SECONDS = 60;

export interface CountdownInput {
  /** The start time kept in session storage (`otpStartTime`, epoch ms), or null when none is stored. */
  startedAt: number | null;
  /** The current time (epoch ms), given by the app so the machine stays pure. */
  now: number;
}

export interface CountdownContext {
  startedAt: number;
  /** Whole seconds left, 0 to 60. */
  remaining: number;
  /** True when this countdown began now (no stored start time, or a restart) rather than resuming. */
  fresh: boolean;
}

export type CountdownEvent = { type: 'countdown.restarted'; now: number };

/** Seconds left at `now` for a countdown started at `startedAt`, within 0..60. */
export function secondsLeft(startedAt: number, now: number): number {
  const elapsed = Math.floor((now - startedAt) / 1000);
  return Math.min(COUNTDOWN_SECONDS, Math.max(0, COUNTDOWN_SECONDS - elapsed));
}

/**
 * The OTP countdown: 60 s from the start time kept in session storage, so a reload
 * resumes where it was. It ticks once a second (named delay `tick`); at 0 it is `expired`, where
 * the view shows Resend OTP instead of the timer and the login machine disables Verify.
 * `countdown.restarted` (a resend) starts again at 60 s and stores the new start time.
 * With no stored start time the countdown starts now and stores that time.
 *
 * Wiring: the tab (tab.machine.ts) starts it when the first code is sent (or from the stored
 * start after a reload), hears `reportExpired` as it reaches `expired` and tells the login
 * machine, and sends `countdown.restarted` when the login machine sends a code again.
 */
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    input: {} as CountdownInput,
    events: {} as CountdownEvent,
  },
  actions: {
    /** Side effect, provided by the app: write `otpStartTime` to session storage. */
    storeStartTime: (_, _params: { startedAt: number }) => {},
    /** Reported to the tab (tab.machine.ts), which tells the login machine (`countdown.expired`). */
    reportExpired: () => {},
    restart: assign((_, params: { now: number }) => ({ startedAt: params.now, remaining: COUNTDOWN_SECONDS, fresh: true })),
    tickDown: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
  },
  guards: {
    /** True when no start time was stored: this countdown starts now. */
    isFresh: ({ context }) => context.fresh,
    hasTimeLeft: ({ context }) => context.remaining > 0,
    /** More than the last second is left, so this tick does not end the countdown. */
    moreThanOneLeft: ({ context }) => context.remaining > 1,
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({
    startedAt: input.startedAt ?? input.now,
    remaining: input.startedAt === null ? COUNTDOWN_SECONDS : secondsLeft(input.startedAt, input.now),
    fresh: input.startedAt === null,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        {
          guard: 'isFresh',
          target: 'running',
          actions: { type: 'storeStartTime', params: ({ context }) => ({ startedAt: context.startedAt }) },
        },
        { guard: 'hasTimeLeft', target: 'running' },
        { target: 'expired' },
      ],
    },
    running: {
      tags: ['running'],
      after: {
        tick: [
          { guard: 'moreThanOneLeft', target: 'running', reenter: true, actions: 'tickDown' },
          { target: 'expired', actions: 'tickDown' },
        ],
      },
      on: {
        // A resend while running (the view offers none, but the timer must not double up): start over.
        'countdown.restarted': {
          target: 'running',
          reenter: true,
          actions: [
            { type: 'restart', params: ({ event }) => ({ now: event.now }) },
            { type: 'storeStartTime', params: ({ event }) => ({ startedAt: event.now }) },
          ],
        },
      },
    },
    expired: {
      tags: ['expired'],
      entry: 'reportExpired',
      on: {
        'countdown.restarted': {
          target: 'running',
          actions: [
            { type: 'restart', params: ({ event }) => ({ now: event.now }) },
            { type: 'storeStartTime', params: ({ event }) => ({ startedAt: event.now }) },
          ],
        },
      },
    },
  },
});

