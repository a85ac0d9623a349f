import { call } from './client';

/** GET /guest: a fresh guest device token. Never cached: each call starts a new session. */
export async function fetchGuestToken(signal?: AbortSignal): Promise<string> {
  const answer = await call((s) => s.guestTokenResponse, '/guest', { signal });
  return answer.response.token;
}
