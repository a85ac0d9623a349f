import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` now and then every `everyMs`, one run at a time, without keeping the process alive;
 * a failed run is logged and the next one tries again. What the jobs act on is read from the
 * database each run, so a restart loses nothing and servers sharing one database may all run them.
 */
export function repeating(what: string, work: () => Promise<unknown>, everyMs: number, log: FastifyBaseLogger): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
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
