import type { FastifyBaseLogger } from 'fastify';

/** How often lapsed holds are looked for: a hold ends at most this long after its time. */
export const HOLD_CHECK_MS = 30_000;

/**
 * Releases lapsed booking holds now and then every HOLD_CHECK_MS, without keeping the process
 * alive. What to release is read from the database each time, so a restart loses nothing and
 * servers sharing one database may all run it (bookings/service.ts `releaseLapsedHolds`).
 */
export function scheduleHoldRelease(release: () => Promise<number>, log: FastifyBaseLogger): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const released = await release();
      if (released > 0) log.info({ released }, 'released lapsed booking holds');
    } catch (error) {
      log.error({ err: error }, 'could not release lapsed booking holds; trying again');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, HOLD_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
