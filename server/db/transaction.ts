import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from './database';

/** A drizzle transaction, on PGlite or node-postgres alike. */
export type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** The rows of a raw statement run in a transaction, or on the database itself (both drivers answer `{ rows }`). */
export async function rowsOf<T>(tx: Pick<Transaction, 'execute'> | Pick<Orm, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A list as one parameter (a PostgreSQL array once cast, `${listParam(ids)}::text[]`): drizzle's
 * `sql` otherwise spreads an array into one parameter per item.
 */
export const listParam = (values: readonly unknown[]) => sql.param([...values]);
