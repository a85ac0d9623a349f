import { call } from './client';
import { schemas } from './contract';
import { takeEarlyGuestAnswer } from './earlyGuest';
import { askingForProof, proofHeaders } from './proofOfWork';

/**
 * GET /guest: a fresh guest device token. Never cached: each call starts a new session. The
 * first call takes the answer the page asked for as it started (earlyGuest.ts) when that answer
 * came and matches the contract; otherwise it asks the server. Past the per-address threshold
 * the server asks for a proof-of-work challenge first (a ChallengeRequiredError is thrown with
 * it); `proof`, its solution, goes with the call asked again.
 */
export async function fetchGuestToken(signal?: AbortSignal, proof?: string): Promise<string> {
  const early = proof === undefined ? takeEarlyGuestAnswer() : undefined;
  if (early) {
    const [answer, { guestTokenResponse }] = await Promise.all([early.catch(() => undefined), schemas()]);
    const parsed = guestTokenResponse.safeParse(answer);
    if (parsed.success) return parsed.data.response.token;
  }
  const headers = proofHeaders(proof);
  const answer = await askingForProof(call((s) => s.guestTokenResponse, '/guest', { ...(signal ? { signal } : {}), ...(headers ? { headers } : {}) }));
  return answer.response.token;
}
