import { assign, fromPromise, setup } from 'xstate';
import { countryByIso, DEFAULT_COUNTRY_ISO, DEFAULT_DIAL_CODE } from '../contract/countryCodes';
import { isMobileNumber } from '../contract/mobileNumber';
import { OTP_LENGTH } from '../contract/otp';
import type { ProofChallenge } from '../contract/proofOfWork';
import { phoneDigits } from '../domain/phoneNumber';

export type LoginChannel = 'phone' | 'email';

/**
 * What `requestOtp` is given: the channel, the phone number (10 digits) or e-mail address, and
 * the dial code of the country selector (sent with a phone number only).
 */
export interface OtpRequest {
  channel: LoginChannel;
  contact: string;
  countryCode: string;
  /** A solved proof-of-work challenge, when the server asked for one (sent once, then dropped). */
  proof?: string;
}
/**
 * What a refused send carries when the server asks for a proof-of-work challenge first (many
 * requests from the traveller's network): `requestOtp` rejects with it, `solveChallenge` solves it.
 */
export interface ChallengeAsked {
  challenge: ProofChallenge;
}
/**
 * What `verifyOtp` is given: the contact, the 6-digit code, and the dial code the code was sent
 * with (a phone account is its dial code and number together; sent with a phone number only).
 */
export interface OtpVerification {
  channel: LoginChannel;
  contact: string;
  otp: string;
  countryCode: string;
}
/** The OTP step kept in session storage, so a reload reopens it (`keepOtpStep`). */
export interface OtpStep {
  channel: LoginChannel;
  contact: string;
  /** ISO code of the country chosen in the selector. */
  countryIso: string;
}
export interface OtpLoginInput {
  /** A code was sent before the page reloaded: open at the OTP step for this contact. */
  resume?: OtpStep | null;
}

/** A login flow opened afresh. */
export const FRESH_LOGIN: OtpLoginInput = {};
/** The server's answer to /signup/validate/otp; `token` is the rotated device token on success. */
export interface VerifyOtpResult {
  hotelStatus: string;
  userId: string | null;
  hotelFailureMsg: string | null;
  token?: string | null;
}


/** Every text the login flow shows, exactly as product wrote them (docs/product.md, Login). */
export const loginMessages = {
  invalidPhone: 'Please enter a valid 10-digit mobile number',
  invalidEmail: 'Please enter a valid email address',
  invalidOtp: 'Please enter a valid 6-digit OTP',
  sendFailed: 'Failed to send OTP. Please try again.',
  emailSent: 'OTP sent successfully!',
  resent: 'OTP resent successfully!',
  resendFailed: 'Failed to resend OTP. Please try again.',
  wrongOtp: 'Wrong OTP, please enter again.',
  loggedIn: 'Login Successful!',
  /** Shown while the browser solves the server's proof-of-work challenge. */
  proving: 'Checking you are not a robot…',
  /** The challenge could not be solved; pressing Get OTP (or Resend OTP) tries again. */
  proofFailed: 'We could not check you are not a robot. Please try again.',
} as const;

export type ToastStatus = 'success' | 'error';

export interface OtpLoginContext {
  channel: LoginChannel;
  /** The phone digits (at most 10) or the e-mail address as typed. Switching channel clears it (and the country). */
  contact: string;
  /** ISO code of the country chosen beside the phone number (India, +91, by default). */
  countryIso: string;
  /** The message under the phone or e-mail field. */
  formError: string | null;
  /** The six OTP boxes, '' when empty. */
  digits: string[];
  /** The message under the OTP boxes. */
  otpError: string | null;
  /** Reported by the countdown: the code's 60 s are over, Verify is off and Resend is on. */
  expired: boolean;
  /** Set once the code is verified. */
  userId: string | null;
  /** Only while `opening`: the flow starts at a kept OTP step (after a reload). */
  resumed: boolean;
  /** The server's proof-of-work challenge, while it is being solved. */
  challenge: ProofChallenge | null;
  /** Its solution, sent with the next send and then dropped (a solution is spent once). */
  proof: string | null;
}

/** What the app's `focusBox` emits, for the OTP modal to move the focus (`login.on('otp.focusMoved')`). */
export type OtpLoginEmitted = { type: 'otp.focusMoved'; index: number };

