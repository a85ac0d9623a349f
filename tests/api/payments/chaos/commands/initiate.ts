import type { Model } from '../model';
import { pick } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand, expectAnswer } from './command';

/** `k` POST /initiate-payment calls for one booking at once (tabs, retries), each for what is due. */
export class Initiate extends ChaosCommand {
  constructor(
    readonly booking: number,
    readonly k: number,
  ) {
    super();
  }

  check = (model: Readonly<Model>) => model.bookings.length > 0;

  protected async act(model: Model, sequence: Sequence): Promise<void> {
    const booking = pick(model.bookings, this.booking);
    const answers = await Promise.all(
      Array.from({ length: this.k }, () => sequence.call('POST', '/initiate-payment', { bookingId: booking.id, amount: booking.amountDue, gateway: 'RAZORPAY' })),
    );
    for (const answer of answers) {
      expectAnswer('POST /initiate-payment', answer, [200, 409]);
      const order = answer.status === 200 ? (answer.body.response as { order_id: string; key: string }) : null;
      if (order && !model.orders.some((o) => o.orderId === order.order_id)) model.orders.push({ bookingId: booking.id, orderId: order.order_id, key: order.key });
    }
  }

  toString = () => `initiate(booking ${this.booking}, ${this.k} at once)`;
}
