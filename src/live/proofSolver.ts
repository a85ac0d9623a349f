/**
 * The proof-of-work solver the machines are given (`solveChallenge`): the challenge goes to a
 * Web Worker of its own (proofOfWork.worker.ts), and the answer comes back as the header value
 * the server reads, base64 of `{challenge, solution}`. Each solve has its own worker, ended once
 * it answers or the machine stops waiting.
 */
import { fromPromise } from 'xstate';
import type { ProofChallenge } from '../../contract/proofChallenge';

type WorkerAnswer = { solution: { counter: number; derivedKey: string; time?: number } } | { error: string };

/** Solves `challenge` in a worker; rejects when it cannot (then the login modal offers to try again). */
function solveInWorker(challenge: ProofChallenge, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./proofOfWork.worker.ts', import.meta.url), { type: 'module', name: 'proof-of-work' });
    const end = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      end();
      reject(new Error('The robot check was stopped.'));
    });
    worker.onerror = (event) => {
      end();
      reject(new Error(event.message || 'The robot check could not run.'));
    };
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      end();
      const answer = event.data;
      if ('solution' in answer) resolve(btoa(JSON.stringify({ challenge, solution: answer.solution })));
      else reject(new Error(answer.error));
    };
    worker.postMessage(challenge);
  });
}

/** The machines' `solveChallenge` actor. */
export const solveChallengeActor = fromPromise<string, ProofChallenge>(({ input, signal }) => solveInWorker(input, signal));