export type OtpLoginEvent =
  | { type: 'login.emailChosen' }
  | { type: 'login.phoneChosen' }
  | { type: 'country.changed'; iso: string }
  | { type: 'phone.changed'; value: string }
  | { type: 'email.changed'; value: string }
  | { type: 'otp.requested' }
  | { type: 'otp.digitTyped'; index: number; value: string }
  | { type: 'otp.backspaced'; index: number }
  | { type: 'otp.pasted'; text: string }
  | { type: 'otp.submitted' }
  | { type: 'otp.resendRequested' }
  /** "Change number" (or e-mail) on the OTP step: back to the form with the contact to correct. */
  | { type: 'contact.changeRequested' }
  | { type: 'countdown.expired' }
  | { type: 'login.cancelled' };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

/** A phone number is checked against its country's rule (`dialCode`, +91 by default). */
export function isValidContact(channel: LoginChannel, contact: string, dialCode: string = DEFAULT_DIAL_CODE): boolean {
  return channel === 'phone' ? isMobileNumber(contact, dialCode) : EMAIL_PATTERN.test(contact.trim());
}

/** The dial code of a country of the list (+91 for one that is not). */
export function dialCodeOf(iso: string): string {
  return countryByIso(iso)?.dialCode ?? DEFAULT_DIAL_CODE;
}

/** A kept OTP step that can be reopened: a known channel, a valid contact, a listed country. */
export function isResumable(step: OtpStep | null | undefined): step is OtpStep {
  return (
    !!step &&
    (step.channel === 'phone' || step.channel === 'email') &&
    isValidContact(step.channel, step.contact, dialCodeOf(step.countryIso)) &&
    countryByIso(step.countryIso) !== undefined
  );
}

/** A pasted code: whitespace ignored, exactly six digits or nothing. */
export function pastedCode(text: string): string | null {
  const code = text.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** The message an error carries, or the fallback when it has none. */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim()) return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

function lastDigit(value: string): string | null {
  const ch = value.slice(-1);
  return /^\d$/.test(ch) ? ch : null;
}

const isBox = (index: number) => Number.isInteger(index) && index >= 0 && index < OTP_LENGTH;

/**
 * OTP login. Step 1 (`entry`, the login modal): a phone number with
 * its country (`country.changed`, one of the 50 of the list; the dial code goes with the send)
 * or, after a social icon, an e-mail address; Get OTP validates, then `requestOtp` sends the code and
 * the OTP modal opens after `otpModalDelay` (about 1 s). Step 2 (`otp`): six boxes, Verify runs
 * `verifyOtp`; success stores the login (`storeLogin`), toasts and closes after `loginCloseDelay`.
 *
 * The countdown is its own machine (countdown.machine.ts), which the tab (tab.machine.ts) runs
 * beside this one. This one only learns that it ran out (`countdown.expired`, sent by the tab):
 * from then on `otp.submitted` is impossible (`snapshot.can` is false, so Verify is disabled)
 * and `otp.resendRequested` is possible. A successful resend runs `startCountdown` (the tab
 * sends `countdown.restarted` to the countdown), clears the boxes and enables Verify again. The
 * first successful send runs `startCountdown` too, and the tab starts the countdown.
 *
 * "Change number" on the OTP step (`contact.changeRequested`, while no call is in flight) goes back
 * to the form with the number (or address) as it was, to correct and send again; the code sent
 * is left behind and the kept OTP step forgotten (`forgetOtpStep`).
 *
 * `login.cancelled` (the modal closed) ends the flow from any step: final state `cancelled`.
 * A verified login ends in final state `loggedIn`, also when the modal is closed during the
 * success pause.
 *
 * The first successful send runs `keepOtpStep` (the app keeps the channel, contact and country
 * in session storage, beside the countdown's start time). After a reload the tab starts this
 * machine with that step as `resume`: it opens at the OTP step (`opening` decides), and the tab
 * resumes the countdown from its stored start. A refused resend keeps the red toast of the spec
 * and shows the server's reason (e.g. wait N seconds) under the boxes.
 *
 * Many travellers share one carrier address, so past a per-address threshold the server answers
 * a send with a proof-of-work challenge instead of a refusal (`challengeAsked`). The send's
 * state gives way to `proving`: the modal says it is checking, `solveChallenge` solves it (the
 * app runs it in a Web Worker, about a second), and the same send goes again with the solution,
 * with nothing for the traveller to do. A challenge that cannot be solved shows a message, and
 * Get OTP (or Resend OTP) tries again.
 */
