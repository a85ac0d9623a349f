import { expect } from 'vitest';
import { dialCodeOf, isValidContact, loginMessages, otpLoginMachine, type VerifyOtpResult } from '../../machines/otpLogin.machine';
import {
  selectCanChangeContact,
  selectCanChooseCountry,
  selectCanRequestOtp,
  selectCanResend,
  selectCanVerify,
  selectChannel,
  selectContact,
  selectCountryIso,
  selectFormError,
  selectLoggedInUserId,
  selectLoginFinished,
  selectLoginModalOpen,
  selectLoginSucceeded,
  selectOtpDigits,
  selectOtpEditable,
  selectOtpError,
  selectOtpModalOpen,
  selectProving,
  selectResending,
  selectSending,
  selectShowResend,
  selectSuccessMessage,
  selectVerifying,
} from '../../machines/otpLogin.selectors';
import { phoneDigits } from '../../domain/phoneNumber';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';
import { CHALLENGE, challengeAsked, networkDown, otpLoginFixtures, PROOF, rateLimited, resumedPhone, spentCode, TOKEN, USER } from './otpLogin.fixtures';

/** Every message the phone or e-mail form may show. */
const formMessages = [null, loginMessages.invalidPhone, loginMessages.invalidEmail, rateLimited.message, loginMessages.sendFailed, loginMessages.proofFailed, challengeAsked.message];
/** Every message the OTP boxes may show. */
const otpMessages = [
  null,
  loginMessages.invalidOtp,
  spentCode.hotelFailureMsg,
  loginMessages.wrongOtp,
  networkDown.message,
  rateLimited.message,
  loginMessages.resendFailed,
  loginMessages.proofFailed,
  challengeAsked.message,
];

const otpReady = (digits: string[]) => digits.every((d) => /^\d$/.test(d));

