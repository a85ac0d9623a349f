import { z } from 'zod';
import type { ProofChallenge } from './proofChallenge';

export { PROOF_OF_WORK_HEADER, proofMessages, type ProofChallenge, type ProofPurpose } from './proofChallenge';

/** A challenge as the server signs it (contract/proofChallenge.ts says what it is for). */
export const challengeSchema: z.ZodType<ProofChallenge> = z.object({
  parameters: z
    .object({
      algorithm: z.string().max(32),
      nonce: z.string().max(128),
      salt: z.string().max(128),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(256).optional(),
      memoryCost: z.number().int().positive().optional(),
      parallelism: z.number().int().positive().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    })
    .strict(),
  signature: z.string().max(256),
});
/** The body of a `challengeRequired` failure: `response.challenge`. */
export const challengeRequiredResponse = z.object({ challenge: challengeSchema });
