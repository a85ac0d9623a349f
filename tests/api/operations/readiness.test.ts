import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { testServer } from '../support/testApp';

const opened: Database[] = [];
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close().catch(() => undefined);
  for (const db of opened) await db.close().catch(() => undefined);
});

/**
 * A database of this test's own, migrated: in-memory PGlite, or on PostgreSQL (API_DB=postgres)
 * a fresh schema of the run's database, so what the test breaks touches no other test.
 */
async function privateDatabase(): Promise<Database> {
  const url = inject('databaseUrl');
  if (!url) {
    const db = await openDatabase({ dataDir: 'memory://' });
    opened.push(db);
    return db;
  }
  const schemaName = `readiness_${Date.now()}_${process.pid}`;
  const admin = await openDatabase({ url, dataDir: '' });
  opened.push(admin);
  await admin.exec(`CREATE SCHEMA ${schemaName}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schemaName}`);
  const db = await openDatabase({ url: scoped.toString(), dataDir: '' });
  opened.push(db);
  return db;
}

/** The real app on `db` (no catalogue: readiness does not look at one). */
async function appOn(db: Database): Promise<FastifyInstance> {
  const { config } = await testServer();
  const app = await buildApp({ config: { ...config, catalogue: { ...config.catalogue, generated: false } }, db });
  await app.ready();
  apps.push(app);
  return app;
}

const readyz = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /readyz', () => {
  it('is ready once the database answers, every migration file is applied and the catalogue feed is heard', async () => {
    const { app, db } = await testServer();
    const applied = await db.rows<{ n: number }>('select count(*)::int as n from schema_migrations');
    expect(applied[0]!.n).toBeGreaterThan(10);
    expect(await readyz(app)).toEqual({ status: 200, body: { hotelStatus: 'SUCCESS', response: { database: 'up', pendingMigrations: 0, catalogueFeed: 'listening' } } });
  });

  it('is not ready while migrations are pending, and says how many; ready again once they are applied', async () => {
    const db = await privateDatabase();
    const ran = await migrate(db);
    const app = await appOn(db);
    expect((await readyz(app)).status).toBe(200);

    await db.rows('delete from schema_migrations where name = $1', [ran.at(-1)]);
    expect(await readyz(app)).toEqual({
      status: 503,
      body: { hotelStatus: 'FAILURE', hotelFailureCode: 5030, hotelFailureMsg: 'Migrations pending: 1 migration file not yet applied', response: { database: 'up', pendingMigrations: 1, catalogueFeed: 'listening' } },
    });
    await db.rows('delete from schema_migrations where name = any($1)', [ran.slice(0, 2)]);
    expect(await readyz(app)).toMatchObject({ status: 503, body: { hotelFailureMsg: 'Migrations pending: 3 migration files not yet applied', response: { pendingMigrations: 3 } } });

    // Recorded again, as migrate() records each file it runs: ready.
    await db.rows('insert into schema_migrations (name) select unnest($1::text[])', [[ran.at(-1), ...ran.slice(0, 2)]]);
    expect(await readyz(app)).toMatchObject({ status: 200, body: { response: { pendingMigrations: 0 } } });
    // /healthz only asks whether the database answers: it was live throughout.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready, like /healthz, when the database does not answer', async () => {
    const db = await privateDatabase();
    await migrate(db);
    const app = await appOn(db);
    expect((await readyz(app)).status).toBe(200);
    await db.close();
    expect(await readyz(app)).toEqual({
      status: 503,
      body: { hotelStatus: 'FAILURE', hotelFailureCode: 5030, hotelFailureMsg: 'Database unreachable', response: { database: 'down', pendingMigrations: null, catalogueFeed: 'listening' } },
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
  });
});