export const otpLoginModel: MachineModel<typeof otpLoginMachine> = {
  ...otpLoginFixtures,
  states: {
    opening: () => {
      throw new Error('opening is only passed through');
    },
    entry: (s) => {
      expect(selectLoginModalOpen(s)).toBe(true);
      expect(selectOtpModalOpen(s)).toBe(false);
      expect(selectOtpDigits(s)).toEqual(['', '', '', '', '', '']);
      expect(s.can({ type: 'otp.submitted' })).toBe(false);
      if (selectChannel(s) === 'phone') expect(selectContact(s)).toMatch(/^\d{0,10}$/);
      expect(['IN', 'AE']).toContain(selectCountryIso(s));
    },
    'entry.editing': (s) => {
      expect(formMessages).toContain(selectFormError(s));
      expect(selectCanRequestOtp(s)).toBe(true);
      expect(selectSending(s)).toBe(false);
      expect(selectCanChooseCountry(s)).toBe(selectChannel(s) === 'phone');
      const wrongChannelMessage = selectChannel(s) === 'phone' ? loginMessages.invalidEmail : loginMessages.invalidPhone;
      expect(selectFormError(s)).not.toBe(wrongChannelMessage);
    },
    'entry.sending': (s) => {
      expect(selectSending(s)).toBe(true);
      expect(selectCanRequestOtp(s)).toBe(false);
      expect(selectFormError(s)).toBeNull();
      expect(isValidContact(selectChannel(s), selectContact(s), dialCodeOf(selectCountryIso(s)))).toBe(true);
      expect(selectCanChooseCountry(s)).toBe(false);
    },
    'entry.proving': (s) => {
      expect(selectProving(s)).toBe(true);
      expect(selectSending(s)).toBe(false);
      expect(selectCanRequestOtp(s)).toBe(false);
      expect(selectCanChooseCountry(s)).toBe(false);
      expect(selectFormError(s)).toBeNull();
      expect(s.children.solveChallenge?.getSnapshot().input).toEqual(CHALLENGE);
    },
    'entry.sent': (s) => {
      expect(selectFormError(s)).toBeNull();
      expect(selectCanRequestOtp(s)).toBe(false);
    },
    otp: (s) => {
      expect(selectOtpModalOpen(s)).toBe(true);
      expect(selectCanChangeContact(s)).toBe(s.matches({ otp: 'editing' }));
      expect(selectLoginModalOpen(s)).toBe(false);
      expect(isValidContact(selectChannel(s), selectContact(s), dialCodeOf(selectCountryIso(s)))).toBe(true);
      expect(selectOtpDigits(s)).toHaveLength(6);
      for (const d of selectOtpDigits(s)) expect(d).toMatch(/^\d?$/);
      expect(selectShowResend(s)).toBe(s.context.expired);
      expect(otpMessages).toContain(selectOtpError(s));
      expect(selectCanRequestOtp(s)).toBe(false);
    },
    'otp.editing': (s) => {
      expect(selectOtpEditable(s)).toBe(true);
      // Verify is possible exactly while the countdown runs; Resend exactly once it has run out.
      expect(selectCanVerify(s)).toBe(!s.context.expired);
      expect(selectCanResend(s)).toBe(s.context.expired);
    },
    'otp.verifying': (s) => {
      expect(selectVerifying(s)).toBe(true);
      expect(otpReady(selectOtpDigits(s))).toBe(true);
      expect(selectOtpError(s)).toBeNull();
      expect(selectCanVerify(s)).toBe(false);
      expect(selectCanResend(s)).toBe(false);
      expect(s.can({ type: 'otp.pasted', text: '123456' })).toBe(false);
    },
    'otp.proving': (s) => {
      expect(selectProving(s)).toBe(true);
      expect(selectShowResend(s)).toBe(true);
      expect(selectCanVerify(s)).toBe(false);
      expect(selectCanResend(s)).toBe(false);
      expect(selectCanChangeContact(s)).toBe(false);
      expect(s.children.solveChallenge?.getSnapshot().input).toEqual(CHALLENGE);
    },
    'otp.resending': (s) => {
      expect(selectResending(s)).toBe(true);
      expect(selectShowResend(s)).toBe(true);
      expect(selectCanVerify(s)).toBe(false);
      expect(selectCanResend(s)).toBe(false);
    },
    succeeded: (s) => {
      expect(selectLoginSucceeded(s)).toBe(true);
      expect(selectSuccessMessage(s)).toBe('Login Successful!');
      expect(selectOtpModalOpen(s)).toBe(true);
      expect(selectLoggedInUserId(s)).toBe(USER);
      expect(selectLoginFinished(s)).toBe(false);
    },
    loggedIn: (s) => {
      expect(selectLoginFinished(s)).toBe(true);
      expect(selectLoginSucceeded(s)).toBe(true);
      expect(selectLoggedInUserId(s)).toBe(USER);
      expect(selectOtpModalOpen(s)).toBe(false);
    },
    cancelled: (s) => {
      expect(selectLoginFinished(s)).toBe(true);
      expect(selectLoginSucceeded(s)).toBe(false);
      expect(selectSuccessMessage(s)).toBeNull();
      expect(selectLoggedInUserId(s)).toBeNull();
      expect(selectLoginModalOpen(s) || selectOtpModalOpen(s)).toBe(false);
    },
  },
  steps: {
    'xstate.init': ({ input, after }) => {
      if (input === resumedPhone) {
        // A reload during the OTP step: the OTP modal for the same number and country, empty boxes.
        expect(selectOtpModalOpen(after)).toBe(true);
        expect(selectContact(after)).toBe('9876543210');
        expect(selectCountryIso(after)).toBe('AE');
        expect(selectCanVerify(after)).toBe(true);
      } else {
        expect(selectLoginModalOpen(after)).toBe(true);
        expect(selectContact(after)).toBe('');
        expect(selectCountryIso(after)).toBe('IN');
      }
    },
    'country.changed': ({ event, after }) => {
      expect(selectCountryIso(after)).toBe(event.iso);
      expect(selectChannel(after)).toBe('phone');
    },
    'phone.changed': ({ event, after }) => {
      expect(selectContact(after)).toBe(phoneDigits(String(event.value)));
      expect(['98765', '9876543210']).toContain(selectContact(after));
      expect(selectFormError(after)).toBeNull();
    },
    'email.changed': ({ after }) => expect(selectFormError(after)).toBeNull(),
    'login.emailChosen': ({ after }) => {
      expect(selectChannel(after)).toBe('email');
      expect(selectContact(after)).toBe('');
    },
    'otp.requested': ({ before, after }) => {
      if (isValidContact(selectChannel(before), selectContact(before), dialCodeOf(selectCountryIso(before)))) {
        expect(selectSending(after)).toBe(true);
        // The code goes to the contact, with the dial code of the chosen country (and no spent solution).
        expect(after.children.requestOtp?.getSnapshot().input).toEqual({
          channel: selectChannel(before),
          contact: selectContact(before).trim(),
          countryCode: selectCountryIso(before) === 'AE' ? '+971' : '+91',
        });
      } else {
        expect(selectSending(after)).toBe(false);
        expect(selectFormError(after)).toBe(
          selectChannel(before) === 'phone' ? loginMessages.invalidPhone : loginMessages.invalidEmail,
        );
      }
    },
    'xstate.done.actor.requestOtp': ({ before, after, actions }) => {
      const toasts = callsOf(actions, 'showToast');
      // A solution is sent once.
      expect(after.context.proof).toBeNull();
      expect(callsOf(actions, 'startCountdown')).toHaveLength(1);
      // The first send keeps the step for a reload; a resend goes to the same contact.
      expect(callsOf(actions, 'keepOtpStep')).toEqual(
        before.matches({ otp: 'resending' })
          ? []
          : [{ channel: selectChannel(before), contact: selectContact(before).trim(), countryIso: selectCountryIso(before) }],
      );
      if (before.matches({ otp: 'resending' })) {
        expect(toasts).toEqual([{ status: 'success', message: 'OTP resent successfully!' }]);
        expect(selectOtpDigits(after).join('')).toBe('');
        expect(selectCanVerify(after)).toBe(true);
        expect(selectShowResend(after)).toBe(false);
      } else if (selectChannel(before) === 'email') {
        expect(toasts).toEqual([{ status: 'success', message: 'OTP sent successfully!' }]);
      } else {
        expect(toasts).toEqual([]);
      }
    },
    'xstate.error.actor.requestOtp': ({ event, before, after, actions }) => {
      const toasts = callsOf(actions, 'showToast');
      expect(callsOf(actions, 'startCountdown')).toEqual([]);
      if (event.error === challengeAsked && before.context.proof === null) {
        // The server wants a challenge solved: the modal solves it, with nothing shown as an error.
        expect(selectProving(after)).toBe(true);
        expect(toasts).toEqual([]);
        return;
      }
      expect(after.context.proof).toBeNull();
      if (before.matches({ otp: 'resending' })) {
        // The toast keeps the spec's text; the reason (e.g. the server's 429 message) shows under the boxes.
        expect(toasts).toEqual([{ status: 'error', message: 'Failed to resend OTP. Please try again.' }]);
        expect(selectOtpError(after)).toBe((event.error as Error).message || 'Failed to resend OTP. Please try again.');
        expect(selectOtpDigits(after).join('')).toBe('');
        expect(selectCanVerify(after)).toBe(false);
        expect(selectCanResend(after)).toBe(true);
      } else {
        const expected = (event.error as Error).message || 'Failed to send OTP. Please try again.';
        expect(selectFormError(after)).toBe(expected);
        expect(toasts).toEqual([{ status: 'error', message: expected }]);
      }
    },
    // Solved: the same send goes again at once, with the solution, for the traveller doing nothing.
    'xstate.done.actor.solveChallenge': ({ before, after }) => {
      const resend = before.matches({ otp: 'proving' });
      expect(after.matches(resend ? { otp: 'resending' } : { entry: 'sending' })).toBe(true);
      expect(after.children.requestOtp?.getSnapshot().input).toEqual({
        channel: selectChannel(before),
        contact: selectContact(before).trim(),
        countryCode: selectCountryIso(before) === 'AE' ? '+971' : '+91',
        proof: PROOF,
      });
    },
    // Not solved: a message, and Get OTP (or Resend OTP) tries again.
    'xstate.error.actor.solveChallenge': ({ before, after, actions }) => {
      expect(selectProving(after)).toBe(false);
      expect(after.context.challenge).toBeNull();
      if (before.matches({ otp: 'proving' })) {
        expect(selectOtpError(after)).toBe(loginMessages.proofFailed);
        expect(selectCanResend(after)).toBe(true);
        expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message: loginMessages.resendFailed }]);
      } else {
        expect(selectFormError(after)).toBe(loginMessages.proofFailed);
        expect(selectCanRequestOtp(after)).toBe(true);
        expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message: loginMessages.proofFailed }]);
      }
    },
    'xstate.done.actor.verifyOtp': ({ event, after, actions }) => {
      const result = event.output as VerifyOtpResult;
      const toasts = callsOf(actions, 'showToast');
      if (result.hotelStatus === 'SUCCESS') {
        expect(callsOf(actions, 'storeLogin')).toEqual([{ userId: USER, token: TOKEN }]);
        expect(toasts).toEqual([{ status: 'success', message: 'Login Successful!' }]);
      } else {
        const expected = result.hotelFailureMsg ?? 'Wrong OTP, please enter again.';
        expect(selectOtpError(after)).toBe(expected);
        expect(selectOtpDigits(after).join('')).toBe('');
        expect(toasts).toEqual([{ status: 'error', message: expected }]);
        expect(callsOf(actions, 'storeLogin')).toEqual([]);
        expect(callsOf(actions, 'focusBox')).toEqual([{ index: 0 }]);
      }
    },
    'xstate.error.actor.verifyOtp': ({ event, after, actions }) => {
      const expected = (event.error as Error).message || 'Wrong OTP, please enter again.';
      expect(selectOtpError(after)).toBe(expected);
      expect(selectOtpDigits(after).join('')).toBe('');
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'error', message: expected }]);
      expect(callsOf(actions, 'storeLogin')).toEqual([]);
    },
    'otp.digitTyped': ({ after, actions }) => {
      expect(selectOtpDigits(after)[0]).toBe('4');
      expect(selectOtpError(after)).toBeNull();
      expect(callsOf(actions, 'focusBox')).toEqual([{ index: 1 }]); // auto-advance
    },
    'otp.backspaced': ({ before, after, actions }) => {
      if (selectOtpDigits(before)[1] !== '') {
        expect(selectOtpDigits(after)[1]).toBe('');
        expect(callsOf(actions, 'focusBox')).toEqual([]);
      } else {
        expect(selectOtpDigits(after)).toEqual(selectOtpDigits(before));
        expect(callsOf(actions, 'focusBox')).toEqual([{ index: 0 }]); // an empty box goes back
      }
    },
    'otp.pasted': ({ after, actions }) => {
      expect(selectOtpDigits(after)).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(callsOf(actions, 'focusBox')).toEqual([{ index: 5 }]);
    },
    'otp.submitted': ({ before, after }) => {
      if (otpReady(selectOtpDigits(before))) {
        expect(selectVerifying(after)).toBe(true);
        // The code is checked for the contact it went to, in the country it went to.
        expect(after.children.verifyOtp?.getSnapshot().input).toEqual({
          channel: selectChannel(before),
          contact: selectContact(before).trim(),
          countryCode: selectCountryIso(before) === 'AE' ? '+971' : '+91',
          otp: selectOtpDigits(before).join(''),
        });
      } else expect(selectOtpError(after)).toBe('Please enter a valid 6-digit OTP');
    },
    'countdown.expired': ({ after }) => {
      expect(selectCanVerify(after)).toBe(false);
      expect(selectShowResend(after)).toBe(true);
    },
    'contact.changeRequested': ({ before, after, actions }) => {
      // Back to the form with the contact as it was, to correct; the code and its kept step are left behind.
      expect(after.matches({ entry: 'editing' })).toBe(true);
      expect(selectContact(after)).toBe(selectContact(before));
      expect(selectChannel(after)).toBe(selectChannel(before));
      expect(selectCountryIso(after)).toBe(selectCountryIso(before));
      expect(selectFormError(after)).toBeNull();
      expect(callsOf(actions, 'forgetOtpStep')).toHaveLength(1);
    },
    'login.cancelled': ({ before, after }) => {
      expect(selectLoginFinished(after)).toBe(true);
      expect(selectLoginSucceeded(after)).toBe(selectLoginSucceeded(before));
    },
    'xstate.after.otpModalDelay.otpLogin.entry.sent': ({ after }) => {
      expect(selectOtpModalOpen(after)).toBe(true);
      expect(selectCanVerify(after)).toBe(true);
    },
    'xstate.after.loginCloseDelay.otpLogin.succeeded': ({ after }) => expect(selectLoginFinished(after)).toBe(true),
  },
};
