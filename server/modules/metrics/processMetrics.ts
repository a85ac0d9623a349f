import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | undefined;

/**
 * The Node process's own series (resident memory, CPU, heap, event-loop delay, GC, open handles),
 * from prom-client's default collectors, in a registry of our own rather than prom-client's global
 * one. They describe the process, not one app, and some of their collectors run for the life of
 * the process (an event-loop delay monitor, a GC observer): so they are set up once per process
 * and every app built in it (the tests build many) shows the same ones.
 */
export function processRegistry(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
