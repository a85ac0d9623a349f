/**
 * Adding the missing identity to the logged-in account (contract/linkIdentity.ts): a code sent to
 * the phone number or address, then the code entered. A failed call rejects with an
 * AccountCallError saying how it failed, as the account calls do.
 */
import { z } from 'zod';
import type { Profile } from '../../contract/account';
import { DEFAULT_DIAL_CODE } from '../../contract/countryCodes';
import { failureEnvelope } from '../../contract/envelope';
import { FailureCode } from '../../contract/failureCodes';
import { challengeRequiredResponse, type ProofChallenge } from '../../contract/proofOfWork';
import { LINK_IDENTITY_PATHS, linkCodeResponse, linkVerifyResponse, type IdentityKind, type LinkCodeRequest } from '../../contract/linkIdentity';
import { accountCall } from './account';
import { call } from './client';
import { ChallengeRequiredError, proofHeaders } from './proofOfWork';

/** Kept with the profile page's calls, not with the answer schemas every page loads. */
const challengeAnswer = failureEnvelope.extend({ hotelFailureCode: z.literal(FailureCode.challengeRequired.code), response: challengeRequiredResponse });
const codeAnswer = z.union([linkCodeResponse, challengeAnswer, failureEnvelope]);
const verifyAnswer = z.union([linkVerifyResponse, failureEnvelope]);

/** The phone number (10 digits, with the dial code chosen beside it) or the address to add. */
export interface IdentityContact {
  kind: IdentityKind;
  contact: string;
  countryCode?: string;
}

function contactBody({ kind, contact, countryCode = DEFAULT_DIAL_CODE }: IdentityContact): LinkCodeRequest {
  return kind === 'phone' ? { mobileNumber: contact, countryCode } : { emailId: contact };
}

/**
 * POST /account/identity/send: a code to the phone number or address, for this account only.
 * Never retried: a second send within 60 s would be refused. Refused, with the server's words,
 * when the account has one of that kind. From a busy network the server may ask for a
 * proof-of-work challenge first (a ChallengeRequiredError with it); `proof`, its solution, goes
 * with the send asked again.
 */
export async function sendIdentityCode(identity: IdentityContact & { proof?: string }): Promise<void> {
  let challenge: ProofChallenge | null = null;
  const headers = proofHeaders(identity.proof);
  try {
    await accountCall(async () => {
      const answer = await call(codeAnswer, LINK_IDENTITY_PATHS.send, { method: 'POST', body: contactBody(identity), retry: 0, ...(headers ? { headers } : {}) });
      if (answer.hotelStatus === 'FAILURE' && 'response' in answer) challenge = answer.response.challenge;
      return answer;
    });
  } catch (error) {
    if (challenge) throw new ChallengeRequiredError(error instanceof Error ? error.message : '', challenge);
    throw error;
  }
}

/**
 * POST /account/identity/verify: the code adds the phone number or address; the profile as it now
 * stands. Refused, with the server's words, when another account holds it.
 */
export function verifyIdentityCode(identity: IdentityContact & { otp: string }): Promise<Profile> {
  return accountCall(() => call(verifyAnswer, LINK_IDENTITY_PATHS.verify, { method: 'POST', body: { ...contactBody(identity), otp: identity.otp }, retry: 0 }));
}
