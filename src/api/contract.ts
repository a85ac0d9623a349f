/**
 * The answer schemas (schemas.ts), loaded on demand: the first call starts the download while
 * its request is in flight, and later calls reuse the module. A failed download is not kept, so
 * the next call tries again.
 *
 * The download waits for `loadSchemasAfter`'s moment too (the page's first paint, src/boot/actors.ts):
 * zod and the contract's schemas are some 60 KB that the first screen's paint need not wait for.
 */
import { loadOnce } from '../model/loadOnce';

export type Schemas = typeof import('./schemas');

let allowed: Promise<void> = Promise.resolve();

/** Holds the schemas' download until `moment` resolves (called once, as the page starts). */
export function loadSchemasAfter(moment: Promise<void>): void {
  allowed = moment;
}

export const schemas: () => Promise<Schemas> = loadOnce(() => allowed.then(() => import('./schemas')));
