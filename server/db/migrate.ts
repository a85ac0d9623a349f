import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCKS } from './advisoryLocks';
import type { Database } from './database';

/** The SQL files sit next to this module; `npm start` runs a bundle in server/.build and finds them in server/db. */
const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsDir = [path.join(here, 'migrations'), path.join(here, '..', 'db', 'migrations')].find((dir) => existsSync(dir)) ?? path.join(here, 'migrations');

/**
 * Applies every `migrations/NNNN_name.sql` not yet recorded, in name order, each in its own
 * transaction. The same files serve PGlite and PostgreSQL.
 *
 * Two servers may start together on one PostgreSQL database. Each transaction takes one advisory
 * lock and records its migration first: the second server waits for the first and, once that
 * commits, its insert fails as a duplicate, so its copy of the migration never runs.
 */
export async function migrate(db: Database): Promise<string[]> {
  // Concurrent CREATE TABLE IF NOT EXISTS can still collide in the catalogue: one at a time.
  await db.exec(`BEGIN;
    SELECT pg_advisory_xact_lock(${LOCKS.migration});
    CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
    COMMIT;`);
  const applied = await appliedMigrations(db);
  const ran: string[] = [];
  for (const file of await migrationFiles()) {
    if (applied.has(file)) continue;
    const body = await readFile(path.join(migrationsDir, file), 'utf8');
    try {
      await db.exec(`BEGIN;\nSELECT pg_advisory_xact_lock(${LOCKS.migration});\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\n${body}\nCOMMIT;`);
      ran.push(file);
    } catch (error) {
      if (isDuplicate(error)) continue;
      throw error;
    }
  }
  return ran;
}

/** The migration files this server carries, in the order they run. */
async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
}

async function appliedMigrations(db: Database): Promise<Set<string>> {
  return new Set((await db.rows<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
}

/**
 * The migration files not yet recorded as applied: every one on a database never migrated. Reads
 * only (the readiness check asks it), so it never creates the record table the way `migrate` does.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const [record] = await db.rows<{ present: boolean }>("select to_regclass('schema_migrations') is not null as present");
  const applied = record?.present ? await appliedMigrations(db) : new Set<string>();
  return (await migrationFiles()).filter((file) => !applied.has(file));
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it. */
function isDuplicate(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
