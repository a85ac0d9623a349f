import { expect, it } from 'vitest';
import { auditLines } from '../../server/modules/money/audit';
import { testServer } from './support/testApp';
import { eventually } from './payments/support';

/**
 * Run after every other API test file (tests/support/lastFilesLast.ts): the bookings, payments,
 * refunds and cancellations of the whole suite, once the money still on its way has arrived,
 * pass the money audit (`npm run audit:money`'s check) with no mismatch.
 */
it("the whole API suite's bookings: the money audit finds nothing that does not add up", async () => {
  const { app, db } = await testServer();
  // What the jobs would see to: payments whose webhooks are still coming, and refunds still on their way.
  await eventually(async () => {
    await app.payments.reconcile({ all: true });
    const inFlight = await db.rows("select 1 from payment_ledger where entry = 'refund' and status in ('requested', 'sending', 'pending') limit 1");
    return inFlight.length === 0;
  }, 60_000);
  const report = await app.money.audit();
  expect(auditLines(report).slice(0, -1)).toEqual([]);
  expect(report.bookings).toBeGreaterThan(0);
}, 120_000);
