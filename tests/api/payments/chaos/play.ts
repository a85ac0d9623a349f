/**
 * One chaos sequence from start to end: a traveller and a stay of its own in its own time slot,
 * a first booking, the drawn commands, then the jobs and the invariants.
 */
import fc from 'fast-check';
import type { SlotClock } from './clock';
import { Book } from './commands/book';
import { booksOf, moneyBroken, refundsBroken, roomsBeyondBookings, roomsBroken, vouchersBroken } from './invariants';
import { emptyModel, type Model } from './model';
import { Sequence, type SequenceSpec } from './sequence';
import type { ChaosServer } from './server';
import { booksText, settle } from './settle';

export interface PlaySpec extends SequenceSpec {
  first: 'payNow' | 'payLater';
}

export const sequenceSpec: fc.Arbitrary<PlaySpec> = fc.record({
  plan: fc.constantFrom('payLater' as const, 'refundable' as const, 'nonRefundable' as const),
  rooms: fc.constantFrom(1 as const, 2 as const),
  nights: fc.constantFrom(1 as const, 2 as const),
  spare: fc.constantFrom(0 as const, 1 as const, 'seeded' as const),
  hotel: fc.nat({ max: 50 }),
  first: fc.constantFrom('payNow' as const, 'payLater' as const),
});

export async function playSequence(server: ChaosServer, slots: SlotClock, n: number, spec: PlaySpec, commands: Iterable<fc.AsyncCommand<Model, Sequence>>): Promise<void> {
  slots.enter(n);
  server.provider.reset();
  const { db } = server.shared;
  const sequence = await Sequence.start(server, spec);
  const roomsAtStart = await roomsBeyondBookings(db, sequence.stay);
  const model: Model = emptyModel();
  await new Book(spec.first).run(model, sequence);
  await fc.asyncModelRun(() => ({ model, real: sequence }), commands);

  // The jobs run; a rule still broken gets a few more runs (a refund sent after a cancellation's answer may still be on its way).
  let broken: string[] = [];
  for (let round = 0; round < 3; round++) {
    await settle(server);
    broken = await brokenRules(sequence, roomsAtStart);
    if (broken.length === 0) return;
  }
  throw new Error(`${broken.join('\n')}\nthe books:\n${await booksText(db, sequence.userId)}`);
}

/** Every invariant's broken rules, in words. */
async function brokenRules(sequence: Sequence, roomsAtStart: number[]): Promise<string[]> {
  const { db } = sequence.server.shared;
  const books = await booksOf(db, sequence.userId);
  return [
    ...moneyBroken(books),
    ...(await refundsBroken(db, sequence.userId, sequence.server.provider.refusing)),
    ...(await vouchersBroken(sequence, books)),
    ...roomsBroken(roomsAtStart, await roomsBeyondBookings(db, sequence.stay)),
  ];
}
