import type { TestProject } from 'vitest/node';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL (a PostgreSQL server we may create databases on) and API_DB=postgres,
 * the API suite runs on a fresh database made for this run and dropped afterwards.
 * Otherwise it runs on one in-memory PGlite shared by every file.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.API_DB !== 'postgres' || !adminUrl) {
    project.provide('databaseUrl', '');
    return;
  }
  const name = `padaav_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.toString());
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
