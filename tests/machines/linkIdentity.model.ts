import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { AccountCallFailure, Profile } from '../../contract/account';
import { linkMessages } from '../../contract/linkIdentity';
import { dialCodeOf, isValidContact, loginMessages } from '../../machines/otpLogin.machine';
import { linkFlowMessages, linkIdentityMachine, type LinkIdentityInput } from '../../machines/linkIdentity.machine';
import {
  selectCanChangeLinkContact,
  selectCanChooseLinkCountry,
  selectCanRequestLinkCode,
  selectCanResendLink,
  selectCanVerifyLink,
  selectLinkCodeStep,
  selectLinkContact,
  selectLinkCountdown,
  selectLinkCountryIso,
  selectLinkDigits,
  selectLinkEntry,
  selectLinkFinished,
  selectLinkFormError,
  selectLinkKind,
  selectLinkOtpEditable,
  selectLinkOtpError,
  selectLinkProving,
  selectLinkResending,
  selectLinkSending,
  selectLinkVerifying,
  selectShowLinkResend,
} from '../../machines/linkIdentity.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

/** When the app says the code went out (epoch ms). */
const NOW = 1_767_000_000_000;

/** A phone account adds its e-mail address: the profile the server answers, both identities in it. */
const linkedProfile: Profile = {
  fullName: 'Rohan Mehta',
  email: 'rohan.mehta@example.in',
  mobileNumber: '9876543210',
  dateOfBirth: null,
  gender: null,
  maritalStatus: null,
  city: '',
  state: '',
  country: '',
  image: null,
  identities: { phone: '+919876543210', email: 'rohan.mehta@example.in' },
};

/** What the app's calls raise: an error carrying how the call failed (src/api/account.ts). */
const failing = (failure: AccountCallFailure) => Object.assign(new Error('the call failed'), { failure });
/** The account has an address already: nothing was sent. */
const hasOne = failing({ kind: 'refused', code: 4090, message: linkMessages.hasOne('email') });
/** Another account holds the address: said once the code is entered, and nothing changed. */
const takenByAnother = failing({ kind: 'refused', code: 4090, message: linkMessages.taken('email') });
/** A refusal of a 400 names its field first; the form shows only the words. */
const badNumber = failing({ kind: 'refused', code: 4000, message: 'body.mobileNumber: Please enter a valid 10-digit mobile number' });
const wrongCode = failing({ kind: 'refused', code: 4000, message: 'Wrong OTP, please enter again.' });
/** The connection dropped: the flow's own words. */
const noAnswer = failing({ kind: 'failed', message: null });
/** A busy network: the server asks for a proof-of-work challenge before it sends (src/api/proofOfWork.ts). */
const CHALLENGE = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: 'ab' }, signature: 'signed' };
const challengeAsked = Object.assign(new Error('Many requests are coming from your network.'), { challenge: CHALLENGE });
const PROOF = 'solved-challenge';

const emailFlow: LinkIdentityInput = { kind: 'email' };
const phoneFlow: LinkIdentityInput = { kind: 'phone' };

const formMessages = [null, loginMessages.invalidPhone, loginMessages.invalidEmail, linkMessages.hasOne('email'), loginMessages.sendFailed, loginMessages.proofFailed];
const otpMessages = [null, loginMessages.invalidOtp, 'Wrong OTP, please enter again.', linkMessages.taken('email'), linkMessages.hasOne('email'), linkFlowMessages.verifyFailed, loginMessages.invalidPhone, loginMessages.resendFailed, loginMessages.proofFailed];

type Snapshot = SnapshotFrom<typeof linkIdentityMachine>;
const otpReady = (digits: string[]) => digits.every((d) => /^\d$/.test(d));

/**
 * "Change number" is tried from the code step as it opens (no digit typed, no message, the code
 * still good) in India: anywhere else it leads back to forms the paths already fill.
 */
function tryLinkEvent(s: Snapshot, event: { type: string }): boolean {
  if (event.type !== 'contact.changeRequested') return true;
  return s.context.countryIso === 'IN' && s.context.digits.every((d) => d === '') && s.context.otpError === null && !s.context.expired;
}

