/**
 * Each sequence lives in a time slot of its own, long past: a slot is longer than any deadline
 * a sequence passes (its stay starts 6 days in) plus the two days reconciliation looks back, so
 * one sequence's open orders, holds and rooms are never another's, and once the suite puts the
 * clock back, nothing it left is in any later test's reconciliation or hold window.
 */
import type { TestServer } from '../../support/testApp';

const DAY = 86_400_000;
const SLOT_DAYS = 12;
/** Slots before they are used again (a run of more sequences than this shares slots, safely: the invariants read what each slot held at its start). */
const SLOTS = 500;

export class SlotClock {
  /** Where slot 0 starts: SLOTS slots before the suite started, and a few days more. */
  private readonly origin = Date.now() - (SLOTS * SLOT_DAYS + 3) * DAY;

  constructor(private readonly clock: TestServer['clock']) {}

  /** Puts the server's clock at the start of the `n`-th sequence's slot. */
  enter(n: number): void {
    this.clock.reset();
    this.clock.advance(this.origin + (n % SLOTS) * SLOT_DAYS * DAY - Date.now());
  }

  /** Moves the clock on by `ms`. */
  pass(ms: number): void {
    this.clock.advance(ms);
  }

  reset(): void {
    this.clock.reset();
  }
}
