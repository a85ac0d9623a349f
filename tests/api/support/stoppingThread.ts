/**
 * A search thread that stops at its first job, as a crashed one would (searchThread.test.ts): it
 * says ready like the real one, then exits instead of answering.
 */
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', (message: { job?: unknown }) => {
  if (message.job) process.exit(3);
});
parentPort!.postMessage({ kind: 'ready', warmMs: 0 });
