import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { challengeRequiredResponse, PROOF_OF_WORK_HEADER, type ProofChallenge } from '../../../contract/proofOfWork';

/** The challenge a `challengeRequired` failure carries (its envelope's `response`). */
export function challengeIn(body: unknown): ProofChallenge {
  return challengeRequiredResponse.parse((body as { response?: unknown }).response).challenge;
}

/** Solves a challenge as the browser does, and answers the header that carries the solution. */
export async function solvedHeader(challenge: ProofChallenge): Promise<Record<string, string>> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { [PROOF_OF_WORK_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}

/** A header with any content, base64 of JSON as the real one. */
export const proofHeader = (value: unknown): Record<string, string> => ({ [PROOF_OF_WORK_HEADER]: Buffer.from(JSON.stringify(value)).toString('base64') });
