import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { countdownMachine } from './countdown.machine';
import type { linkIdentityMachine } from './linkIdentity.machine';
import { loginMessages } from './otpLogin.machine';

type Snapshot = SnapshotFrom<typeof linkIdentityMachine>;

/** 'phone' or 'email': the identity being added. */
export const selectLinkKind = (s: Snapshot) => s.context.kind;
/** The phone form or address form is shown (Get OTP), while the code is being sent too. */
export const selectLinkEntry = (s: Snapshot) => s.matches('entry');
/** The code step: six boxes and Verify. */
export const selectLinkCodeStep = (s: Snapshot) => s.matches('code');
/** The phone digits or the address to show in the field, and in the code step as "sent to". */
export const selectLinkContact = (s: Snapshot) => s.context.contact;
export const selectLinkCountryIso = (s: Snapshot) => s.context.countryIso;
/** The country selector may change (phone form, nothing in flight). */
export const selectCanChooseLinkCountry = (s: Snapshot) => s.matches({ entry: 'editing' }) && s.context.kind === 'phone';
/** The message under the field: a bad entry, or the server's refusal (the account has one of that kind). */
export const selectLinkFormError = (s: Snapshot) => s.context.formError;
export const selectLinkSending = (s: Snapshot) => s.matches({ entry: 'sending' });
/** Solving the server's proof-of-work challenge (a busy network) before the send goes again. */
export const selectLinkProving = (s: Snapshot) => s.matches({ entry: 'proving' }) || s.matches({ code: 'proving' });
/** What the form says while it solves the challenge, or null. */
export const selectLinkProofStatus = (s: Snapshot) => (selectLinkProving(s) ? loginMessages.proving : null);
/** Get OTP may be pressed (a bad entry still may: pressing shows the message). */
export const selectCanRequestLinkCode = (s: Snapshot) => s.can({ type: 'code.requested' });
export const selectLinkDigits = (s: Snapshot) => s.context.digits;
/** The message under the boxes: a wrong or expired code, or the server's refusal (another account holds it). */
export const selectLinkOtpError = (s: Snapshot) => s.context.otpError;
/** The boxes take input only while nothing is in flight. */
export const selectLinkOtpEditable = (s: Snapshot) => s.matches({ code: 'editing' });
export const selectLinkVerifying = (s: Snapshot) => s.matches({ code: 'verifying' });
/** Resending, or solving a challenge the resend met first. */
export const selectLinkResending = (s: Snapshot) => s.matches({ code: 'resending' }) || s.matches({ code: 'proving' });
/** Verify is on: the countdown still runs and nothing is in flight. */
export const selectCanVerifyLink = (s: Snapshot) => s.can({ type: 'otp.submitted' });
/** The countdown has run out: Resend OTP replaces the timer. */
export const selectShowLinkResend = (s: Snapshot) => s.matches('code') && s.context.expired;
export const selectCanResendLink = (s: Snapshot) => s.can({ type: 'otp.resendRequested' });
export const selectCanChangeLinkContact = (s: Snapshot) => s.can({ type: 'contact.changeRequested' });
/** The code's countdown while the code step is open (its label: countdown.selectors.ts). */
export const selectLinkCountdown = (s: Snapshot) => (s.children as { countdown?: ActorRefFrom<typeof countdownMachine> }).countdown ?? null;
/** The flow is over: added, or cancelled. */
export const selectLinkFinished = (s: Snapshot) => s.status === 'done';
