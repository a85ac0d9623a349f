/**
 * The account calls: the profile and saving it, deleting the account, the app
 * rating. A failed call rejects with an AccountCallError that says how it failed
 * (contract/account.ts `AccountCallFailure`), as the account machines tell the cases apart.
 */
import { z } from 'zod';
import type { AccountCallFailure, AppRatingRequest, DeleteAccountRequest, Profile, SaveProfileRequest } from '../../contract/account';
import { appRatingResponse, deleteAccountResponse, profileResponse } from '../../contract/account';
import { failureEnvelope } from '../../contract/envelope';
import { FailureCode } from '../../contract/failureCodes';
import { ApiCallError, call } from './client';
import { sessionKeys, sessionStore } from './storage';

/**
 * The answers of the account calls: the contract's SUCCESS, or a FAILURE. Kept here, not with
 * the answer schemas every page loads (schemas.ts): only the account pages make these calls, and
 * the account contract (its schemas and texts) then stays in their code.
 */
const profileAnswer = z.union([profileResponse, failureEnvelope]);
const deleteAccountAnswer = z.union([deleteAccountResponse, failureEnvelope]);
const appRatingAnswer = z.union([appRatingResponse, failureEnvelope]);

/** An account call that failed, and how. */
export class AccountCallError extends Error {
  override name = 'AccountCallError';
  constructor(readonly failure: AccountCallFailure) {
    super(failure.kind === 'unexpected' ? 'unexpected answer' : (failure.message ?? 'the call failed'));
  }
}

interface Failure {
  hotelStatus: 'FAILURE';
  hotelFailureCode: number;
  hotelFailureMsg: string;
}

/**
 * A call's answer, or an AccountCallError: a FAILURE the server explains (4xx) is `refused` with
 * its code and message; one from a server failure (5xx), a network error or an error answer
 * without an envelope is `failed`; a success the contract does not know is `unexpected`.
 */
export async function accountCall<T>(run: () => Promise<{ hotelStatus: 'SUCCESS'; response: T } | Failure>): Promise<T> {
  let answer;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof ApiCallError && error.status < 400) throw new AccountCallError({ kind: 'unexpected' });
    if (error instanceof ApiCallError) throw new AccountCallError({ kind: 'failed', message: error.status < 500 ? error.message : null });
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new AccountCallError({ kind: 'failed', message: null });
  }
  if (answer.hotelStatus === 'SUCCESS') return answer.response;
  if (answer.hotelFailureCode < FailureCode.internal.code) throw new AccountCallError({ kind: 'refused', code: answer.hotelFailureCode, message: answer.hotelFailureMsg });
  throw new AccountCallError({ kind: 'failed', message: null });
}

/** POST /user-account-info `{userId}`: the traveller's profile. */
export function accountInfo(userId: string, signal?: AbortSignal): Promise<Profile> {
  return accountCall(() => call(profileAnswer, '/user-account-info', { method: 'POST', body: { userId }, signal }));
}

/**
 * PUT /saveProfile: the profile with the user id and, as the spec's call sends it, the device
 * token. `image` is a data URL to set the photo, null to remove it, absent to keep it.
 */
export function saveProfile(request: Omit<SaveProfileRequest, 'deviceToken'>): Promise<Profile> {
  const deviceToken = sessionStore.get(sessionKeys.deviceToken) ?? undefined;
  return accountCall(() => call(profileAnswer, '/saveProfile', { method: 'PUT', body: { ...request, deviceToken } }));
}

/**
 * POST /account-deletion/delete `{userId, reasons, feedback}`. Sent once, never repeated: after a
 * deletion the session is gone, so a repeat could only answer 401.
 */
export function deleteAccount(request: DeleteAccountRequest): Promise<{ deleted: true }> {
  return accountCall(() => call(deleteAccountAnswer, '/account-deletion/delete', { method: 'POST', body: request, retry: 0 }));
}

/** POST /save-app-rating `{userId, rating ('1'..'5'), feedback}`: a new rating replaces the old. */
export function saveAppRating(request: AppRatingRequest): Promise<{ rating: number; feedback: string }> {
  return accountCall(() => call(appRatingAnswer, '/save-app-rating', { method: 'POST', body: request }));
}