export const otpLoginMachine = setup({
  types: {
    context: {} as OtpLoginContext,
    input: {} as OtpLoginInput,
    events: {} as OtpLoginEvent,
    emitted: {} as OtpLoginEmitted,
  },
  actors: {
    requestOtp: fromPromise<unknown, OtpRequest>(async () => {
      throw new Error('requestOtp is provided by the app');
    }),
    verifyOtp: fromPromise<VerifyOtpResult, OtpVerification>(async () => {
      throw new Error('verifyOtp is provided by the app');
    }),
    /** Solves a proof-of-work challenge (in a Web Worker): the solution as the server reads it. */
    solveChallenge: fromPromise<string, ProofChallenge>(async () => {
      throw new Error('solveChallenge is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: a toast (red for 'error'); toasts hide after 4 s. */
    showToast: (_, _params: { status: ToastStatus; message: string }) => {},
    /**
     * Reported to the tab (tab.machine.ts): the login is verified. The tab sends
     * `session.loggedIn` to the session machine, which keeps the login and hands the rotated
     * device token on.
     */
    storeLogin: (_, _params: { userId: string; token: string }) => {},
    /** Side effect, provided by the app: keep the OTP step in session storage (reopened after a reload). */
    keepOtpStep: (_, _params: OtpStep) => {},
    /** Side effect, provided by the app: forget the kept OTP step (the traveller went back to change the contact). */
    forgetOtpStep: () => {},
    /** Reported to the tab, with the time the app gives it: a code went out, (re)start the countdown. */
    startCountdown: () => {},
    /** Side effect, provided by the app: move the focus to this OTP box (auto-advance, go back); see `OtpLoginEmitted`. */
    focusBox: (_, _params: { index: number }) => {},

    choosePhone: assign({ channel: 'phone', contact: '', formError: null }),
    chooseCountry: assign((_, params: { iso: string }) => ({ countryIso: params.iso })),
    /** Switching channel clears the entry: the number with its country, or the address. */
    chooseEmail: assign({ channel: 'email', contact: '', countryIso: DEFAULT_COUNTRY_ISO, formError: null }),
    setPhone: assign((_, params: { value: string }) => ({ contact: phoneDigits(params.value), formError: null })),
    setEmail: assign((_, params: { value: string }) => ({ contact: params.value, formError: null })),
    rejectContact: assign({
      formError: ({ context }) => (context.channel === 'phone' ? loginMessages.invalidPhone : loginMessages.invalidEmail),
    }),
    clearFormError: assign({ formError: null }),
    setFormError: assign((_, params: { message: string }) => ({ formError: params.message })),
    setDigit: assign({
      digits: ({ context }, params: { index: number; digit: string }) =>
        context.digits.map((d, i) => (i === params.index ? params.digit : d)),
      otpError: null,
    }),
    clearDigit: assign({
      digits: ({ context }, params: { index: number }) => context.digits.map((d, i) => (i === params.index ? '' : d)),
      otpError: null,
    }),
    fillDigits: assign((_, params: { code: string }) => ({ digits: params.code.split(''), otpError: null })),
    rejectCode: assign({ otpError: loginMessages.invalidOtp }),
    clearOtpError: assign({ otpError: null }),
    /** After any failure the boxes are cleared; the message, if any, stays. */
    failCode: assign((_, params: { message: string | null }) => ({ digits: emptyDigits(), otpError: params.message })),
    markExpired: assign({ expired: true }),
    /** A new code is on its way: empty boxes, no message, Verify allowed again. */
    freshCode: assign({ digits: emptyDigits(), otpError: null, expired: false }),
    /** Back to the form: the code sent is left behind (the next send starts a new one). */
    dropCode: assign({ digits: emptyDigits(), otpError: null, expired: false, formError: null }),
    rememberUser: assign((_, params: { userId: string }) => ({ userId: params.userId })),
    /** The reopened step is now the flow's own: nothing tells it from one started here. */
    settleOpening: assign({ resumed: false }),
    keepChallenge: assign((_, params: { error: unknown }) => ({ challenge: challengeOf(params.error) })),
    /** Solved: the next send carries the solution. */
    keepProof: assign((_, params: { proof: string }) => ({ challenge: null, proof: params.proof })),
    /** A send went (or was refused) with the solution: it is spent either way. */
    dropProof: assign({ challenge: null, proof: null }),
  },
  guards: {
    /** The app reopens a kept OTP step (after a reload). */
    resumesOtpStep: ({ context }) => context.resumed,
    isPhone: ({ context }) => context.channel === 'phone',
    isKnownCountry: ({ context }, params: { iso: string }) =>
      context.channel === 'phone' && countryByIso(params.iso) !== undefined && params.iso !== context.countryIso,
    isEmail: ({ context }) => context.channel === 'email',
    contactValid: ({ context }) => isValidContact(context.channel, context.contact, dialCodeOf(context.countryIso)),
    isDigitForBox: (_, params: { index: number; value: string }) => isBox(params.index) && lastDigit(params.value) !== null,
    boxFilled: ({ context }, params: { index: number }) => isBox(params.index) && context.digits[params.index] !== '',
    /** Backspace on an empty box other than the first goes back one box. */
    canGoBack: ({ context }, params: { index: number }) =>
      isBox(params.index) && params.index > 0 && context.digits[params.index] === '',
    isSixDigits: (_, params: { text: string }) => pastedCode(params.text) !== null,
    /** Verify with a full code while the countdown runs. */
    codeReady: ({ context }) => !context.expired && context.digits.every((d) => /^\d$/.test(d)),
    /** Verify with a code that is not complete while the countdown runs: the message shows. */
    codeIncomplete: ({ context }) => !context.expired && !context.digits.every((d) => /^\d$/.test(d)),
    isExpired: ({ context }) => context.expired,
    notExpired: ({ context }) => !context.expired,
    /**
     * The server asks for a proof-of-work challenge first, and this send carried no solution (one
     * that did and is asked again shows the server's message: no endless loop of challenges).
     */
    challengeAsked: ({ context }, params: { error: unknown }) => context.proof === null && challengeOf(params.error) !== null,
    /** SUCCESS with the user id and the rotated token (the contract guarantees both). */
    verified: (_, params: { result: VerifyOtpResult }) =>
      params.result.hotelStatus === 'SUCCESS' &&
      typeof params.result.userId === 'string' &&
      params.result.userId !== '' &&
      typeof params.result.token === 'string' &&
      params.result.token !== '',
  },
  delays: { otpModalDelay: 1000, loginCloseDelay: 1000 },
}).createMachine({
  id: 'otpLogin',
  context: ({ input }) => {
    const resume = isResumable(input?.resume) ? input!.resume! : null;
    return {
      channel: resume?.channel ?? 'phone',
      contact: resume?.contact ?? '',
      countryIso: resume?.countryIso ?? DEFAULT_COUNTRY_ISO,
      resumed: resume !== null,
      formError: null,
      digits: emptyDigits(),
      otpError: null,
      expired: false,
      userId: null,
      challenge: null,
      proof: null,
    };
  },
  initial: 'opening',
  states: {
    /** A fresh login opens the phone or e-mail form; a reload during the OTP step reopens that step. */
    opening: {
      always: [
        { guard: 'resumesOtpStep', target: 'otp', actions: 'settleOpening' },
        { target: 'entry', actions: 'settleOpening' },
      ],
    },
    /** The login modal: phone or e-mail form. */
    entry: {
      initial: 'editing',
      on: { 'login.cancelled': { target: 'cancelled' } },
      states: {
        editing: {
          on: {
            'country.changed': {
              guard: { type: 'isKnownCountry', params: ({ event }) => ({ iso: event.iso }) },
              actions: { type: 'chooseCountry', params: ({ event }) => ({ iso: event.iso }) },
            },
            'phone.changed': {
              guard: 'isPhone',
              actions: { type: 'setPhone', params: ({ event }) => ({ value: event.value }) },
            },
            'email.changed': {
              guard: 'isEmail',
              actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
            },
            /** The social icons: they only switch the form to e-mail entry. */
            'login.emailChosen': { guard: 'isPhone', actions: 'chooseEmail' },
            'login.phoneChosen': { guard: 'isEmail', actions: 'choosePhone' },
            'otp.requested': [
              { guard: 'contactValid', target: 'sending', actions: 'clearFormError' },
              { actions: 'rejectContact' },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'requestOtp',
            src: 'requestOtp',
            input: ({ context }) => requestOf(context),
            onDone: [
              {
                guard: 'isEmail',
                target: 'sent',
                actions: [
                  'dropProof',
                  { type: 'keepOtpStep', params: ({ context }) => stepOf(context) },
                  'startCountdown',
                  { type: 'showToast', params: { status: 'success', message: loginMessages.emailSent } },
                ],
              },
              { target: 'sent', actions: ['dropProof', { type: 'keepOtpStep', params: ({ context }) => stepOf(context) }, 'startCountdown'] },
            ],
            onError: [
              {
                guard: { type: 'challengeAsked', params: ({ event }) => ({ error: event.error }) },
                target: 'proving',
                actions: { type: 'keepChallenge', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'editing',
                actions: [
                  'dropProof',
                  { type: 'setFormError', params: ({ event }) => ({ message: messageOf(event.error, loginMessages.sendFailed) }) },
                  {
                    type: 'showToast',
                    params: ({ event }) => ({ status: 'error', message: messageOf(event.error, loginMessages.sendFailed) }),
                  },
                ],
              },
            ],
          },
        },
        /**
         * The server asked for a proof-of-work challenge (many requests from this network): the
         * modal says it is checking, the browser solves it, and the same send goes again with the
         * solution. If it cannot be solved, the form says so and Get OTP tries again.
         */
        proving: {
          invoke: {
            id: 'solveChallenge',
            src: 'solveChallenge',
            input: ({ context }) => context.challenge!,
            onDone: { target: 'sending', actions: { type: 'keepProof', params: ({ event }) => ({ proof: event.output }) } },
            onError: {
              target: 'editing',
              actions: [
                'dropProof',
                { type: 'setFormError', params: { message: loginMessages.proofFailed } },
                { type: 'showToast', params: { status: 'error', message: loginMessages.proofFailed } },
              ],
            },
          },
        },
        /** The code is on its way; the OTP modal opens after a short pause. */
        sent: {
          after: { otpModalDelay: { target: '#otpLogin.otp' } },
        },
      },
    },
    /** The OTP modal: six boxes, Verify, and Resend once the countdown has run out. */
    otp: {
      initial: 'editing',
      on: {
        'login.cancelled': { target: 'cancelled' },
        'countdown.expired': { guard: 'notExpired', actions: 'markExpired' },
      },
      states: {
        editing: {
          on: {
            'otp.digitTyped': {
              guard: { type: 'isDigitForBox', params: ({ event }) => ({ index: event.index, value: event.value }) },
              actions: [
                { type: 'setDigit', params: ({ event }) => ({ index: event.index, digit: lastDigit(event.value) ?? '' }) },
                { type: 'focusBox', params: ({ event }) => ({ index: Math.min(event.index + 1, OTP_LENGTH - 1) }) },
              ],
            },
            'otp.backspaced': [
              {
                guard: { type: 'boxFilled', params: ({ event }) => ({ index: event.index }) },
                actions: { type: 'clearDigit', params: ({ event }) => ({ index: event.index }) },
              },
              {
                guard: { type: 'canGoBack', params: ({ event }) => ({ index: event.index }) },
                actions: { type: 'focusBox', params: ({ event }) => ({ index: event.index - 1 }) },
              },
            ],
            'otp.pasted': {
              guard: { type: 'isSixDigits', params: ({ event }) => ({ text: event.text }) },
              actions: [
                { type: 'fillDigits', params: ({ event }) => ({ code: pastedCode(event.text) ?? '' }) },
                { type: 'focusBox', params: { index: OTP_LENGTH - 1 } },
              ],
            },
            'otp.submitted': [
              { guard: 'codeReady', target: 'verifying', actions: 'clearOtpError' },
              { guard: 'codeIncomplete', actions: 'rejectCode' },
            ],
            'otp.resendRequested': { guard: 'isExpired', target: 'resending' },
            'contact.changeRequested': { target: '#otpLogin.entry', actions: ['dropCode', 'forgetOtpStep'] },
          },
        },
        verifying: {
          invoke: {
            id: 'verifyOtp',
            src: 'verifyOtp',
            input: ({ context }) => ({ ...requestOf(context), otp: context.digits.join('') }),
            onDone: [
              {
                guard: { type: 'verified', params: ({ event }) => ({ result: event.output }) },
                target: '#otpLogin.succeeded',
                actions: [
                  { type: 'rememberUser', params: ({ event }) => ({ userId: event.output.userId ?? '' }) },
                  {
                    type: 'storeLogin',
                    params: ({ event }) => ({ userId: event.output.userId ?? '', token: event.output.token ?? '' }),
                  },
                  { type: 'showToast', params: { status: 'success', message: loginMessages.loggedIn } },
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'failCode', params: ({ event }) => ({ message: refusal(event.output) }) },
                  { type: 'showToast', params: ({ event }) => ({ status: 'error', message: refusal(event.output) }) },
                  { type: 'focusBox', params: { index: 0 } },
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                { type: 'failCode', params: ({ event }) => ({ message: messageOf(event.error, loginMessages.wrongOtp) }) },
                {
                  type: 'showToast',
                  params: ({ event }) => ({ status: 'error', message: messageOf(event.error, loginMessages.wrongOtp) }),
                },
                { type: 'focusBox', params: { index: 0 } },
              ],
            },
          },
        },
        resending: {
          invoke: {
            id: 'requestOtp',
            src: 'requestOtp',
            input: ({ context }) => requestOf(context),
            onDone: {
              target: 'editing',
              actions: [
                'dropProof',
                'freshCode',
                'startCountdown',
                { type: 'showToast', params: { status: 'success', message: loginMessages.resent } },
                { type: 'focusBox', params: { index: 0 } },
              ],
            },
            // The toast keeps the spec's text; the boxes show why (e.g. the server's 429 message).
            onError: [
              {
                guard: { type: 'challengeAsked', params: ({ event }) => ({ error: event.error }) },
                target: 'proving',
                actions: { type: 'keepChallenge', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'editing',
                actions: [
                  'dropProof',
                  { type: 'failCode', params: ({ event }) => ({ message: messageOf(event.error, loginMessages.resendFailed) }) },
                  { type: 'showToast', params: { status: 'error', message: loginMessages.resendFailed } },
                ],
              },
            ],
          },
        },
        /** As the form's `proving`, for a resend: solved, the resend goes again with the solution. */
        proving: {
          invoke: {
            id: 'solveChallenge',
            src: 'solveChallenge',
            input: ({ context }) => context.challenge!,
            onDone: { target: 'resending', actions: { type: 'keepProof', params: ({ event }) => ({ proof: event.output }) } },
            onError: {
              target: 'editing',
              actions: [
                'dropProof',
                { type: 'failCode', params: { message: loginMessages.proofFailed } },
                { type: 'showToast', params: { status: 'error', message: loginMessages.resendFailed } },
              ],
            },
          },
        },
      },
    },
    /** Verified: the toast shows and the modal closes after a short pause. */
    succeeded: {
      after: { loginCloseDelay: { target: 'loggedIn' } },
      on: { 'login.cancelled': { target: 'loggedIn' } },
    },
    loggedIn: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

function requestOf(context: OtpLoginContext): OtpRequest {
  const request: OtpRequest = { channel: context.channel, contact: context.contact.trim(), countryCode: dialCodeOf(context.countryIso) };
  if (context.proof !== null) request.proof = context.proof;
  return request;
}

/** The challenge a refused send carries, when the server asked for one. */
export function challengeOf(error: unknown): ProofChallenge | null {
  if (!error || typeof error !== 'object' || !('challenge' in error)) return null;
  const challenge = (error as ChallengeAsked).challenge;
  return challenge && typeof challenge === 'object' ? challenge : null;
}

function stepOf(context: OtpLoginContext): OtpStep {
  return { channel: context.channel, contact: context.contact.trim(), countryIso: context.countryIso };
}

/** A non-success verify answer: the server's message, or the default. */
function refusal(result: VerifyOtpResult): string {
  return messageOf(result.hotelFailureMsg, loginMessages.wrongOtp);
}
