/**
 * The booking-status page (spec 001 §2 Booking-status page, §4 check-status flow): the navigation
 * state every outcome of the check-status flow carries (transactionId, status, bookingId, amount,
 * and the moment it was settled), and what the page shows of it. Without a state, or with one it
 * cannot read, the page is the failure page. Pure and browser-safe.
 */
import type { BookingStatusState, PaymentOutcome } from '../../machines/checkout.machine';
import { twoDecimals } from '../../domain/localeFormat';
import { formatLocalDateTime } from '../../domain/dateLabels';



const OUTCOMES: readonly PaymentOutcome[] = ['success', 'failure', 'cancelled'];

/** The state /booking-status was reached with; none (or an unreadable one) is a failure. */
export function readBookingStatusState(value: unknown): BookingStatusState {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' && x ? x : null);
  const status = OUTCOMES.includes(v.status as PaymentOutcome) ? (v.status as PaymentOutcome) : 'failure';
  const amount = typeof v.amount === 'number' && Number.isFinite(v.amount) ? v.amount : null;
  const date = text(v.date);
  return { transactionId: text(v.transactionId), status, bookingId: text(v.bookingId), amount, ...(date ? { date } : {}) };
}

/** `Rs . 8,960.00`: the spec's form of the paid amount on the booking-status page. */
export const statusAmount = (rupees: number): string => `Rs . ${twoDecimals(rupees)}`;

/** What the booking-status page shows. */
export type BookingStatusView =
  | {
      success: true;
      /** `Rs . 8,960.00`, or null when the state had no amount. */
      amount: string | null;
      /** `20 Feb 2026, 10:15 AM`, or null. */
      date: string | null;
      /** The booking id. */
      reference: string | null;
      transactionId: string | null;
      statusText: 'Success';
    }
  | { success: false };

export function bookingStatusView(state: BookingStatusState): BookingStatusView {
  if (state.status !== 'success') return { success: false };
  return {
    success: true,
    amount: state.amount === null ? null : statusAmount(state.amount),
    date: state.date ? formatLocalDateTime(state.date) : null,
    reference: state.bookingId,
    transactionId: state.transactionId,
    statusText: 'Success',
  };
}
