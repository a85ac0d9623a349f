import type { SnapshotFrom } from 'xstate';
import { loginMessages, type otpLoginMachine } from './otpLogin.machine';

type Snapshot = SnapshotFrom<typeof otpLoginMachine>;

/** The first modal (phone or e-mail form) is open, including while the code is being sent. */
export const selectLoginModalOpen = (s: Snapshot) => s.matches('entry');
/** The OTP modal is open, including the short pause after 'Login Successful!'. */
export const selectOtpModalOpen = (s: Snapshot) => s.matches('otp') || s.matches('succeeded');
/** 'phone' (the default form) or 'email' (after a social icon). */
export const selectChannel = (s: Snapshot) => s.context.channel;
/** The phone digits or e-mail address to show in the field, and in the OTP modal as "sent to". */
export const selectContact = (s: Snapshot) => s.context.contact;
/** The message under the phone or e-mail field, or null. */
export const selectFormError = (s: Snapshot) => s.context.formError;
/** Get OTP is being sent: show a spinner and disable the button. */
export const selectSending = (s: Snapshot) => s.matches({ entry: 'sending' });
/** The browser is solving the server's proof-of-work challenge before the send goes again. */
export const selectProving = (s: Snapshot) => s.matches({ entry: 'proving' }) || s.matches({ otp: 'proving' });
/** What the modal says while it solves the challenge, or null. */
export const selectProofStatus = (s: Snapshot) => (selectProving(s) ? loginMessages.proving : null);
/** Get OTP may be pressed (a bad contact still may: pressing shows the message). */
export const selectCanRequestOtp = (s: Snapshot) => s.can({ type: 'otp.requested' });

/** The six box values, '' when empty. */
export const selectOtpDigits = (s: Snapshot) => s.context.digits;
/** The message under the OTP boxes, or null. */
export const selectOtpError = (s: Snapshot) => s.context.otpError;
export const selectVerifying = (s: Snapshot) => s.matches({ otp: 'verifying' });
export const selectResending = (s: Snapshot) => s.matches({ otp: 'resending' });
/** The boxes take input only while nothing is in flight. */
export const selectOtpEditable = (s: Snapshot) => s.matches({ otp: 'editing' });
/** Verify is enabled: the countdown still runs and nothing is in flight. */
export const selectCanVerify = (s: Snapshot) => s.can({ type: 'otp.submitted' });
/** The countdown has run out: the Resend OTP button replaces the timer. */
export const selectShowResend = (s: Snapshot) => s.matches('otp') && s.context.expired;
/** "Change number" may be pressed (the OTP step, nothing in flight). */
export const selectCanChangeContact = (s: Snapshot) => s.can({ type: 'contact.changeRequested' });
/** Resend OTP may be pressed (run out and not already resending or verifying). */
export const selectCanResend = (s: Snapshot) => s.can({ type: 'otp.resendRequested' });

/** The code was verified; the user id is known. */
export const selectLoginSucceeded = (s: Snapshot) => s.matches('succeeded') || s.matches('loggedIn');
/** 'Login Successful!' once the code is verified, else null. */
export const selectSuccessMessage = (s: Snapshot) => (selectLoginSucceeded(s) ? loginMessages.loggedIn : null);
export const selectLoggedInUserId = (s: Snapshot) => s.context.userId;
/** The flow is over (closed or logged in): unmount the modals. */
export const selectLoginFinished = (s: Snapshot) => s.status === 'done';
/** ISO code of the country chosen beside the phone number. */
export const selectCountryIso = (s: Snapshot) => s.context.countryIso;
/** The country selector may change (phone form, nothing in flight). */
export const selectCanChooseCountry = (s: Snapshot) => s.matches({ entry: 'editing' }) && s.context.channel === 'phone';
