import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/**
 * The server's background work as pg-boss queues in its own database (the `pgboss` schema, on
 * PostgreSQL and on the embedded PGlite alike, through `Database.executeSql`), so that servers
 * sharing a database share the work instead of each doing all of it:
 *
 * - Each job is asked for once per period: every server asks on its own timer, and pg-boss keeps
 *   one job per job name and period (`singletonSeconds`), so the second server's ask is dropped.
 * - The queue's `singleton` policy lets one server run a job at a time.
 * - A failed run is tried again 3 times, waiting 5 s and longer each time (`retryBackoff`); a job
 *   that fails every try is kept in `<name>.failed` (the dead-letter queue) for an operator, and
 *   the next period's run tries the work afresh.
 *
 * A run is the job's safe point: each step of its work commits on its own, so a stop lets the runs
 * under way end and starts no other.
 */

/** One background job: what it does, how often, and where its runs are reported. */
export interface JobSpec {
  /** The queue's name (and the job's label in the log and the metrics). */
  name: string;
  /** What a run does, for the log: "releasing lapsed booking holds". */
  doing: string;
  /** How often a run is asked for, across all servers. */
  everySeconds: number;
  work: () => Promise<unknown>;
  report?: RunReport;
  /** How often a failed run is tried again, waiting `delaySeconds` then longer each time (default 3, from 5 s). */
  retry?: { limit: number; delaySeconds: number };
}

/** Where each run's outcome goes (the job series of GET /metrics: modules/metrics/jobMetrics.ts). */
export interface RunReport {
  succeeded(seconds: number): void;
  failed(seconds: number): void;
}

export interface JobQueue {
  /** Asks for a run of a job in this period (dropped when one was asked for already). */
  ask(name: string): Promise<void>;
  /** The jobs whose runs are under way on this server. */
  running(): string[];
  /** Asks for no more runs, and resolves once the runs under way end (or `boundMs` passes). */
  stop(boundMs: number): Promise<void>;
}

const RETRY = { limit: 3, delaySeconds: 5 } as const;
/** A run still active after this is taken as lost (its server died) and tried again. */
const EXPIRE_SECONDS = 15 * 60;
/**
 * How often an idle server looks for a job to run, per queue. A job is asked for every 15 s or
 * more, so its run starts at most this late. Looking every second (6 queues, a query each) kept
 * an idle embedded server at about 9% of a core; tests that wait for runs look every second.
 */
const POLL_SECONDS = 5;

/**
 * A step of starting that servers started together on a new database may race on, tried again
 * (each try anew) until it finds the other's work done:
 * - pg-boss creates its tables under an advisory lock, yet the server that waited for it may
 *   still trip on the schema the other just made (a unique violation in PostgreSQL's catalog);
 * - two servers creating queues at once may deadlock (each locks a queue's row, then adds its
 *   queue's table to pg-boss's job table): the victim tries again and finds the queue made.
 */
async function despiteRaces<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if ((code !== '40P01' && code !== '23505') || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/** Starts the queues (creating pg-boss's tables on first start) and this server's workers and timers. */
export async function startJobQueue(db: Database, jobs: readonly JobSpec[], log: FastifyBaseLogger, options: { pollSeconds?: number } = {}): Promise<JobQueue> {
  // A pg-boss that failed to start cannot start again: each try is a new one.
  const boss = await despiteRaces(async () => {
    const started = new PgBoss({
      db: { executeSql: (text, values) => db.executeSql(text, values) },
      // The jobs are asked for by each server's timer, not by pg-boss's cron.
      schedule: false,
      // Finished jobs are kept a day for an operator to look at (`select * from pgboss.job`).
      deleteAfterDays: 1,
    });
    started.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await started.start();
    return started;
  });

  const byName = new Map(jobs.map((job) => [job.name, job]));
  const under = new Set<string>();
  for (const job of jobs) {
    const deadLetter = `${job.name}.failed`;
    await despiteRaces(() => boss.createQueue(deadLetter));
    const retry = job.retry ?? RETRY;
    await despiteRaces(() => boss.createQueue(job.name, {
      name: job.name,
      policy: 'singleton',
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
      expireInSeconds: EXPIRE_SECONDS,
      deadLetter,
    }));
    await boss.work(job.name, { pollingIntervalSeconds: options.pollSeconds ?? POLL_SECONDS }, async () => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      under.add(job.name);
      try {
        await job.work();
        job.report?.succeeded(seconds());
      } catch (error) {
        job.report?.failed(seconds());
        log.error({ err: error, job: job.name }, `${job.doing} failed; trying again`);
        throw error;
      } finally {
        under.delete(job.name);
      }
    });
  }

  const ask = async (name: string) => {
    const job = byName.get(name);
    if (!job) throw new Error(`no such job: ${name}`);
    await boss.sendThrottled(name, {}, {}, job.everySeconds);
  };
  const asking = (name: string) => void ask(name).catch((error: unknown) => log.warn({ err: error, job: name }, 'could not ask for a job run; the next period asks again'));
  const timers = jobs.map((job) => {
    asking(job.name);
    const timer = setInterval(() => asking(job.name), job.everySeconds * 1000);
    timer.unref();
    return timer;
  });

  return {
    ask,
    running: () => [...under],
    async stop(boundMs) {
      for (const timer of timers) clearInterval(timer);
      // close: false, the database is the server's to close; graceful: runs under way end first.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: boundMs });
    },
  };
}
