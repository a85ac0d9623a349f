import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/jobQueue';

/** How long a stop waits for the requests in flight, and for the jobs' runs under way, each. */
export const DRAIN_BOUND_MS = 10_000;

/** Resolves to true when `work` ends within `ms`, to false when the bound passes first. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A clean stop (SIGTERM from a process manager, or Ctrl-C): the server takes no new requests and
 * lets those in flight finish, the jobs start no new run and finish the ones under way, each within
 * `boundMs`; then the database closes. The log says what it waited for and whether each ended in
 * time. Resolves to whether everything ended within its bound.
 */
export async function drain(app: FastifyInstance, jobs: JobQueue, db: Database, boundMs = DRAIN_BOUND_MS): Promise<boolean> {
  const t0 = performance.now();
  const since = () => Math.round(performance.now() - t0);
  const connections = await new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count ?? 0)));
  app.log.info({ connections, jobsRunning: jobs.running(), boundMs }, 'draining: no new requests; waiting for those in flight and for the jobs\' runs under way');

  const [requestsDone, jobsDone] = await Promise.all([within(app.close(), boundMs), within(jobs.stop(boundMs), boundMs + 1_000)]);
  if (requestsDone) app.log.info({ ms: since() }, 'requests drained');
  else app.log.warn({ boundMs }, 'requests still in flight when the bound passed: closing anyway');
  if (jobsDone && jobs.running().length === 0) app.log.info({ ms: since() }, 'jobs stopped');
  else app.log.warn({ boundMs, running: jobs.running() }, 'jobs still running when the bound passed: closing anyway (each step commits on its own; the next run sees to the rest)');

  await db.close();
  app.log.info({ ms: since() }, 'stopped: database closed');
  return requestsDone && jobsDone && jobs.running().length === 0;
}
