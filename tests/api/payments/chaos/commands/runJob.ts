import type { Model } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand } from './command';

/** One run of a job the server repeats (main.ts): releasing lapsed holds, or reconciling payments and refunds. */
export class RunJob extends ChaosCommand {
  constructor(readonly job: 'holds' | 'reconcile') {
    super();
  }

  check = () => true;

  protected async act(_model: Model, sequence: Sequence): Promise<void> {
    const { app } = sequence.server;
    if (this.job === 'holds') await app.bookings.releaseLapsedHolds();
    else await app.payments.reconcile();
  }

  toString = () => `runJob(${this.job})`;
}
