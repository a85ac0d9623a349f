/**
 * Cancellation windows of an option (`cnp`), in India local time (docs/product.md,
 * Cancellation and refunds):
 * refundable plans are free until `freeCancelDays` before check-in at 2 PM (`ddt`), then cost the
 * first night of every room until check-in, then the whole stay; non-refundable plans cost the
 * whole stay from the moment of booking.
 *
 * Book now, pay later (`isBA`): offered when the hotel and the plan allow it and free cancellation
 * lasts at least 48 more hours. A blocked booking must be paid by its pay-by time, 24 hours before
 * free cancellation ends, or it is released: the traveller has at least a day to pay, and the
 * hotel gets its room back while cancelling is still free.
 */
import type { CancellationPolicy } from '../../../contract/cancellationPolicy';
import { indiaDateTime, indiaInstant } from '../../../domain/dates';
import { CHECK_IN_HOUR, freeCancellationEnds } from '../../../domain/freeCancellation';
import { toRupees } from '../../../domain/money';
import type { Plan } from '../catalogue/store/hotels';

const HOUR = 3_600_000;
/** Pay later needs the free-cancellation deadline at least this far ahead... */
export const PAY_LATER_LEAD_MS = 48 * HOUR;
/** ...and a blocked booking must be paid this long before the deadline. */
export const PAY_BY_BEFORE_DEADLINE_MS = 24 * HOUR;

export interface PolicyInput {
  optionId: string;
  plan: Plan;
  checkin: string;
  checkout: string;
  rooms: number;
  nights: number;
  /** Stay total and first night of all rooms, paise. */
  totalPaise: number;
  firstNightPaise: number;
  now: Date;
  hotelPayLater: boolean;
}

export interface OptionPolicy {
  cnp: CancellationPolicy;
  /** Free cancellation until (India local time), or null. */
  ddt: string | null;
  freeUntil: Date | null;
  isBA: boolean;
  /** When a pay-later block must be paid by; null when pay later is not offered. */
  payBy: Date | null;
}

export function cancellationPolicy(input: PolicyInput): OptionPolicy {
  const now = indiaDateTime(input.now);
  const checkinAt = indiaInstant(input.checkin, CHECK_IN_HOUR);
  const checkin = indiaDateTime(checkinAt);
  const checkout = indiaDateTime(indiaInstant(input.checkout, 11));
  const whole = { am: toRupees(input.totalPaise), pp: 100, rn: input.rooms * input.nights };
  if (!input.plan.refundable) {
    return {
      cnp: { id: input.optionId, inra: true, ifra: false, pd: [{ fdt: now, tdt: checkout, ...whole }] },
      ddt: null,
      freeUntil: null,
      isBA: false,
      payBy: null,
    };
  }
  const deadlineAt = freeCancellationEnds(input.checkin, input.plan.freeCancelDays);
  const free = input.now.getTime() < deadlineAt.getTime();
  const deadline = free ? indiaDateTime(deadlineAt) : now;
  const firstNightShare = Math.round((input.firstNightPaise / Math.max(1, input.totalPaise)) * 10_000) / 100;
  const pd = [
    ...(free ? [{ fdt: now, tdt: deadline, am: 0, pp: 0, rn: 0 }] : []),
    ...(deadline < checkin ? [{ fdt: deadline, tdt: checkin, am: toRupees(input.firstNightPaise), pp: firstNightShare, rn: input.rooms }] : []),
    { fdt: deadline < checkin ? checkin : now, tdt: checkout, ...whole },
  ];
  const isBA = free && input.hotelPayLater && input.plan.payLater && deadlineAt.getTime() - input.now.getTime() >= PAY_LATER_LEAD_MS;
  return {
    cnp: { id: input.optionId, inra: false, ifra: true, pd },
    ddt: free ? deadline : null,
    freeUntil: free ? deadlineAt : null,
    isBA,
    payBy: isBA ? new Date(deadlineAt.getTime() - PAY_BY_BEFORE_DEADLINE_MS) : null,
  };
}
