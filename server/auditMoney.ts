/**
 * `npm run audit:money`: checks that every booking's money adds up (modules/money/audit.ts) and
 * prints every mismatch, then a summary line; exits 1 when there is any. It reads the database the
 * server uses (DATABASE_URL, or the PGlite folder DATA_DIR: stop the server first, as one process
 * at a time opens that folder) and the provider's records: Razorpay's API with the server's keys,
 * or the local sandbox's books in the same database.
 *
 *   npm run audit:money                        every booking
 *   npm run audit:money -- --days 3            bookings made in the last 3 days
 *   npm run audit:money -- --booking PDV...    one booking (the option may be repeated)
 *   npm run audit:money -- --stuck-after 30    refunds on their way longer than 30 minutes are stuck (default 60)
 */
import { parseArgs } from 'node:util';
import { razorpayGateway } from './adapters/payments/razorpay';
import { sandboxBooks, sandboxStore } from './adapters/payments/sandbox/store';
import { readConfig } from './config';
import { settingsProblemText } from './settings/readSettings';
import { openDatabase } from './db/database';
import { DataDirInUse } from './db/dataDirLock';
import { auditLines, auditMoney, type ProviderBooks } from './modules/money/audit';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { days: { type: 'string' }, booking: { type: 'string', multiple: true }, 'stuck-after': { type: 'string' } } });
  const number = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name}: give a number, not ${value}`);
    return n;
  };
  const config = readConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const migrated = await db.rows("select 1 from schema_migrations where name = '0014_ledger.sql'").catch(() => []);
    if (migrated.length === 0) throw new Error('this database has no ledger yet: start the server once, which brings it up to date');
    const payments = config.payments;
    const provider: ProviderBooks =
      payments.kind === 'razorpay'
        ? razorpayGateway({ keyId: payments.keyId, keySecret: payments.keySecret, webhookSecret: payments.webhookSecret, scriptUrl: '', sandbox: false })
        : sandboxBooks(sandboxStore(db.orm));
    const report = await auditMoney(db.orm, provider, new Date(), {
      ...(values.booking ? { bookingIds: values.booking } : {}),
      ...(values.days !== undefined ? { sinceDays: number('days', values.days)! } : {}),
      ...(values['stuck-after'] !== undefined ? { stuckAfterMinutes: number('stuck-after', values['stuck-after'])! } : {}),
    });
    for (const line of auditLines(report)) console.log(line);
    return report.mismatches.length === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('audit:money:', settingsProblemText(error) ?? (error instanceof DataDirInUse || error instanceof Error ? error.message : error));
    process.exit(2);
  },
);
