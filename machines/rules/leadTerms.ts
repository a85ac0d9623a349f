/**
 * What a search hit's lead option promises about cancelling and paying (docs/booking.md, Holds
 * and pay later), read on the client from the option's fixed terms and the stay's check-in: the
 * same deadline as the server's cancellation policy (domain/freeCancellation.ts). A refundable plan is
 * free to cancel until `fcd` days before check-in at 2 PM India time; pay later is
 * offered when the hotel and plan allow it and that deadline is at least 48 hours ahead. Pure.
 */
import { isCalendarDate } from '../../domain/dates';
import { freeCancellationEnds } from '../../domain/freeCancellation';

const HOUR_MS = 3_600_000;
/** Pay later needs free cancellation to last at least this much longer. */
export const PAY_LATER_LEAD_MS = 48 * HOUR_MS;
/** An option's fixed terms as a search hit carries them (`ops[0]`). */
export interface OptionTerms {
  /** Days before check-in that cancelling stays free; null (or absent) for a non-refundable plan. */
  fcd?: number | null;
  /** The hotel and the plan allow booking now and paying later. */
  pl?: boolean;
}

/** The moment the terms are read for: the stay's check-in date and now (ms since epoch). */
export interface TermsClock {
  checkIn: string;
  now: number;
}

export interface LeadTerms {
  freeCancellation: boolean;
  payLater: boolean;
}

const NONE: LeadTerms = { freeCancellation: false, payLater: false };

/** Free cancellation and pay later of an option for a stay, at `clock.now`. */
export function leadTerms(option: OptionTerms | undefined, clock: TermsClock): LeadTerms {
  const days = option?.fcd;
  if (typeof days !== 'number' || !Number.isFinite(days) || !isCalendarDate(clock.checkIn)) return NONE;
  const deadline = freeCancellationEnds(clock.checkIn, days).getTime();
  const ahead = deadline - clock.now;
  if (ahead <= 0) return NONE;
  return { freeCancellation: true, payLater: option?.pl === true && ahead >= PAY_LATER_LEAD_MS };
}
