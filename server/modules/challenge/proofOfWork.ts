/**
 * Proof-of-work challenges, self-hosted (altcha-lib): past a per-address threshold, a request
 * must carry a solved challenge instead of being refused, so many honest travellers behind one
 * carrier address still get in while each request costs a bot farm a second of work. A challenge
 * is signed with the server's key, says what it is for and when it expires; a solution is spent
 * once, in the database, so no server takes it twice.
 */
import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { challengeSchema, proofMessages, type ProofChallenge, type ProofPurpose } from '../../../contract/proofOfWork';
import type { Orm } from '../../db/database';
import { spentProofs } from '../../db/schema';
import { ApiError, badInput } from '../../http/apiError';

/**
 * How hard a challenge is. Each try is one PBKDF2-SHA-256 of `cost` rounds, which the browser
 * runs natively (WebCrypto), so a phone is not far behind a bot's own code; the answer is a
 * counter drawn from [maxTries / 2, maxTries], so the work is bounded (no unlucky minute-long
 * solve): 750 tries on average. Desktop Chromium does a try in about 0.25 ms, and with its CPU
 * slowed 4 times (a mid-range phone) in 0.7 to 0.9 ms at best, so about half a second to a
 * second on a phone (docs/architecture.md has the figures).
 */
const PROOF_DIFFICULTY = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, maxTries: 1_000 } as const;
/** How long a challenge may be answered. */
export const PROOF_VALID_SECONDS = 300;

/** A solution as the header carries it (base64 of JSON). */
const solvedSchema = z.object({
  challenge: challengeSchema,
  solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: z.string().max(256), time: z.number().optional() }).strict(),
});

interface Deps {
  orm: Orm;
  /** The server's proof-of-work key (keys.ts). */
  secret: string;
  clock: () => Date;
}

export function proofOfWork({ orm, secret, clock }: Deps) {
  // One kept key, two uses: the challenge's signature and the signature of its answer's key.
  const signing = createHmac('sha256', secret).update('challenge').digest('hex');
  const keySigning = createHmac('sha256', secret).update('derived key').digest('hex');

  async function challenge(purpose: ProofPurpose): Promise<ProofChallenge> {
    const expires = Math.floor(clock().getTime() / 1000) + PROOF_VALID_SECONDS;
    const made = await createChallenge({
      algorithm: PROOF_DIFFICULTY.algorithm,
      cost: PROOF_DIFFICULTY.cost,
      counter: randomInt(PROOF_DIFFICULTY.maxTries / 2, PROOF_DIFFICULTY.maxTries + 1),
      deriveKey,
      data: { purpose, expires },
      hmacSignatureSecret: signing,
      hmacKeySignatureSecret: keySigning,
    });
    return made as ProofChallenge;
  }

  return {
    challenge,

    /** The answer that asks for a proof: `challengeRequired` with a fresh challenge for `purpose`. */
    async required(purpose: ProofPurpose): Promise<ApiError> {
      return new ApiError('challengeRequired', proofMessages.required).withResponse({ challenge: await challenge(purpose) });
    },

    /**
     * Checks a solution from the `x-proof-of-work` header and spends it. A solution that cannot
     * be read, was made for another purpose, has expired, does not verify, or was spent before,
     * is refused with its message and changes nothing.
     */
    async spend(header: string, purpose: ProofPurpose): Promise<void> {
      const solved = readSolved(header);
      if (!solved) throw badInput(proofMessages.malformed);
      const { challenge: given, solution } = solved;
      const result = await verifySolution({ challenge: given, solution, deriveKey, hmacSignatureSecret: signing, hmacKeySignatureSecret: keySigning });
      if (!result.verified) throw badInput(proofMessages.forged);
      // Read only once the signature holds: these fields are the server's own.
      const data = given.parameters.data ?? {};
      if (data.purpose !== purpose) throw badInput(proofMessages.wrongPurpose);
      const expires = typeof data.expires === 'number' ? data.expires : 0;
      if (expires * 1000 <= clock().getTime()) throw badInput(proofMessages.expired);
      const spent = await orm
        .insert(spentProofs)
        .values({ signature: given.signature, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: spentProofs.signature });
      if (spent.length === 0) throw badInput(proofMessages.replayed);
    },
  };
}
export type ProofOfWork = ReturnType<typeof proofOfWork>;

function readSolved(header: string): z.infer<typeof solvedSchema> | null {
  if (header.length > 4096) return null;
  try {
    const parsed = solvedSchema.safeParse(JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
