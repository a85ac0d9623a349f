import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** A repeating job's stop: no further runs, and it resolves once the run under way (if any) ends. */
export type StopJob = () => Promise<void>;

/**
 * Where each run's outcome goes (the job series of GET /metrics: modules/metrics/jobMetrics.ts),
 * handed in by the caller so that this loop knows nothing of how it is counted.
 */
export interface RunReport {
  succeeded(seconds: number): void;
  failed(seconds: number): void;
}

/**
 * Runs `work` now and then every `everyMs`, one run at a time, without keeping the process alive;
 * a failed run is logged and the next one tries again. What the jobs act on is read from the
 * database each run, so a restart loses nothing and servers sharing one database may all run them.
 * Each run, done or failed, is told to `report` with its duration. A run is the job's safe point:
 * each of its steps commits on its own, so a stop waits for the run under way to end, and starts
 * no other.
 */
export function repeating(what: string, work: () => Promise<unknown>, everyMs: number, log: FastifyBaseLogger, report: RunReport): StopJob {
  let current: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (current || stopped) return;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    current = work()
      .then(
        () => report.succeeded(seconds()),
        (error: unknown) => {
          report.failed(seconds());
          log.error({ err: error }, `${what} failed; trying again`);
        },
      )
      .finally(() => {
        current = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