export const linkIdentityModel: MachineModel<typeof linkIdentityMachine> = {
  machine: linkIdentityMachine,
  inputs: [emailFlow, phoneFlow],
  events: [
    { type: 'country.changed', iso: 'AE' },
    { type: 'country.changed', iso: 'ZZ' }, // never possible: not in the list
    { type: 'contact.changed', value: '+91 98765 43210' },
    { type: 'contact.changed', value: 'rohan@' },
    { type: 'contact.changed', value: ' rohan.mehta@example.in ' },
    { type: 'code.requested' },
    { type: 'otp.digitTyped', index: 0, value: '4' },
    { type: 'otp.digitTyped', index: 2, value: 'x' }, // never possible: only digits
    { type: 'otp.backspaced', index: 1 },
    { type: 'otp.pasted', text: '123 456' },
    { type: 'otp.pasted', text: '12345' }, // never possible: not six digits
    { type: 'otp.submitted' },
    { type: 'otp.resendRequested' },
    { type: 'contact.changeRequested' },
    { type: 'countdown.expired' },
    { type: 'link.cancelled' },
  ],
  actors: {
    sendCode: { done: [{ sentAt: NOW }], error: [hasOne, badNumber, noAnswer, challengeAsked] },
    solveChallenge: { done: [PROOF], error: [new Error('not solved in time')] },
    verifyCode: { done: [linkedProfile], error: [wrongCode, takenByAnother, noAnswer] },
  },
  tryEvent: tryLinkEvent,
  states: {
    entry: (s) => {
      expect(selectLinkEntry(s)).toBe(true);
      expect(selectLinkCodeStep(s)).toBe(false);
      expect(selectLinkCountdown(s)).toBeNull();
      expect(selectLinkDigits(s)).toEqual(['', '', '', '', '', '']);
      expect(selectCanVerifyLink(s)).toBe(false);
      if (selectLinkKind(s) === 'phone') expect(selectLinkContact(s)).toMatch(/^\d{0,10}$/);
      else expect(selectLinkCountryIso(s)).toBe('IN');
    },
    'entry.editing': (s) => {
      expect(formMessages).toContain(selectLinkFormError(s));
      expect(selectCanRequestLinkCode(s)).toBe(true);
      expect(selectLinkSending(s)).toBe(false);
      expect(selectCanChooseLinkCountry(s)).toBe(selectLinkKind(s) === 'phone');
    },
    'entry.sending': (s) => {
      expect(selectLinkSending(s)).toBe(true);
      expect(selectCanRequestLinkCode(s)).toBe(false);
      expect(selectLinkFormError(s)).toBeNull();
      expect(isValidContact(selectLinkKind(s), selectLinkContact(s), dialCodeOf(selectLinkCountryIso(s)))).toBe(true);
      expect(selectCanChooseLinkCountry(s)).toBe(false);
    },
    'entry.proving': (s) => {
      expect(selectLinkProving(s)).toBe(true);
      expect(selectLinkSending(s)).toBe(false);
      expect(selectCanRequestLinkCode(s)).toBe(false);
      expect(selectLinkFormError(s)).toBeNull();
      expect((s.children.solveChallenge?.getSnapshot() as { input?: unknown } | undefined)?.input).toEqual(CHALLENGE);
    },
    code: (s) => {
      expect(selectLinkCodeStep(s)).toBe(true);
      expect(selectLinkEntry(s)).toBe(false);
      expect(isValidContact(selectLinkKind(s), selectLinkContact(s), dialCodeOf(selectLinkCountryIso(s)))).toBe(true);
      for (const d of selectLinkDigits(s)) expect(d).toMatch(/^\d?$/);
      expect(selectShowLinkResend(s)).toBe(s.context.expired);
      expect(otpMessages).toContain(selectLinkOtpError(s));
      expect(selectCanRequestLinkCode(s)).toBe(false);
      expect(selectCanChangeLinkContact(s)).toBe(s.matches({ code: 'editing' }));
    },
    'code.editing': (s) => {
      expect(selectLinkOtpEditable(s)).toBe(true);
      // Verify exactly while the countdown runs; Resend exactly once it has run out.
      expect(selectCanVerifyLink(s)).toBe(!s.context.expired);
      expect(selectCanResendLink(s)).toBe(s.context.expired);
    },
    'code.verifying': (s) => {
      expect(selectLinkVerifying(s)).toBe(true);
      expect(otpReady(selectLinkDigits(s))).toBe(true);
      expect(selectLinkOtpError(s)).toBeNull();
      expect(selectCanVerifyLink(s)).toBe(false);
      expect(selectCanResendLink(s)).toBe(false);
      expect(selectCanChangeLinkContact(s)).toBe(false);
    },
    'code.resending': (s) => {
      expect(selectLinkResending(s)).toBe(true);
      expect(selectShowLinkResend(s)).toBe(true);
      expect(selectCanVerifyLink(s)).toBe(false);
      expect(selectCanResendLink(s)).toBe(false);
    },
    'code.proving': (s) => {
      // A resend met a challenge: Resend shows as busy and the status says why, nothing to press.
      expect(selectLinkProving(s)).toBe(true);
      expect(selectLinkResending(s)).toBe(true);
      expect(selectCanVerifyLink(s)).toBe(false);
      expect(selectCanResendLink(s)).toBe(false);
      expect(selectCanChangeLinkContact(s)).toBe(false);
      expect((s.children.solveChallenge?.getSnapshot() as { input?: unknown } | undefined)?.input).toEqual(CHALLENGE);
    },
    linked: (s) => {
      expect(selectLinkFinished(s)).toBe(true);
      expect(s.output).toEqual(linkedProfile);
    },
    cancelled: (s) => {
      expect(selectLinkFinished(s)).toBe(true);
      expect(s.output).toBeNull();
    },
  },
  steps: {
    'xstate.init': ({ input, after }) => {
      expect(selectLinkKind(after)).toBe(input.kind);
      expect(selectLinkContact(after)).toBe('');
      expect(selectLinkFormError(after)).toBeNull();
    },
    'contact.changed': ({ event, before, after }) => {
      if (selectLinkKind(after) === 'phone') {
        // Only digits, at most 10; a pasted +91 loses its prefix.
        expect(selectLinkContact(after)).toBe(event.value === '+91 98765 43210' ? '9876543210' : '');
      } else expect(selectLinkContact(after)).toBe(event.value);
      if (before.matches({ entry: 'editing' })) expect(selectLinkFormError(after)).toBeNull();
    },
    'country.changed': ({ before, after }) => {
      expect(selectLinkCountryIso(after)).toBe('AE');
      expect(selectLinkContact(after)).toBe(selectLinkContact(before));
    },
    'code.requested': ({ before, after }) => {
      const valid = isValidContact(selectLinkKind(before), selectLinkContact(before), dialCodeOf(selectLinkCountryIso(before)));
      if (valid) expect(selectLinkSending(after)).toBe(true);
      else {
        expect(after.matches({ entry: 'editing' })).toBe(true);
        expect(selectLinkFormError(after)).toBe(selectLinkKind(before) === 'phone' ? loginMessages.invalidPhone : loginMessages.invalidEmail);
      }
    },
    'xstate.done.actor.sendCode': ({ before, after, actions, sent }) => {
      expect(after.matches({ code: 'editing' })).toBe(true);
      expect(selectLinkDigits(after)).toEqual(['', '', '', '', '', '']);
      expect(selectLinkOtpError(after)).toBeNull();
      expect(selectCanVerifyLink(after)).toBe(true);
      expect(after.context.sentAt).toBe(NOW);
      if (before.matches({ code: 'resending' })) {
        // The running countdown starts again; the toast says the code went again.
        expect(sent).toEqual([{ to: 'countdown', event: { type: 'countdown.restarted', now: NOW } }]);
        expect(callsOf(actions, 'showToast')).toEqual([{ status: 'success', message: loginMessages.resent }]);
        expect(callsOf(actions, 'focusBox')).toEqual([{ index: 0 }]);
      } else {
        // The first code: the countdown starts with the code step.
        expect(selectLinkCountdown(after)).not.toBeNull();
        expect(callsOf(actions, 'showToast')).toEqual([]);
      }
    },
    // Solved: the send goes again at once with the solution.
    'xstate.done.actor.solveChallenge': ({ before, after }) => {
      expect(after.matches(before.matches('code') ? { code: 'resending' } : { entry: 'sending' })).toBe(true);
      expect((after.children.sendCode?.getSnapshot() as { input?: unknown } | undefined)?.input).toMatchObject({ proof: PROOF });
    },
    // Not solved: the form says so, and Get OTP tries again.
    'xstate.error.actor.solveChallenge': ({ before, after, actions }) => {
      expect(after.context.challenge).toBeNull();
      if (before.matches('code')) {
        // A resend's challenge not solved: the boxes say so, and Resend OTP tries again.
        expect(after.matches({ code: 'editing' })).toBe(true);
        expect(selectLinkOtpError(after)).toBe(loginMessages.proofFailed);
        expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message: loginMessages.resendFailed }]);
        expect(selectCanResendLink(after)).toBe(true);
        return;
      }
      expect(after.matches({ entry: 'editing' })).toBe(true);
      expect(selectLinkFormError(after)).toBe(loginMessages.proofFailed);
    },
    'xstate.error.actor.sendCode': ({ event, before, after, actions }) => {
      const error = event.error as ReturnType<typeof failing>;
      const said = error === hasOne ? linkMessages.hasOne('email') : error === badNumber ? loginMessages.invalidPhone : null;
      if ((event.error as unknown) === challengeAsked && before.context.proof === null) {
        // A busy network: the challenge is solved before the send (or the resend) goes again, with no message.
        expect(after.matches(before.matches('code') ? { code: 'proving' } : { entry: 'proving' })).toBe(true);
        return;
      }
      expect(after.context.proof).toBeNull();
      if (before.matches({ entry: 'sending' })) {
        // The server's refusal shows under the field, without the field's name.
        expect(after.matches({ entry: 'editing' })).toBe(true);
        expect(selectLinkFormError(after)).toBe(said ?? loginMessages.sendFailed);
        expect(selectLinkContact(after)).toBe(selectLinkContact(before));
      } else {
        expect(after.matches({ code: 'editing' })).toBe(true);
        expect(selectLinkOtpError(after)).toBe(said ?? loginMessages.resendFailed);
        expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message: loginMessages.resendFailed }]);
        expect(selectShowLinkResend(after)).toBe(true);
      }
    },
    'otp.digitTyped': ({ event, after, actions }) => {
      expect(selectLinkDigits(after)[event.index as number]).toBe(event.value);
      expect(callsOf(actions, 'focusBox')).toEqual([{ index: Math.min((event.index as number) + 1, 5) }]);
    },
    'otp.pasted': ({ after }) => expect(selectLinkDigits(after)).toEqual(['1', '2', '3', '4', '5', '6']),
    'otp.submitted': ({ before, after }) => {
      if (otpReady(selectLinkDigits(before))) expect(selectLinkVerifying(after)).toBe(true);
      else expect(selectLinkOtpError(after)).toBe(loginMessages.invalidOtp);
    },
    'xstate.done.actor.verifyCode': ({ after, actions }) => {
      expect(after.matches('linked')).toBe(true);
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'success', message: linkMessages.linked(selectLinkKind(after)) }]);
    },
    'xstate.error.actor.verifyCode': ({ event, after, actions }) => {
      const said = event.error === wrongCode ? 'Wrong OTP, please enter again.' : event.error === takenByAnother ? linkMessages.taken('email') : linkFlowMessages.verifyFailed;
      expect(after.matches({ code: 'editing' })).toBe(true);
      expect(selectLinkOtpError(after)).toBe(said);
      expect(selectLinkDigits(after)).toEqual(['', '', '', '', '', '']);
      expect(callsOf(actions, 'focusBox')).toEqual([{ index: 0 }]);
      expect(callsOf(actions, 'showToast')).toEqual([]);
    },
    'countdown.expired': ({ after }) => {
      expect(selectShowLinkResend(after)).toBe(true);
      expect(selectCanVerifyLink(after)).toBe(false);
    },
    'contact.changeRequested': ({ before, after }) => {
      expect(after.matches({ entry: 'editing' })).toBe(true);
      expect(selectLinkContact(after)).toBe(selectLinkContact(before));
      expect(selectLinkCountdown(after)).toBeNull();
    },
    'link.cancelled': ({ after, actions }) => {
      expect(after.matches('cancelled')).toBe(true);
      expect(callsOf(actions, 'showToast')).toEqual([]);
    },
  },
};
