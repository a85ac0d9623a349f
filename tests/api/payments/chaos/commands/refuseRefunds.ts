import type { Model } from '../model';
import { pick } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand } from './command';

/** From now on the provider refuses every refund of one payment (provider.ts). */
export class RefuseRefunds extends ChaosCommand {
  constructor(readonly payment: number) {
    super();
  }

  check = (model: Readonly<Model>) => model.payments.length > 0;

  protected async act(model: Model, sequence: Sequence): Promise<void> {
    sequence.server.provider.refusing.add(pick(model.payments, this.payment).paymentId);
  }

  toString = () => `refuseRefunds(payment ${this.payment})`;
}
