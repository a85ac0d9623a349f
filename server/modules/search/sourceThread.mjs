/**
 * Starts the search thread from TypeScript source (tests, `npm run dev`): registers tsx in this
 * worker, then loads the entry it was given. The built server starts `answerThread.mjs` instead.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
