/**
 * Adding the missing identity to the logged-in account: a phone number to an account made with
 * an e-mail address, or the other way round. A code goes to the new one (the same limits and
 * delivery as a login code), and the code, entered, adds it: from then on a login with either
 * opens the same account. An identity another account holds is refused when its code is
 * entered, and nothing changes.
 */
import { z } from 'zod';
import { profileResponse } from './account';
import { claimedUser } from './booking';
import { oneContactRequest, otpCodeSchema, signupResponse } from './identity';

/** The calls, under the API base path. */
export const LINK_IDENTITY_PATHS = {
  send: '/account/identity/send',
  verify: '/account/identity/verify',
} as const;

/** The kind of identity: as the profile names them. */
export type IdentityKind = 'phone' | 'email';

const what = (kind: IdentityKind) => (kind === 'phone' ? 'mobile number' : 'email address');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every text of adding an identity, for the server's answers and the profile alike. */
export const linkMessages = {
  /**
   * Another account holds it: nothing changes. Said once its code has been entered, so only
   * whoever receives its codes learns that it has an account.
   */
  taken: (kind: IdentityKind) => `This ${what(kind)} is already linked to another account. Log in with it to use that account.`,
  /** The account has one of that kind: changing it is not offered. */
  hasOne: (kind: IdentityKind) => `Your account already has a verified ${what(kind)}.`,
  alreadyYours: (kind: IdentityKind) => `This ${what(kind)} is already verified on your account.`,
  linked: (kind: IdentityKind) => `${capital(what(kind))} verified. You can now log in with it too.`,
  /** The button that opens the form for the missing one. */
  add: (kind: IdentityKind) => (kind === 'phone' ? 'Add mobile number' : 'Add e-mail address'),
} as const;

/**
 * POST /account/identity/send: `{mobileNumber, countryCode?}` or `{emailId}`, exactly one, checked
 * as a login's are. `userId`, when sent, must be the session's (403 otherwise).
 */
export const linkCodeRequest = oneContactRequest({ userId: claimedUser });
export type LinkCodeRequest = z.input<typeof linkCodeRequest>;
/** The same answer as a login send. */
export const linkCodeResponse = signupResponse;

/** POST /account/identity/verify: the same contact with the 6-digit code it was sent. */
export const linkVerifyRequest = oneContactRequest({ userId: claimedUser, otp: otpCodeSchema });
export type LinkVerifyRequest = z.input<typeof linkVerifyRequest>;
/** The profile as it now stands, the new identity in it. */
export const linkVerifyResponse = profileResponse;
