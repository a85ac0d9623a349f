/**
 * `npm run bench:flood`: does a burst of large, deeply nested bodies freeze the server? Ten
 * 4.8 MB `[[[…]]]` bodies arrive at PUT /saveProfile at once (from nobody, then from a logged-in
 * traveller), while /healthz is asked every 10 ms. It prints /healthz's slowest and median answer
 * times during each burst and how each body was answered; the floor is /healthz within 50 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { API_BASE } from '../../contract/basePath';
import { logInThroughApi } from './support/apiLogin';
import { freePort, startServer, stopServer } from './support/site';

const BODY = '['.repeat(4.8 * 1024 * 1024);
const BODIES = 10;

/**
 * Asks /healthz every 10 ms from a thread of its own, so the work of sending the bodies from this
 * thread does not delay the asking; resolves with each answer's time once `stop` is called.
 */
function probeHealth(base: string): { stop: () => Promise<number[]> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const times = [];
     let on = true;
     parentPort.on('message', () => { on = false; });
     (async () => {
       while (on) {
         const started = performance.now();
         await fetch(workerData + '/healthz');
         times.push(performance.now() - started);
         await new Promise((r) => setTimeout(r, 10));
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: base },
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (times: number[]) => void worker.terminate().then(() => resolve(times)));
        worker.postMessage('stop');
      }),
  };
}

async function burst(base: string, token: string | null): Promise<{ statuses: number[]; healthMs: number[] }> {
  const probe = probeHealth(base);
  await new Promise((r) => setTimeout(r, 100));
  const statuses = await Promise.all(
    Array.from({ length: BODIES }, () =>
      fetch(`${base}${API_BASE}/saveProfile`, { method: 'PUT', headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: BODY })
        .then((res) => res.status)
        .catch(() => 0),
    ),
  );
  // A few more answers after the last body, so a stall that outlasts the burst is seen.
  await new Promise((r) => setTimeout(r, 200));
  return { statuses, healthMs: await probe.stop() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const dataDir = await mkdtemp(path.join(tmpdir(), 'padaav-flood-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(port, dataDir, { CATALOGUE_HOTELS: '200' });
try {
  const login = await logInThroughApi(base);
  for (const [who, token] of [['nobody', null], ['a logged-in traveller', login.token]] as const) {
    const { statuses, healthMs } = await burst(base, token);
    const counts = Object.entries(statuses.reduce<Record<string, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {}))
      .map(([status, n]) => `${n} x ${status}`)
      .join(', ');
    const worst = Math.max(...healthMs);
    console.log(
      `${BODIES} bodies of 4.8 MB from ${who}: answered ${counts}; /healthz ${healthMs.length} answers, median ${median(healthMs).toFixed(1)} ms, slowest ${worst.toFixed(1)} ms ${worst <= 50 ? '(within 50 ms)' : '(over 50 ms)'}`,
    );
  }
} finally {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
