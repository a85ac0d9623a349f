/**
 * A search thread that stops at its first job the first time it runs, as a crashed one would, and
 * runs as the real one once restarted (searchThread.test.ts): the restarted thread holds nothing
 * the first one was sent. It knows it ran before by the file named in STOPS_ONCE_MARKER.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

const marker = process.env.STOPS_ONCE_MARKER!;
if (existsSync(marker)) {
  await import('../../../server/modules/search/answerThread');
} else {
  writeFileSync(marker, '');
  parentPort!.on('message', (message: { job?: unknown }) => {
    if (message.job) process.exit(3);
  });
  parentPort!.postMessage({ kind: 'ready', warmMs: 0 });
}
