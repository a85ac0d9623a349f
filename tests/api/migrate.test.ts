import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';

/**
 * Two servers starting together on one database both run `migrate`: every migration must run
 * exactly once and both must start. On PostgreSQL (API_DB=postgres) the two use separate
 * connection pools on a fresh schema; on PGlite they share the one embedded database.
 */
describe('migrations', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  let pair: Promise<[Database, Database]> | undefined;
  const twoServers = () => (pair ??= openTwo());

  async function openTwo(): Promise<[Database, Database]> {
    const url = inject('databaseUrl');
    if (!url) {
      const db = await openDatabase({ dataDir: 'memory://' });
      opened.push(db);
      return [db, db];
    }
    const schemaName = `migrate_${Date.now()}`;
    const admin = await openDatabase({ url, dataDir: '' });
    opened.push(admin);
    await admin.exec(`CREATE SCHEMA ${schemaName}`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schemaName}`);
    const a = await openDatabase({ url: scoped.toString(), dataDir: '' });
    const b = await openDatabase({ url: scoped.toString(), dataDir: '' });
    opened.push(a, b);
    return [a, b];
  }

  it('run by two servers at once, apply each file once and let both start', async () => {
    const [a, b] = await twoServers();
    const [ranA, ranB] = await Promise.all([migrate(a), migrate(b)]);
    const all = [...ranA, ...ranB].sort();
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
    const recorded = await a.rows<{ name: string }>('select name from schema_migrations order by name');
    expect(recorded.map((r) => r.name)).toEqual(all);
    expect(await migrate(b)).toEqual([]);
    // The database is usable afterwards: no connection was left inside a failed transaction.
    for (let i = 0; i < 4; i++) expect(await a.rows('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('a failing script leaves nothing half-done and the connection usable', async () => {
    const [db] = await twoServers();
    await migrate(db);
    await expect(db.exec('BEGIN;\nCREATE TABLE half_done (id int);\nSELECT no_such_function();\nCOMMIT;')).rejects.toThrow();
    expect(await db.rows(`select 1 from information_schema.tables where table_name = 'half_done' and table_schema = current_schema()`)).toEqual([]);
    expect(await db.rows('select 2 as two')).toEqual([{ two: 2 }]);
  });
});
