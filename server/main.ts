import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import type { AddressInfo } from 'node:net';
import { DataDirInUse, folderOf } from './db/dataDirLock';
import { settingsProblemText } from './settings/readSettings';
import { newAdminToken, removeAdminFile, writeAdminFile } from './modules/admin/adminFile';
import { drain } from './drain';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { backgroundJobs } from './jobs/backgroundJobs';
import { startJobQueue } from './jobs/jobQueue';

const SEARCH_THREAD_AFTER_MS = 2_000;

/** Start: config, database, migrations, catalogue seed (first start only), listen. Ctrl-C closes the server and the database cleanly. */
async function main() {
  const t0 = performance.now();
  const config = readConfig();
  let db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const ran = await migrate(db);
  const seed = await seedIfEmpty(db, config.catalogue);
  if (seed.seeded) {
    console.log(`Seeded the catalogue: ${seed.hotels} hotels in ${seed.cities} cities in ${seed.ms} ms`);
    // Creating the embedded database's folder grew its WebAssembly memory by hundreds of MB, which
    // never shrinks: opened afresh, the server holds less (docs/performance.md, "Memory").
    // `npm start` runs Node with --expose-gc for this one collection, which returns it at once.
    if (db.kind === 'pglite') {
      await db.close();
      db = await openDatabase({ dataDir: config.dataDir });
      globalThis.gc?.();
    }
  }
  // The operator's commands reach a server that owns its embedded folder through it (admin/adminFile.ts).
  const folder = db.kind === 'pglite' ? folderOf(config.dataDir) : undefined;
  const adminToken = folder ? newAdminToken() : undefined;
  const app = await buildApp({ config, db, ...(adminToken ? { adminToken } : {}) });
  await app.listen({ port: config.port, host: config.host });
  if (folder && adminToken) writeAdminFile(folder, { port: (app.server.address() as AddressInfo).port, token: adminToken, pid: process.pid });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const ms = Math.round(performance.now() - t0);
  app.log.info({ migrations: ran, startupMs: ms, deployment: app.deployment.name }, `ready on ${where}`);
  console.log(`Padaav is running at http://localhost:${config.port} (started in ${ms} ms)`);
  // The search thread (it reads the shared catalogue, and compiles its code on the other core):
  // started once start-up has settled, so neither the start nor the first searches (written here
  // meanwhile) wait on it.
  setTimeout(() => app.catalogue.start(), SEARCH_THREAD_AFTER_MS).unref();
  // The work behind the requests, shared with any other server on the database (jobs/).
  const jobs = await startJobQueue(db, backgroundJobs(app, db), app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second Ctrl-C while closing: stop waiting.
      console.error('Padaav: stopped before the database closed cleanly');
      process.exit(130);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    if (folder) removeAdminFile(folder);
    try {
      const clean = await drain(app, jobs, db);
      process.exit(clean ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  // A wrong setting, or another server on the same data folder, is the operator's to sort out:
  // the message says how, and a stack would only hide it.
  console.error('Padaav failed to start:', settingsProblemText(error) ?? (error instanceof DataDirInUse ? error.message : error));
  process.exit(1);
});
