import type { SnapshotFrom } from 'xstate';
import { loginMessages, otpLoginMachine, type OtpLoginInput, type VerifyOtpResult } from '../../machines/otpLogin.machine';
import type { MachineModel } from './support/model';

/**
 * What the otpLogin paths are generated from: inputs, event fixtures, actor outcomes and delays.
 * No test runner here, so both the model-based tests (otpLogin.model.ts adds the assertions) and
 * the Playwright specs that drive the same paths through the real page (tests/e2e/modelPaths)
 * import it.
 */

export const USER = 'u-8f3a2c';
export const TOKEN = 'rotated-token-0123456789abcdef';

export const verified: VerifyOtpResult = { hotelStatus: 'SUCCESS', userId: USER, hotelFailureMsg: null, token: TOKEN };
/** A wrong code: the server's message is the spec's text. */
export const wrongCode: VerifyOtpResult = { hotelStatus: 'FAILURE', userId: null, hotelFailureMsg: loginMessages.wrongOtp };
/** A code that was already used: the server says so. */
export const spentCode: VerifyOtpResult = {
  hotelStatus: 'FAILURE',
  userId: null,
  hotelFailureMsg: 'This OTP has already been used. Please request a new OTP.',
};
/** A refusal without a message: the default text shows. */
export const refusedSilently: VerifyOtpResult = { hotelStatus: 'FAILURE', userId: null, hotelFailureMsg: null };
export const rateLimited = new Error('Please wait 60 seconds before requesting another OTP.');
export const networkDown = new Error('Network error');
/** A failure with nothing to say (the connection dropped): the default texts show. */
export const noMessage = new Error('');
/** A busy network: the server asks for a proof-of-work challenge before it sends. */
export const CHALLENGE = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: 'ab' }, signature: 'signed' };
export const challengeAsked = Object.assign(new Error('Many requests are coming from your network. Please wait while we check you are not a robot.'), { challenge: CHALLENGE });
/** The challenge solved: what the send carries the second time. */
export const PROOF = 'solved-challenge';
/** The challenge could not be solved in time (a very slow device). */
export const unsolved = new Error('not solved in time');

/** A reload during the OTP step: the step kept in session storage. */
export const resumedPhone: OtpLoginInput = { resume: { channel: 'phone', contact: '9876543210', countryIso: 'AE' } };
/**
 * A kept step that cannot be reopened (tampered, or from an older version): the login form
 * opens. Not a path input (it would repeat the whole fresh graph); otpLogin.test.ts checks it.
 */
export const unusableStep: OtpLoginInput = { resume: { channel: 'phone', contact: '98765', countryIso: 'IN' } };

/**
 * "Change number" is tried from the OTP step as it opens (no digit typed, no message, the code
 * still valid) for an Indian number or an address: from anywhere else it leads back to forms the
 * paths already fill (the reopened step's form is the fresh one's), and each path is a test here
 * and a browser run in tests/e2e/modelPaths.spec.ts.
 */
export function tryOtpLoginEvent(s: SnapshotFrom<typeof otpLoginMachine>, event: { type: string }): boolean {
  if (event.type !== 'contact.changeRequested') return true;
  return s.context.countryIso === 'IN' && s.context.digits.every((d) => d === '') && s.context.otpError === null && !s.context.expired;
}

export const otpLoginFixtures = {
  machine: otpLoginMachine,
  inputs: [{}, resumedPhone],
  events: [
    { type: 'country.changed', iso: 'AE' },
    { type: 'country.changed', iso: 'ZZ' }, // never possible: not in the list
    { type: 'phone.changed', value: '98a765' },
    { type: 'phone.changed', value: '98765 43210 99' },
    { type: 'phone.changed', value: '+91 98765 43210' },
    { type: 'email.changed', value: 'asha@' },
    { type: 'email.changed', value: ' asha@example.in ' },
    { type: 'login.emailChosen' },
    { type: 'login.phoneChosen' },
    { type: 'otp.requested' },
    { type: 'otp.digitTyped', index: 0, value: '4' },
    { type: 'otp.digitTyped', index: 2, value: 'x' }, // never possible: only digits
    { type: 'otp.backspaced', index: 1 },
    { type: 'otp.pasted', text: '123 456' },
    { type: 'otp.pasted', text: '12345' }, // never possible: not six digits
    { type: 'otp.submitted' },
    { type: 'otp.resendRequested' },
    { type: 'contact.changeRequested' },
    { type: 'countdown.expired' },
    { type: 'login.cancelled' },
  ],
  actors: {
    requestOtp: { done: [{ sent: true }], error: [rateLimited, noMessage, challengeAsked] },
    solveChallenge: { done: [PROOF], error: [unsolved] },
    verifyOtp: { done: [verified, wrongCode, spentCode, refusedSilently], error: [networkDown, noMessage] },
  },
  delays: { otpModalDelay: 1000, loginCloseDelay: 1000 },
  tryEvent: tryOtpLoginEvent,
} satisfies MachineModel<typeof otpLoginMachine>;
