import { call } from './client';
import { schemas } from './contract';
import { takeEarlyGuestAnswer } from './earlyGuest';

/**
 * GET /guest: a fresh guest device token. Never cached: each call starts a new session. The
 * first call takes the answer the page asked for as it started (earlyGuest.ts) when that answer
 * came and matches the contract; otherwise it asks the server.
 */
export async function fetchGuestToken(signal?: AbortSignal): Promise<string> {
  const early = takeEarlyGuestAnswer();
  if (early) {
    const [answer, { guestTokenResponse }] = await Promise.all([early.catch(() => undefined), schemas()]);
    const parsed = guestTokenResponse.safeParse(answer);
    if (parsed.success) return parsed.data.response.token;
  }
  const answer = await call((s) => s.guestTokenResponse, '/guest', { signal });
  return answer.response.token;
}
