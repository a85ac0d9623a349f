/**
 * The answer schemas (schemas.ts), loaded on demand: the first call starts the download while
 * its request is in flight, and later calls reuse the module. A failed download is not kept, so
 * the next call tries again.
 */
export type Schemas = typeof import('./schemas');

let loading: Promise<Schemas> | undefined;

export function schemas(): Promise<Schemas> {
  loading ??= import('./schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
