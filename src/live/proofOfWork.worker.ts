/**
 * Solves one proof-of-work challenge off the page's thread (altcha-lib's solver, with the
 * browser's own PBKDF2), so the login modal's spinner keeps turning while it works. Answers the
 * solution, or `{ error }` when none was found in time.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Longer than any challenge of ours takes even on a slow phone; then the modal offers to try again. */
const SOLVE_TIMEOUT_MS = 60_000;

self.onmessage = async (message: MessageEvent<Challenge>) => {
  try {
    const solution = await solveChallenge({ challenge: message.data, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    self.postMessage(solution ? { solution } : { error: 'not solved in time' });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
