import type { Model } from '../model';
import { pick } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand, expectAnswer } from './command';

/** The traveller cancels a booking (409 when it is already cancelled, expired or over). */
export class Cancel extends ChaosCommand {
  constructor(readonly booking: number) {
    super();
  }

  check = (model: Readonly<Model>) => model.bookings.length > 0;

  protected async act(model: Model, sequence: Sequence): Promise<void> {
    const booking = pick(model.bookings, this.booking);
    expectAnswer('POST /cancelBooking', await sequence.call('POST', `/cancelBooking/${booking.id}`, { changeOfPlans: true, comments: 'chaos' }), [200, 409]);
  }

  toString = () => `cancel(booking ${this.booking})`;
}
