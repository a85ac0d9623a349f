/**
 * The proof-of-work challenge a busy network's requests must answer, without zod (the browser's
 * first bundle reads these; contract/proofOfWork.ts has the schemas). Past a per-address
 * threshold (many travellers share one carrier address), the server answers a login-code send or
 * a new guest token with `challengeRequired` and a challenge in `response.challenge`; the browser
 * solves it (about a second) and asks again with the solution in the `x-proof-of-work` header.
 * The challenge is signed by the server (HMAC), expires, and its solution is spent once.
 */

/** The request header that carries a solved challenge: base64 of `{challenge, solution}` as JSON. */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';

/** What a challenge is for: a solution for one never passes for the other. */
export type ProofPurpose = 'otp' | 'guest';

/** A challenge as the server signs it (altcha's v2 format: parameters and their signature). */
export interface ProofChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string | undefined;
    memoryCost?: number | undefined;
    parallelism?: number | undefined;
    expiresAt?: number | undefined;
    data?: Record<string, string | number | boolean | null> | undefined;
  };
  signature: string;
}

export const proofMessages = {
  required: 'Many requests are coming from your network. Please wait while we check you are not a robot.',
  malformed: 'The robot check could not be read. Please try again.',
  forged: 'The robot check did not verify. Please try again.',
  expired: 'The robot check has expired. Please try again.',
  replayed: 'This robot check has already been used. Please try again.',
  wrongPurpose: 'This robot check was made for something else. Please try again.',
} as const;
