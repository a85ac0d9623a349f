import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

/** The SQL files sit next to this module; `npm start` runs a bundle in server/.build and finds them in server/db. */
const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsDir = [path.join(here, 'migrations'), path.join(here, '..', 'db', 'migrations')].find((dir) => existsSync(dir)) ?? path.join(here, 'migrations');

/**
 * Applies every `migrations/NNNN_name.sql` not yet recorded, in name order, each in its own
 * transaction. The same files serve PGlite and PostgreSQL.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied = new Set(
    (await db.rows<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  );
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const body = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.exec(`BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`);
    ran.push(file);
  }
  return ran;
}
