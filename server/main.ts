import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { DataDirInUse } from './db/dataDirLock';
import { drain, type RunningJob } from './drain';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { repeating } from './jobs/repeating';
import { scheduleHousekeeping } from './jobs/housekeeping';

const SEARCH_THREAD_AFTER_MS = 2_000;

/** Start: config, database, migrations, catalogue seed (first start only), listen. Ctrl-C closes the server and the database cleanly. */
async function main() {
  const t0 = performance.now();
  const config = readConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const ran = await migrate(db);
  const seed = await seedIfEmpty(db, config.catalogue);
  if (seed.seeded) console.log(`Seeded the catalogue: ${seed.hotels} hotels in ${seed.cities} cities in ${seed.ms} ms`);
  const app = await buildApp({ config, db });
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const ms = Math.round(performance.now() - t0);
  app.log.info({ migrations: ran, startupMs: ms, deployment: app.deployment.name }, `ready on ${where}`);
  console.log(`Padaav is running at http://localhost:${config.port} (started in ${ms} ms)`);
  // The search thread builds its own copy of the catalogue (work for the other core): started
  // once start-up has settled, so neither the start nor the first searches (written here
  // meanwhile) wait on it.
  setTimeout(() => app.catalogue.start(), SEARCH_THREAD_AFTER_MS).unref();
  const stopHousekeeping = scheduleHousekeeping(db, (removed) => app.log.info({ removed }, 'housekeeping'));
  const jobs: RunningJob[] = [
    { name: 'housekeeping', stop: async () => stopHousekeeping() },
    // Lapsed booking holds end at most this late (bookings/service.ts).
    { name: 'hold_release', stop: repeating('releasing lapsed booking holds', () => app.bookings.releaseLapsedHolds(), 30_000, app.log, app.metrics.job('hold_release')) },
    // Payments whose confirmation never arrived (a closed browser, a lost webhook, a restart) settle
    // within this, and refunds are sent and followed (payments/service.ts).
    { name: 'payment_reconciliation', stop: repeating('reconciling payments', () => app.payments.reconcile(), 120_000, app.log, app.metrics.job('payment_reconciliation')) },
    // Booking e-mails go out within this, and failed ones are tried again (notifications/service.ts).
    { name: 'booking_emails', stop: repeating('sending booking e-mails', () => app.notifications.run(), 15_000, app.log, app.metrics.job('booking_emails')) },
    // Every hour, the money of recent bookings is checked against the provider and each booking's
    // state (money/audit.ts, as `npm run audit:money`); each mismatch is an error log line, and
    // their number the padaav_money_audit_mismatches gauge.
    {
      name: 'money_audit',
      stop: repeating('auditing money', async () => app.metrics.moneyAudited(await app.money.auditRecent()), 3_600_000, app.log, app.metrics.job('money_audit')),
    },
  ];

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second Ctrl-C while closing: stop waiting.
      console.error('Padaav: stopped before the database closed cleanly');
      process.exit(130);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
  // Another server on the same data folder is the operator's to sort out: its message says how.
  console.error('Padaav failed to start:', error instanceof DataDirInUse ? error.message : error);
  process.exit(1);
});
