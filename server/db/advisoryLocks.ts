import { sql } from 'drizzle-orm';
import type { Transaction } from './transaction';

/**
 * The advisory-lock namespaces the server takes, in one place so no two uses share a number.
 * Keyed locks (`lockKey`) take a namespace and a text; migrations take their one number alone.
 */
export const LOCKS = {
  /** OTP sends per client address (identity/repo.ts). */
  otpClient: 7301,
  /** OTP sends per phone number or address. */
  otpDestination: 7302,
  /** Guest device tokens per client address (session/repo.ts). */
  guestAddress: 7303,
  /** Catalogue imports, one at a time (db/import/importCatalogue.ts). */
  catalogueImport: 7304,
  /** Every migration (migrate.ts). */
  migration: 7_240_001,
} as const;

/** Holds the lock on `key` in `namespace` until the transaction ends. */
export async function lockKey(tx: Transaction, namespace: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, hashtext(${key}))`);
}
