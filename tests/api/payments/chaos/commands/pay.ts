import type { Model } from '../model';
import { pick } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand, expectAnswer } from './command';

/** Checkout attempts on the sandbox's page, all at once and in any order: each pays an order, or fails. */
export class Pay extends ChaosCommand {
  constructor(readonly attempts: Array<{ order: number; fail: boolean }>) {
    super();
  }

  check = (model: Readonly<Model>) => model.orders.length > 0;

  protected async act(model: Model, sequence: Sequence): Promise<void> {
    await Promise.all(
      this.attempts.map(async ({ order: n, fail }) => {
        const order = pick(model.orders, n);
        const answer = await sequence.server.checkout(fail ? 'fail' : 'pay', { key: order.key, order_id: order.orderId, ...(fail ? { reason: 'Your bank declined this payment.' } : {}) });
        // 400: the provider will not take a payment on an order already paid.
        expectAnswer(`sandbox checkout ${fail ? 'fail' : 'pay'}`, answer, [200, 400]);
        if (answer.status !== 200) return;
        const paymentId = fail ? answer.body.error.metadata.payment_id : answer.body.razorpay_payment_id;
        model.payments.push({ bookingId: order.bookingId, orderId: order.orderId, paymentId, signature: fail ? null : answer.body.razorpay_signature });
      }),
    );
  }

  toString = () => `pay(${this.attempts.map((a) => `${a.fail ? 'fail' : 'pay'} order ${a.order}`).join(', ')})`;
}
