import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';

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
 * Each run, done or failed, is told to `report` with its duration.
 */
export function repeating(what: string, work: () => Promise<unknown>, everyMs: number, log: FastifyBaseLogger, report: RunReport): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      await work();
      report.succeeded(seconds());
    } catch (error) {
      report.failed(seconds());
      log.error({ err: error }, `${what} failed; trying again`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
