import { randomUUID } from 'node:crypto';
import type { ReviewResponseBody } from '../../../../../contract/booking';
import { payloadFor } from '../../../bookings/support';
import type { Model } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand, expectAnswer } from './command';

/** India local `YYYY-MM-DDTHH:mm` as an instant. */
const instant = (local: string) => new Date(`${local}:00+05:30`);

/**
 * The traveller reviews the stay's room and books it, to pay now or to pay later (pay now when
 * the option no longer offers pay later). The stay's room type may have no room left (6034).
 * With `pushedAt`, a channel manager pushes a new rate for the stay's nights while the booking is
 * being made (then the price may have changed, 409): the booking charges the rates it read under
 * the lock that took its rooms, whichever came first (invariants.ts, `pricesBroken`).
 */
export class Book extends ChaosCommand {
  constructor(
    readonly mode: 'payNow' | 'payLater',
    /** A new rate (paise) pushed at the moment of booking, or null. */
    readonly pushedAt: number | null = null,
  ) {
    super();
  }

  check = (model: Readonly<Model>) => model.bookings.length < 3;

  protected async act(model: Model, sequence: Sequence): Promise<void> {
    const reviewed = await sequence.review();
    expectAnswer('POST /hotel-review', reviewed, [200, 409]);
    if (reviewed.status !== 200) return;
    const review = reviewed.body.response as ReviewResponseBody;
    const mode = this.mode === 'payLater' && review.conditions.isBA ? 'payLater' : 'payNow';
    const book = sequence.call('PUT', mode === 'payNow' ? '/bookFullPayment' : '/bookWithZero', payloadFor(review), { 'idempotency-key': randomUUID() });
    if (this.pushedAt !== null) expectAnswer('POST /api/partner/v1/ari', await sequence.pushRate(this.pushedAt), [200]);
    const booked = await book;
    expectAnswer(`PUT /${mode === 'payNow' ? 'bookFullPayment' : 'bookWithZero'}`, booked, [200, 409]);
    if (booked.status !== 200) return;
    model.bookings.push({
      id: review.bookingId,
      mode,
      amountDue: booked.body.response.amountDue,
      payBy: review.conditions.payBy ? instant(review.conditions.payBy) : null,
      freeUntil: review.ddt ? instant(review.ddt) : null,
      checkinAt: instant(`${review.query.checkinDate}T14:00`),
    });
  }

  toString = () => `book(${this.mode}${this.pushedAt === null ? '' : `, pushing ${this.pushedAt}`})`;
}
