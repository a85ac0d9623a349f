/**
 * The chaos commands and how often each is drawn. Bookings, orders and payments are named by
 * small numbers taken modulo what the sequence has, so shrinking keeps a sequence meaningful.
 * A restart costs a server start (about half a second), so it is drawn rarely.
 */
import fc from 'fast-check';
import { Book } from './book';
import { Cancel } from './cancel';
import { CheckStatus } from './checkStatus';
import type { ChaosCommand } from './command';
import { Initiate } from './initiate';
import { PassDeadline } from './passDeadline';
import { Pay } from './pay';
import { RefuseRefunds } from './refuseRefunds';
import { Restart } from './restart';
import { RunJob } from './runJob';
import { Webhook } from './webhook';

const which = fc.nat({ max: 3 });

export const chaosCommand: fc.Arbitrary<ChaosCommand> = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom('payNow' as const, 'payLater' as const).map((mode) => new Book(mode)) },
  // A rate pushed while booking: whole rupees from Rs 9,000 (above any plan's meals for two adults).
  {
    weight: 5,
    arbitrary: fc.tuple(fc.constantFrom('payNow' as const, 'payLater' as const), fc.integer({ min: 9_000, max: 20_000 })).map(([mode, rupees]) => new Book(mode, rupees * 100)),
  },
  { weight: 40, arbitrary: fc.tuple(which, fc.integer({ min: 1, max: 4 })).map(([booking, k]) => new Initiate(booking, k)) },
  { weight: 50, arbitrary: fc.array(fc.record({ order: which, fail: fc.nat({ max: 3 }).map((n) => n === 0), way: fc.nat({ max: 9 }) }), { minLength: 1, maxLength: 3 }).map((attempts) => new Pay(attempts)) },
  { weight: 30, arbitrary: fc.tuple(fc.array(which, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([payments, signed]) => new CheckStatus(payments, signed)) },
  { weight: 40, arbitrary: fc.tuple(fc.nat({ max: 7 }), fc.constantFrom('once' as const, 'twice' as const, 'drop' as const)).map(([index, how]) => new Webhook(index, how)) },
  { weight: 10, arbitrary: which.map((booking) => new Cancel(booking)) },
  { weight: 15, arbitrary: fc.tuple(which, fc.constantFrom('hold' as const, 'payBy' as const, 'freeCancel' as const, 'checkin' as const)).map(([booking, deadline]) => new PassDeadline(booking, deadline)) },
  { weight: 15, arbitrary: fc.constantFrom('holds' as const, 'reconcile' as const).map((job) => new RunJob(job)) },
  { weight: 10, arbitrary: which.map((payment) => new RefuseRefunds(payment)) },
  { weight: 1, arbitrary: fc.constant(null).map(() => new Restart()) },
);
