import type { Model } from '../model';
import { pick } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand, expectAnswer } from './command';

const card = (number: string) => ({ number, expiry_month: '12', expiry_year: '2035', cvv: '123' });

/** How the sandbox's checkout is paid: by UPI ID, a UPI app, a card, netbanking or a wallet. */
const WAYS = [
  { method: 'upi', upi_flow: 'collect', vpa: 'success@razorpay' },
  { method: 'upi', upi_flow: 'intent' },
  { method: 'card', card: card('4111111111111111') },
  { method: 'netbanking', bank: 'SBIN' },
  { method: 'wallet', wallet: 'amazonpay' },
] as const;
/** Test inputs the sandbox fails by itself, as Razorpay's test mode does. */
const FAILING = [
  { method: 'upi', upi_flow: 'collect', vpa: 'failure@razorpay' },
  { method: 'card', card: card('4100280000060003') },
] as const;

/**
 * Checkout attempts on the sandbox's page, all at once and in any order: each pays an order (in
 * one of the ways), or fails (the tester's Fail, or a failing UPI ID or test card).
 */
export class Pay extends ChaosCommand {
  constructor(readonly attempts: Array<{ order: number; fail: boolean; way: number }>) {
    super();
  }

  check = (model: Readonly<Model>) => model.orders.length > 0;

  protected async act(model: Model, sequence: Sequence): Promise<void> {
    await Promise.all(
      this.attempts.map(async ({ order: n, fail, way }) => {
        const order = pick(model.orders, n);
        const byTester = fail && way % 2 === 0;
        const paid = fail && !byTester ? FAILING[way % FAILING.length]! : WAYS[way % WAYS.length]!;
        const answer = await sequence.server.checkout(byTester ? 'fail' : 'pay', {
          key: order.key, order_id: order.orderId, ...paid, ...(byTester ? { reason: 'Your bank declined this payment.' } : {}),
        });
        // 400: the provider will not take a payment on an order already paid.
        expectAnswer(`sandbox checkout ${fail ? 'fail' : 'pay'}`, answer, [200, 400]);
        if (answer.status !== 200) return;
        const failed = 'error' in answer.body;
        if (failed !== fail) throw new Error(`the sandbox's checkout ${failed ? 'failed' : 'took'} a payment by ${JSON.stringify(paid)}: ${JSON.stringify(answer.body)}`);
        const paymentId = failed ? answer.body.error.metadata.payment_id : answer.body.razorpay_payment_id;
        model.payments.push({ bookingId: order.bookingId, orderId: order.orderId, paymentId, signature: failed ? null : answer.body.razorpay_signature });
      }),
    );
  }

  toString = () => `pay(${this.attempts.map((a) => `${a.fail ? 'fail' : 'pay'} order ${a.order} way ${a.way}`).join(', ')})`;
}
