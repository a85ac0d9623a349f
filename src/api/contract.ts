/**
 * The answer schemas (schemas.ts), loaded on demand: the first call starts the download while
 * its request is in flight, and later calls reuse the module. A failed download is not kept, so
 * the next call tries again.
 */
import { loadOnce } from '../model/loadOnce';

export type Schemas = typeof import('./schemas');

export const schemas: () => Promise<Schemas> = loadOnce(() => import('./schemas'));
