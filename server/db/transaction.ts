import type { SQL } from 'drizzle-orm';
import type { Orm } from './database';

/** A drizzle transaction, on PGlite or node-postgres alike. */
export type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** The rows of a raw statement run in a transaction (both drivers answer `{ rows }`). */
export async function rowsOf<T>(tx: Transaction, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
