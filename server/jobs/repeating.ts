import type { FastifyBaseLogger } from 'fastify';

/** A repeating job's stop: no further runs, and it resolves once the run under way (if any) ends. */
export type StopJob = () => Promise<void>;

/**
 * Runs `work` now and then every `everyMs`, one run at a time, without keeping the process alive;
 * a failed run is logged and the next one tries again. What the jobs act on is read from the
 * database each run, so a restart loses nothing and servers sharing one database may all run them.
 * A run is the job's safe point: each of its steps commits on its own, so a stop waits for the run
 * under way to end, and starts no other.
 */
export function repeating(what: string, work: () => Promise<unknown>, everyMs: number, log: FastifyBaseLogger): StopJob {
  let current: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (current || stopped) return;
    current = work()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${what} failed; trying again`),
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
