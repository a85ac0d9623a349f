/**
 * The server's proof-of-work challenge as the client meets it: a refused call that asks for one
 * (`challengeRequired`, many requests from the traveller's network), and the header that carries
 * a solution with the call asked again.
 */
import { FailureCode } from '../../contract/failureCodes';
import { PROOF_OF_WORK_HEADER, type ProofChallenge } from '../../contract/proofChallenge';
import { ApiCallError } from './client';

/** A call the server will answer once a challenge is solved: the machines read `challenge` (otpLogin's `ChallengeAsked`). */
export class ChallengeRequiredError extends Error {
  override name = 'ChallengeRequiredError';
  constructor(
    message: string,
    readonly challenge: ProofChallenge,
  ) {
    super(message);
  }
}

/** The challenge in a failure's envelope (`response.challenge`) when the failure asks for one. */
function challengeIn(status: number, body: unknown): ProofChallenge | null {
  if (status !== FailureCode.challengeRequired.status || !body || typeof body !== 'object') return null;
  const envelope = body as { hotelFailureCode?: unknown; response?: { challenge?: unknown } };
  if (envelope.hotelFailureCode !== FailureCode.challengeRequired.code) return null;
  const challenge = envelope.response?.challenge as ProofChallenge | undefined;
  return challenge && typeof challenge === 'object' && typeof challenge.signature === 'string' && challenge.parameters && typeof challenge.parameters === 'object'
    ? challenge
    : null;
}

/** Rethrows a failure that asks for a challenge as a ChallengeRequiredError, anything else as it is. */
export async function askingForProof<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const challenge = error instanceof ApiCallError ? challengeIn(error.status, error.body) : null;
    throw challenge ? new ChallengeRequiredError(error instanceof Error ? error.message : '', challenge) : error;
  }
}

/** The request headers that carry a solution, or none. */
export function proofHeaders(proof: string | undefined): Record<string, string> | undefined {
  return proof ? { [PROOF_OF_WORK_HEADER]: proof } : undefined;
}
