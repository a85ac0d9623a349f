import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema, type Schema } from './schema';
import { folderOf, lockDataDir } from './dataDirLock';
import { listenOn } from './listener';

export type Orm = PgDatabase<PgQueryResultHKT, Schema>;

/** One database, embedded (PGlite) or a PostgreSQL server, behind the same drizzle handle. */
export interface Database {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  /** Runs a script of several statements (migrations, seeding). */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  rows<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /**
   * A statement with parameters, or a script of several without, as the job queue (pg-boss)
   * sends them: the last statement's rows.
   */
  executeSql(sqlText: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  ping(): Promise<boolean>;
  /**
   * Hears NOTIFY on `channel` until the returned function is called. `onState` says whether it is
   * listening: a PostgreSQL server's connection may drop (false) and be made again (true), after
   * which whatever was notified meanwhile is for the caller to read; the embedded database's never drops.
   */
  listen(channel: string, onNotify: () => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** `lockWaitMs`: how long an embedded folder another process holds is waited for (dataDirLock.ts). */
export async function openDatabase(options: { url?: string; dataDir: string; lockWaitMs?: number }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.lockWaitMs);
}

/**
 * The embedded database's buffer pool. PostgreSQL's default (128MB) is memory the WebAssembly
 * build clears at every start, so a smaller pool opens a seeded catalogue (and so every later
 * start) sooner, and seeding took no longer with it. Pages beyond the pool are still in the
 * system's file cache, and search reads its catalogue from memory (readModel.ts), not from these
 * pages.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string, lockWaitMs?: number): Promise<Database> {
  // A folder is opened by one process at a time (dataDirLock.ts); memory is this process's own.
  const folder = folderOf(dataDir);
  const unlock = folder ? await lockDataDir(folder, lockWaitMs) : async () => undefined;
  const client = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
  try {
    await client.waitReady;
  } catch (error) {
    await unlock();
    throw error;
  }
  // A script runs as PGlite's transaction: the one connection is its own until it ends, and a
  // failed script is rolled back before any other query runs (a script's own BEGIN ... COMMIT
  // inside is kept). Otherwise another caller's query could slip in after the failure and find
  // the connection in the aborted transaction.
  const exec = (sqlText: string) => client.transaction((tx) => tx.exec(sqlText));
  return {
    kind: 'pglite',
    orm: drizzlePglite({ client, schema }) as unknown as Orm,
    exec: async (sqlText) => void (await exec(sqlText)),
    rows: async <T>(sqlText: string, params: unknown[] = []) => (await client.query<T>(sqlText, params)).rows,
    executeSql: async (sqlText, values) => (values?.length ? client.query(sqlText, values) : ((await exec(sqlText)).at(-1) ?? { rows: [] })),
    ping: () => ping(() => client.query('select 1')),
    listen: async (channel, onNotify, onState) => {
      const stop = await client.listen(channel, () => onNotify());
      onState(true);
      return stop;
    },
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  /**
   * One connection for a whole script, rolled back on failure: a script that stops inside its
   * BEGIN ... COMMIT must not go back to the pool in an aborted transaction. Several statements
   * answer a list of results.
   */
  const exec = async (sqlText: string): Promise<pg.QueryResult | pg.QueryResult[]> => {
    const connection = await pool.connect();
    try {
      return (await connection.query(sqlText)) as pg.QueryResult | pg.QueryResult[];
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  };
  return {
    kind: 'postgres',
    orm: drizzlePg({ client: pool, schema }) as unknown as Orm,
    exec: async (sqlText) => void (await exec(sqlText)),
    rows: async <T>(sqlText: string, params: unknown[] = []) => (await pool.query(sqlText, params)).rows as T[],
    executeSql: async (sqlText, values) => {
      if (values?.length) return pool.query(sqlText, values);
      const result = await exec(sqlText);
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    ping: () => ping(() => pool.query('select 1')),
    listen: (channel, onNotify, onState) => listenOn(url, channel, onNotify, onState),
    close: () => pool.end(),
  };
}

async function ping(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}
