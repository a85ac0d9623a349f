import { PAYMENT_HOLD_MINUTES } from '../../../../../server/modules/bookings/service';
import type { Model } from '../model';
import { pick } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand } from './command';

export type Deadline = 'hold' | 'payBy' | 'freeCancel' | 'checkin';

/**
 * The clock moves a minute past one of a booking's deadlines: its pay-now hold, its pay-by
 * time, the end of free cancellation, or check-in. Only forward: a deadline already past moves
 * nothing. The jobs that act on deadlines run only when a command runs them (jobs.ts).
 */
export class PassDeadline extends ChaosCommand {
  constructor(
    readonly booking: number,
    readonly deadline: Deadline,
  ) {
    super();
  }

  check = (model: Readonly<Model>) => model.bookings.length > 0;

  protected async act(model: Model, sequence: Sequence): Promise<void> {
    const booking = pick(model.bookings, this.booking);
    const { clock } = sequence.server.shared;
    const now = clock.now().getTime();
    const at = {
      hold: now + PAYMENT_HOLD_MINUTES * 60_000,
      payBy: booking.payBy?.getTime(),
      freeCancel: booking.freeUntil?.getTime(),
      checkin: booking.checkinAt.getTime(),
    }[this.deadline];
    if (at !== undefined && at + 60_000 > now) clock.advance(at + 60_000 - now);
  }

  toString = () => `passDeadline(booking ${this.booking}, ${this.deadline})`;
}
