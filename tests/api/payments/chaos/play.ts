/**
 * One chaos sequence from start to end: a traveller and a stay of its own in its own time slot,
 * a first booking, the drawn commands, then the jobs and the invariants; last, the team sends
 * again any refund the provider refused, and then nothing may be owed (so the API suite's final
 * audit, moneyAddsUp.last.test.ts, finds these bookings in order too).
 */
import fc from 'fast-check';
import type { SlotClock } from './clock';
import { Book } from './commands/book';
import { Initiate } from './commands/initiate';
import { movesBroken } from './lifecycle';
import { auditBroken, auditOf, booksOf, invoicesBroken, methodsBroken, moneyBroken, pricesBroken, refundsBroken, refundsOf, roomsBeyondBookings, roomsBroken, vouchersBroken } from './invariants';
import { emptyModel, type Model } from './model';
import { Sequence, type SequenceSpec } from './sequence';
import type { ChaosServer } from './server';
import { booksText, settle } from './settle';
import type { Survey } from './survey';

export interface PlaySpec extends SequenceSpec {
  /** How the first booking is made, and how many payment pages then open for it at once (0: none yet). */
  first: 'payNow' | 'payLater';
  checkouts: number;
}

export const sequenceSpec: fc.Arbitrary<PlaySpec> = fc.record({
  plan: fc.constantFrom('payLater' as const, 'refundable' as const, 'nonRefundable' as const),
  rooms: fc.constantFrom(1 as const, 2 as const),
  nights: fc.constantFrom(1 as const, 2 as const),
  spare: fc.constantFrom(0 as const, 1 as const, 'seeded' as const),
  hotel: fc.nat({ max: 50 }),
  first: fc.constantFrom('payNow' as const, 'payLater' as const),
  checkouts: fc.nat({ max: 4 }),
});

const DAY = 86_400_000;

export async function playSequence(server: ChaosServer, slots: SlotClock, survey: Survey, n: number, spec: PlaySpec, commands: Iterable<fc.AsyncCommand<Model, Sequence>>): Promise<void> {
  slots.enter(n);
  server.provider.reset();
  const { db } = server.shared;
  const sequence = await Sequence.start(server, spec);
  const roomsAtStart = await roomsBeyondBookings(db, sequence.stay);
  const model: Model = emptyModel();
  await new Book(spec.first).run(model, sequence);
  if (spec.checkouts > 0 && model.bookings.length > 0) await new Initiate(0, spec.checkouts).run(model, sequence);
  await fc.asyncModelRun(() => ({ model, real: sequence }), commands);

  // The jobs run; a rule still broken gets a few more runs (a refund sent after a cancellation's answer may still be on its way).
  let broken: string[] = [];
  for (let round = 0; round < 3 && (round === 0 || broken.length > 0); round++) {
    await settle(server);
    broken = await brokenRules(sequence, roomsAtStart, survey);
  }
  // The team sees to refunds the provider refused: once it takes them again, they are sent, and nothing is owed.
  if (broken.length === 0 && (await teamRetries(sequence)) > 0) {
    await settle(server);
    const bookings = await booksOf(db, sequence.userId);
    // Each refund sent again is processed, none given back twice, and the audit finds nothing owed or kept amiss.
    broken = [
      ...moneyBroken(bookings),
      ...refundsBroken(await refundsOf(db, sequence.userId), new Set()),
      ...auditBroken(await auditOf(db, bookings.map((x) => x.id), new Date(server.shared.clock.now().getTime() + DAY)), new Set()),
      ...(await movesBroken(db, sequence.userId)),
    ].map((x) => `once the team sent the refused refunds again: ${x}`);
  }
  if (broken.length > 0) throw new Error(`${broken.join('\n')}\nthe books:\n${await booksText(db, sequence.userId)}`);
}

/** The provider takes refunds again, and the team sends each failed refund again (`app.money.retryRefund`); how many. */
async function teamRetries(sequence: Sequence): Promise<number> {
  const failed = (await refundsOf(sequence.server.shared.db, sequence.userId)).filter((r) => r.status === 'failed');
  sequence.server.provider.refusing.clear();
  for (const refund of failed) {
    if (!(await sequence.server.app.money.retryRefund(refund.id))) throw new Error(`the team could not send the failed refund ${refund.id} again`);
  }
  return failed.length;
}

/** Every invariant's broken rules, in words (and what the sequence reached, for the survey). */
async function brokenRules(sequence: Sequence, roomsAtStart: number[], survey: Survey): Promise<string[]> {
  const { db } = sequence.server.shared;
  const bookings = await booksOf(db, sequence.userId);
  const refunds = await refundsOf(db, sequence.userId);
  const broken = [
    ...moneyBroken(bookings),
    ...refundsBroken(refunds, sequence.server.provider.refusing),
    ...(await methodsBroken(db, sequence.userId)),
    // As the audit will see them a day later (then a refund still on its way, or a payment left authorized, is stuck).
    ...auditBroken(await auditOf(db, bookings.map((b) => b.id), new Date(sequence.server.shared.clock.now().getTime() + DAY)), sequence.server.provider.refusing),
    ...(await vouchersBroken(sequence, bookings)),
    ...(await pricesBroken(sequence)),
    ...invoicesBroken(sequence, bookings, await Promise.all(bookings.map(async (b) => (await sequence.server.app.bookings.find(b.id))!))),
    ...roomsBroken(roomsAtStart, await roomsBeyondBookings(db, sequence.stay)),
    ...(await movesBroken(db, sequence.userId)),
  ];
  if (broken.length === 0) survey.reached(bookings, refunds, sequence.ran);
  return broken;
}
