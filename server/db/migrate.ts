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
  const applied = new Set(
    (await db.rows<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  );
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const file of files) {
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


/** PostgreSQL's unique_violation, as node-postgres and PGlite report it. */
function isDuplicate(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
