import type { Model } from '../model';
import { pick } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand, expectAnswer } from './command';

/**
 * POST /razorpay/checkStatus for payments at once, as the checkout's handler sends them (with
 * its signature), or as a page read again sends them (without).
 */
export class CheckStatus extends ChaosCommand {
  constructor(
    readonly payments: number[],
    readonly signed: boolean,
  ) {
    super();
  }

  check = (model: Readonly<Model>) => model.payments.length > 0;

  protected async act(model: Model, sequence: Sequence): Promise<void> {
    const answers = await Promise.all(
      this.payments.map((n) => {
        const payment = pick(model.payments, n);
        const signature = this.signed && payment.signature ? { signature: payment.signature } : {};
        return sequence.call('POST', '/razorpay/checkStatus', { paymentId: payment.paymentId, orderId: payment.orderId, ...signature });
      }),
    );
    // 402 (2503): not a payment of the order's that settles it; 409: not payable.
    for (const answer of answers) expectAnswer('POST /razorpay/checkStatus', answer, [200, 402, 409]);
  }

  toString = () => `checkStatus(${this.payments.map((p) => `payment ${p}`).join(', ')}${this.signed ? ', signed' : ''})`;
}
