import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { Profile } from '../contract/account';
import { DEFAULT_COUNTRY_ISO, countryByIso } from '../contract/countryCodes';
import { linkMessages, type IdentityKind } from '../contract/linkIdentity';
import { OTP_LENGTH } from '../contract/otp';
import type { ProofChallenge } from '../contract/proofOfWork';
import { accountFailureOf, withoutField } from './rules/accountFailure';
import { phoneDigits } from '../domain/phoneNumber';
import { countdownMachine } from './countdown.machine';
import { challengeOf, dialCodeOf, isValidContact, loginMessages, pastedCode, type OtpLoginEmitted, type ToastStatus } from './otpLogin.machine';

export interface LinkIdentityInput {
  /** The identity the account lacks, which this flow adds. */
  kind: IdentityKind;
}

/** What `sendCode` is given: the phone number (10 digits) with its dial code, or the address. */
export interface LinkCodeCall {
  kind: IdentityKind;
  contact: string;
  countryCode: string;
  /** A solved proof-of-work challenge, when the server asked for one (sent once, then dropped). */
  proof?: string;
}
/** What `verifyCode` is given: the same, with the 6-digit code. */
export interface LinkVerifyCall extends LinkCodeCall {
  otp: string;
}
/** What `sendCode` answers: when the code went out (epoch ms, the app's clock), where its countdown starts. */
export interface LinkCodeSent {
  sentAt: number;
}

export interface LinkIdentityContext extends LinkIdentityInput {
  /** The phone digits (at most 10) or the address as typed. */
  contact: string;
  /** ISO code of the country chosen beside the phone number (India, +91, by default). */
  countryIso: string;
  /** The message under the phone or e-mail field: a bad entry, or the server's refusal. */
  formError: string | null;
  /** The six OTP boxes, '' when empty. */
  digits: string[];
  /** The message under the OTP boxes. */
  otpError: string | null;
  /** The code's countdown has run out: Verify is off and Resend is on. */
  expired: boolean;
  /** When the code went out: the countdown starts there. */
  sentAt: number;
  /** The profile with the new identity in it, once verified (the machine's output). */
  linked: Profile | null;
  /** The server's proof-of-work challenge while it is being solved, then its solution for the next send. */
  challenge: ProofChallenge | null;
  proof: string | null;
}

export type LinkIdentityEvent =
  | { type: 'country.changed'; iso: string }
  | { type: 'contact.changed'; value: string }
  | { type: 'code.requested' }
  | { type: 'otp.digitTyped'; index: number; value: string }
  | { type: 'otp.backspaced'; index: number }
  | { type: 'otp.pasted'; text: string }
  | { type: 'otp.submitted' }
  | { type: 'otp.resendRequested' }
  /** "Change number" (or e-mail) on the code step: back to the form with the contact to correct. */
  | { type: 'contact.changeRequested' }
  /** From the countdown: the code's 60 s are over. */
  | { type: 'countdown.expired' }
  | { type: 'link.cancelled' };

/** The texts of this flow that the login flow does not already have. */
export const linkFlowMessages = {
  verifyFailed: 'Failed to verify the OTP. Please try again.',
} as const;

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');
const isBox = (index: number) => Number.isInteger(index) && index >= 0 && index < OTP_LENGTH;
const lastDigit = (value: string) => (/^\d$/.test(value.slice(-1)) ? value.slice(-1) : null);

/**
 * What a failed call says: the server's words for a refusal (without the field a 400 names), its
 * words for another failure it explained, else `fallback`.
 */
export function problemOf(error: unknown, fallback: string): string {
  const failure = accountFailureOf(error);
  if (failure?.kind === 'refused') return withoutField(failure.message);
  if (failure?.kind === 'failed' && failure.message) return failure.message;
  return fallback;
}

/** The countdown as this flow runs it: its end comes back to this machine. */
const linkCountdown = countdownMachine.provide({ actions: { reportExpired: sendParent({ type: 'countdown.expired' }) } });

/**
 * Adding the identity the account lacks, from the profile: a mobile number (10 digits, +91 by
 * default, checked as the login form checks it) or an e-mail address. Get OTP (`code.requested`)
 * sends a code (`sendCode`); a refusal (the account has one of that kind) shows under the field.
 * Then six boxes and Verify (`verifyCode`), with the 60-second countdown (countdown.machine.ts,
 * run here) and Resend once it has run out; "Change number" goes back to the form. A refusal of
 * the code, or of the identity (another account holds it), shows under the boxes. A verified
 * code adds the identity: a toast says so and the flow ends in `linked`
 * with the profile as it now stands (its output). `link.cancelled` ends it in `cancelled`
 * (output null) from any step.
 *
 * A code send shares the per-address count of login codes, so from a busy network it may be
 * asked for a proof-of-work challenge: `proving` solves it (`solveChallenge`) and the send goes
 * again with the solution, as in the login flow.
 */
