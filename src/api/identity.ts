import { DEFAULT_DIAL_CODE } from '../../contract/countryCodes';
import { ApiCallError, call } from './client';
import { askingForProof, proofHeaders } from './proofOfWork';
import { sessionKeys, sessionStore } from './storage';

export type LoginChannel = 'phone' | 'email';

export interface OtpContact {
  channel: LoginChannel;
  /** 10 digits for 'phone', an address for 'email'. */
  contact: string;
}

/**
 * A login call that got no answer (the connection failed). It carries no message, so the login
 * flow shows the spec's default text rather than the browser's technical one.
 */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
  constructor(cause: unknown) {
    super('', { cause });
  }
}

async function answered<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw error instanceof ApiCallError ? error : new NoAnswerError(error);
  }
}

/** What /signup/validate/otp answered, as the login flow reads it; `token` is the rotated device token. */
export interface OtpCheck {
  hotelStatus: string;
  userId: string | null;
  hotelFailureMsg: string | null;
  token: string | null;
}

/**
 * POST /signup: sends a 6-digit code to the phone number or e-mail address. `{mobileNumber,
 * countryCode, deviceToken}` or `{emailId, deviceToken}`; the token also travels in
 * `authorization`. Never retried (a second send would be refused for 60 s anyway). A refusal
 * (bad input, 429) throws an ApiCallError carrying the server's message; one that asks for a
 * proof-of-work challenge first throws a ChallengeRequiredError with it, and `proof` (its
 * solution) goes with the send asked again. No answer at all throws a NoAnswerError.
 */
export async function requestOtp({ channel, contact, countryCode = DEFAULT_DIAL_CODE, proof }: OtpContact & { countryCode?: string; proof?: string }): Promise<void> {
  const deviceToken = sessionStore.get(sessionKeys.deviceToken) ?? undefined;
  const body = channel === 'phone' ? { mobileNumber: contact, countryCode, deviceToken } : { emailId: contact, deviceToken };
  const headers = proofHeaders(proof);
  await askingForProof(answered(call((s) => s.signupResponse, '/signup', { method: 'POST', body, retry: 0, ...(headers ? { headers } : {}) })));
}

/**
 * POST /signup/validate/otp `{mobileNumber, emailId, otp}` (the unused contact sent empty, as
 * the spec's client does), with a phone number's `countryCode`: the dial code the code was sent
 * with, which the server needs to find it. A wrong, expired or spent code is a FAILURE answer
 * with its message, returned rather than thrown; only no answer (NoAnswerError) or an unreadable
 * one throws.
 */
export async function validateOtp({ channel, contact, otp, countryCode = DEFAULT_DIAL_CODE }: OtpContact & { otp: string; countryCode?: string }): Promise<OtpCheck> {
  const body =
    channel === 'phone' ? { mobileNumber: contact, emailId: '', otp, countryCode } : { mobileNumber: '', emailId: contact, otp };
  const answer = await answered(call((s) => s.validateOtpResponse, '/signup/validate/otp', { method: 'POST', body, retry: 0 }));
  return answer.hotelStatus === 'SUCCESS'
    ? { hotelStatus: answer.hotelStatus, userId: answer.userId, hotelFailureMsg: null, token: answer.response.token }
    : { hotelStatus: answer.hotelStatus, userId: null, hotelFailureMsg: answer.hotelFailureMsg, token: null };
}

/** POST /logout: ends the caller's server session; its device token stops working. */
export async function logout(): Promise<void> {
  await call((s) => s.logoutResponse, '/logout', { method: 'POST', body: {}, retry: 0 });
}