export const linkIdentityMachine = setup({
  types: {
    context: {} as LinkIdentityContext,
    input: {} as LinkIdentityInput,
    events: {} as LinkIdentityEvent,
    emitted: {} as OtpLoginEmitted,
    output: {} as Profile | null,
  },
  actors: {
    sendCode: fromPromise<LinkCodeSent, LinkCodeCall>(async () => {
      throw new Error('sendCode is provided by the app');
    }),
    verifyCode: fromPromise<Profile, LinkVerifyCall>(async () => {
      throw new Error('verifyCode is provided by the app');
    }),
    countdown: linkCountdown,
    /** Solves a proof-of-work challenge (a Web Worker in the app): the solution as the server reads it. */
    solveChallenge: fromPromise<string, ProofChallenge>(async () => {
      throw new Error('solveChallenge is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: a toast. */
    showToast: (_, _params: { status: ToastStatus; message: string }) => {},
    /** Side effect, provided by the app: move the focus to this OTP box (`OtpLoginEmitted`). */
    focusBox: (_, _params: { index: number }) => {},
    chooseCountry: assign((_, params: { iso: string }) => ({ countryIso: params.iso, formError: null })),
    setContact: assign(({ context }, params: { value: string }) => ({
      contact: context.kind === 'phone' ? phoneDigits(params.value) : params.value,
      formError: null,
    })),
    rejectContact: assign(({ context }) => ({ formError: context.kind === 'phone' ? loginMessages.invalidPhone : loginMessages.invalidEmail })),
    clearFormError: assign({ formError: null }),
    setFormError: assign((_, params: { message: string }) => ({ formError: params.message })),
    codeSent: assign((_, params: { sentAt: number }) => ({ sentAt: params.sentAt, digits: emptyDigits(), otpError: null, expired: false })),
    setDigit: assign(({ context }, params: { index: number; digit: string }) => ({
      digits: context.digits.map((d, i) => (i === params.index ? params.digit : d)),
      otpError: null,
    })),
    clearDigit: assign(({ context }, params: { index: number }) => ({ digits: context.digits.map((d, i) => (i === params.index ? '' : d)), otpError: null })),
    fillDigits: assign((_, params: { code: string }) => ({ digits: params.code.split(''), otpError: null })),
    rejectCode: assign({ otpError: loginMessages.invalidOtp }),
    clearOtpError: assign({ otpError: null }),
    /** After a failure the boxes are cleared; the message stays. */
    failCode: assign((_, params: { message: string }) => ({ digits: emptyDigits(), otpError: params.message })),
    markExpired: assign({ expired: true }),
    /** Tells the running countdown that a new code went out: it starts again at 60 s. */
    restartCountdown: sendTo('countdown', (_, params: { now: number }) => ({ type: 'countdown.restarted' as const, now: params.now })),
    /** Back to the form: the code sent is left behind. */
    dropCode: assign({ digits: emptyDigits(), otpError: null, expired: false, formError: null }),
    rememberLinked: assign((_, params: { profile: Profile }) => ({ linked: params.profile })),
    keepChallenge: assign((_, params: { error: unknown }) => ({ challenge: challengeOf(params.error) })),
    keepProof: assign((_, params: { proof: string }) => ({ challenge: null, proof: params.proof })),
    /** A send went (or was refused) with the solution: it is spent either way. */
    dropProof: assign({ challenge: null, proof: null }),
  },
  guards: {
    isKnownCountry: ({ context }, params: { iso: string }) => context.kind === 'phone' && countryByIso(params.iso) !== undefined && params.iso !== context.countryIso,
    contactValid: ({ context }) => isValidContact(context.kind, context.contact, dialCodeOf(context.countryIso)),
    isDigitForBox: (_, params: { index: number; value: string }) => isBox(params.index) && lastDigit(params.value) !== null,
    boxFilled: ({ context }, params: { index: number }) => isBox(params.index) && context.digits[params.index] !== '',
    canGoBack: ({ context }, params: { index: number }) => isBox(params.index) && params.index > 0 && context.digits[params.index] === '',
    isSixDigits: (_, params: { text: string }) => pastedCode(params.text) !== null,
    codeReady: ({ context }) => !context.expired && context.digits.every((d) => /^\d$/.test(d)),
    codeIncomplete: ({ context }) => !context.expired && !context.digits.every((d) => /^\d$/.test(d)),
    isExpired: ({ context }) => context.expired,
    notExpired: ({ context }) => !context.expired,
    /** The server asks for a challenge first, and this send carried no solution. */
    challengeAsked: ({ context }, params: { error: unknown }) => context.proof === null && challengeOf(params.error) !== null,
  },
}).createMachine({
  id: 'linkIdentity',
  context: ({ input }) => ({
    kind: input.kind,
    contact: '',
    countryIso: DEFAULT_COUNTRY_ISO,
    formError: null,
    digits: emptyDigits(),
    otpError: null,
    expired: false,
    sentAt: 0,
    linked: null,
    challenge: null,
    proof: null,
  }),
  initial: 'entry',
  output: ({ context }) => context.linked,
  states: {
    /** The phone number with its country, or the address, and Get OTP. */
    entry: {
      initial: 'editing',
      on: { 'link.cancelled': { target: 'cancelled' } },
      states: {
        editing: {
          on: {
            'country.changed': {
              guard: { type: 'isKnownCountry', params: ({ event }) => ({ iso: event.iso }) },
              actions: { type: 'chooseCountry', params: ({ event }) => ({ iso: event.iso }) },
            },
            'contact.changed': { actions: { type: 'setContact', params: ({ event }) => ({ value: event.value }) } },
            'code.requested': [{ guard: 'contactValid', target: 'sending', actions: 'clearFormError' }, { actions: 'rejectContact' }],
          },
        },
        sending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => callOf(context),
            onDone: { target: '#linkIdentity.code', actions: ['dropProof', { type: 'codeSent', params: ({ event }) => ({ sentAt: event.output.sentAt }) }] },
            onError: [
              {
                guard: { type: 'challengeAsked', params: ({ event }) => ({ error: event.error }) },
                target: 'proving',
                actions: { type: 'keepChallenge', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'editing', actions: ['dropProof', { type: 'setFormError', params: ({ event }) => ({ message: problemOf(event.error, loginMessages.sendFailed) }) }] },
            ],
          },
        },
        /** Checking the traveller is not a robot (a busy network); then the send goes again. */
        proving: {
          invoke: {
            id: 'solveChallenge',
            src: 'solveChallenge',
            input: ({ context }) => context.challenge!,
            onDone: { target: 'sending', actions: { type: 'keepProof', params: ({ event }) => ({ proof: event.output }) } },
            onError: { target: 'editing', actions: ['dropProof', { type: 'setFormError', params: { message: loginMessages.proofFailed } }] },
          },
        },
      },
    },
    /** The six boxes, Verify, the countdown, then Resend. */
    code: {
      initial: 'editing',
      invoke: { id: 'countdown', src: 'countdown', input: ({ context }) => ({ startedAt: null, now: context.sentAt }) },
      on: {
        'link.cancelled': { target: 'cancelled' },
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
              { guard: { type: 'boxFilled', params: ({ event }) => ({ index: event.index }) }, actions: { type: 'clearDigit', params: ({ event }) => ({ index: event.index }) } },
              { guard: { type: 'canGoBack', params: ({ event }) => ({ index: event.index }) }, actions: { type: 'focusBox', params: ({ event }) => ({ index: event.index - 1 }) } },
            ],
            'otp.pasted': {
              guard: { type: 'isSixDigits', params: ({ event }) => ({ text: event.text }) },
              actions: [{ type: 'fillDigits', params: ({ event }) => ({ code: pastedCode(event.text) ?? '' }) }, { type: 'focusBox', params: { index: OTP_LENGTH - 1 } }],
            },
            'otp.submitted': [
              { guard: 'codeReady', target: 'verifying', actions: 'clearOtpError' },
              { guard: 'codeIncomplete', actions: 'rejectCode' },
            ],
            'otp.resendRequested': { guard: 'isExpired', target: 'resending' },
            'contact.changeRequested': { target: '#linkIdentity.entry', actions: 'dropCode' },
          },
        },
        verifying: {
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({ ...callOf(context), otp: context.digits.join('') }),
            onDone: {
              target: '#linkIdentity.linked',
              actions: [
                { type: 'rememberLinked', params: ({ event }) => ({ profile: event.output }) },
                { type: 'showToast', params: ({ context }) => ({ status: 'success', message: linkMessages.linked(context.kind) }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'failCode', params: ({ event }) => ({ message: problemOf(event.error, linkFlowMessages.verifyFailed) }) },
                { type: 'focusBox', params: { index: 0 } },
              ],
            },
          },
        },
        resending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => callOf(context),
            onDone: {
              target: 'editing',
              actions: [
                'dropProof',
                { type: 'codeSent', params: ({ event }) => ({ sentAt: event.output.sentAt }) },
                { type: 'restartCountdown', params: ({ event }) => ({ now: event.output.sentAt }) },
                { type: 'showToast', params: { status: 'success', message: loginMessages.resent } },
                { type: 'focusBox', params: { index: 0 } },
              ],
            },
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
                  { type: 'failCode', params: ({ event }) => ({ message: problemOf(event.error, loginMessages.resendFailed) }) },
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
    linked: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

function callOf(context: LinkIdentityContext): LinkCodeCall {
  const call: LinkCodeCall = { kind: context.kind, contact: context.contact.trim(), countryCode: dialCodeOf(context.countryIso) };
  if (context.proof !== null) call.proof = context.proof;
  return call;
}
