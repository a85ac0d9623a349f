/**
 * The booking-status page: the outcome the check-status flow navigated here with (transactionId,
 * status, bookingId, amount, and the moment it was settled), the booking as the server reads it
 * now, and what the page shows of
 * both. The booking decides: a confirmed booking is the confirmation, whatever the last outcome
 * said; a booking still held says until when, and a failed payment keeps the spec's failure texts
 * beside it. Without a booking to read, the outcome alone is the spec's page (none is the failure
 * page). Pure and browser-safe.
 */
import type { BookingDetail } from '../../contract/booking';
import { paymentMessages } from '../../contract/payments';
import type { BookingStatusState, PaymentOutcome } from '../../machines/checkout.machine';
import type { StatusPhase } from '../../machines/bookingStatus.selectors';
import { formatLocalDate, formatLocalDateTime } from '../../domain/dateLabels';
import { indiaDateTime } from '../../domain/dates';
import { twoDecimals } from '../../domain/localeFormat';
import { formatRupees } from '../../domain/money';
import { paidByText } from '../../domain/paidWith';
import { bookingCard } from './bookingCard';
import { cancellationView, refundLine, type RefundLine } from './refundTracking';
import { plural } from './roomOption';

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

/** The outcome of a navigation state that carries one (a `status`), or null: the page was opened on its own. */
export function readOutcome(value: unknown): BookingStatusState | null {
  return value && typeof value === 'object' && 'status' in value ? readBookingStatusState(value) : null;
}

/** `Rs . 8,960.00`: the spec's form of the paid amount on the booking-status page. */
export const statusAmount = (rupees: number): string => `Rs . ${twoDecimals(rupees)}`;

/** The spec's payment summary of a confirmed booking. */
export interface PaymentSummaryView {
  /** `Rs . 8,960.00`, or null when not known. */
  amount: string | null;
  /** `20 Feb 2026, 10:15 AM`, or null. */
  date: string | null;
  /** The booking id. */
  reference: string | null;
  statusText: 'Success';
  /** `Paid by UPI (asha@okhdfcbank)`: how, when the booking was read and its payment names its method. */
  paidBy: string | null;
}

/** Which booking, where and when: what every outcome with a booking names. */
export interface BookingFacts {
  bookingId: string;
  hotelName: string;
  address: string;
  /** `12 Mar 2026 (2 PM) to 14 Mar 2026 (11 AM) · 2 nights` */
  stay: string;
}

/** What a confirmation says beyond the spec's summary. */
export interface ConfirmationView extends BookingFacts {
  /** `+91 98123 45678` and its `tel:` number. */
  hotelPhone: { display: string; tel: string } | null;
  /** `12 Mar 2026, from 2 PM` */
  checkIn: string;
  /** `14 Mar 2026, by 11 AM` */
  checkOut: string;
  /** `2 guests: Mrs Asha Sharma, Mr Ravi Sharma` */
  guests: string;
  /** `1 room: Deluxe Room · Breakfast Included` */
  rooms: string;
  /** `Rs 8,960.00` */
  amountPaid: string;
  /** `A confirmation was sent to asha@example.in.`, or null when the booking has no address. */
  emailSent: string | null;
  /** When the GST invoice can be downloaded: after check-out. */
  invoice: string;
}

export type StatusPage =
  | { kind: 'loading' }
  /** None of the traveller's bookings has this id. */
  | { kind: 'notFound' }
  /** "Booking confirmed successfully": the spec's summary, and the booking when it was read. */
  | { kind: 'confirmed'; summary: PaymentSummaryView; booking: ConfirmationView | null }
  /**
   * "Sorry, your booking could not be completed!" with the spec's texts; the booking when it was
   * read, its hold while the rooms are still held (`canPay`), or how it ended; `canReread` when it
   * could not be read.
   */
  | { kind: 'failed'; booking: BookingFacts | null; hold: string | null; ended: string | null; canPay: boolean; canReread: boolean; refund: RefundNotice | null }
  /** Not paid yet, the rooms still held (the checkout was closed, or the page opened later). */
  | { kind: 'held'; booking: BookingFacts; hold: string; checkoutClosed: boolean }
  /** Cancelled or expired, opened after the fact: how and when, and where any refund is. */
  | { kind: 'ended'; booking: BookingFacts; title: string; ended: string; noRefund: string | null; refunds: RefundLine[] };

/** `Your rooms are still held until 20 Feb 2026, 10:15 AM.` */
export const holdText = (holdUntil: string) => `Your rooms are still held until ${formatLocalDateTime(holdUntil)}.`;

function factsOf(booking: BookingDetail): BookingFacts {
  const card = bookingCard(booking);
  return { bookingId: booking.bookingId, hotelName: card.hotelName, address: card.address, stay: card.stay };
}

/** How a booking that holds nothing any more ended, in a sentence. */
function endedText(booking: BookingDetail): string {
  const on = booking.cancelled ? ` on ${formatLocalDateTime(indiaDateTime(new Date(booking.cancelled.at)))}` : '';
  if (booking.bookingStatus === 'EXPIRED') return `Its rooms were released${on}: the payment was not completed in time.`;
  if (booking.cancelled?.reason === 'not paid') return `It was cancelled${on}: it was not paid by its pay-by time, so its rooms were released.`;
  return `It was cancelled${on}${booking.cancelled?.reason ? ` (${booking.cancelled.reason})` : ''}.`;
}

function confirmationOf(booking: BookingDetail): ConfirmationView {
  const card = bookingCard(booking);
  const phoneDigits = booking.hotelPhone.replace(/[^\d+]/g, '');
  return {
    ...factsOf(booking),
    hotelPhone: phoneDigits ? { display: booking.hotelPhone, tel: phoneDigits } : null,
    checkIn: `${formatLocalDate(booking.checkInDate)}, from 2 PM`,
    checkOut: `${formatLocalDate(booking.checkOutDate)}, by 11 AM`,
    guests: [plural(booking.numOfGuests, 'guest'), card.guests].filter(Boolean).join(': '),
    rooms: [booking.numberOfRooms ? plural(booking.numberOfRooms, 'room') : null, card.room].filter(Boolean).join(': '),
    amountPaid: formatRupees(booking.amountPaid),
    emailSent: booking.email ? `A confirmation was sent to ${booking.email}.` : null,
    invoice: `Your GST invoice can be downloaded after check-out, from ${formatLocalDate(booking.checkOutDate)}, 11 AM, under My Bookings (Completed).`,
  };
}

/** What the failure page says when the payment was refunded because the booking no longer held its rooms. */
export interface RefundNotice {
  title: string;
  text: string;
}

/**
 * A booking read again after a refused payment: when a payment of it was refunded as `late`, why
 * (its hold lapsed, or it was cancelled first); else null.
 */
export function refundNoticeOf(detail: Pick<BookingDetail, 'bookingStatus' | 'refunds'> | null | undefined): RefundNotice | null {
  if (!detail?.refunds.some((r) => r.reason === 'late')) return null;
  return {
    title: paymentMessages.lateRefundedTitle,
    text: detail.bookingStatus === 'CANCELLED' ? paymentMessages.cancelledRefundedDetail : paymentMessages.lateRefundedDetail,
  };
}

/** The spec's page from the outcome alone (no booking to read, or it could not be read). */
function fromOutcome(outcome: BookingStatusState | null, canReread: boolean): StatusPage {
  if (outcome?.status === 'success') {
    return {
      kind: 'confirmed',
      summary: {
        amount: outcome.amount === null ? null : statusAmount(outcome.amount),
        date: outcome.date ? formatLocalDateTime(outcome.date) : null,
        reference: outcome.bookingId,
        statusText: 'Success',
        paidBy: null,
      },
      booking: null,
    };
  }
  return { kind: 'failed', booking: null, hold: null, ended: null, canPay: false, canReread, refund: null };
}

export interface StatusPageInput {
  phase: StatusPhase;
  outcome: BookingStatusState | null;
  booking: BookingDetail | null;
}

/** What the booking-status page shows. */
export function statusPage({ phase, outcome, booking }: StatusPageInput): StatusPage {
  if (phase === 'loading') return { kind: 'loading' };
  if (phase === 'notFound') return { kind: 'notFound' };
  if (phase !== 'shown' || !booking) return fromOutcome(outcome, phase === 'unread');
  const failed = outcome?.status === 'failure';
  switch (booking.bookingStatus) {
    case 'SUCCESS': {
      const date = booking.confirmedAt ?? outcome?.date ?? null;
      return {
        kind: 'confirmed',
        summary: {
          amount: statusAmount(booking.amountPaid),
          date: date ? formatLocalDateTime(date) : null,
          reference: booking.bookingId,
          statusText: 'Success',
          paidBy: booking.paidWith ? paidByText(booking.paidWith) : null,
        },
        booking: confirmationOf(booking),
      };
    }
    case 'PENDING':
    case 'HOLD': {
      const hold = booking.holdUntil ? holdText(booking.holdUntil) : null;
      if (failed || !hold) return { kind: 'failed', booking: factsOf(booking), hold, ended: null, canPay: true, canReread: false, refund: refundNoticeOf(booking) };
      return { kind: 'held', booking: factsOf(booking), hold, checkoutClosed: outcome?.status === 'cancelled' };
    }
    default: {
      const ended = endedText(booking);
      if (failed) return { kind: 'failed', booking: factsOf(booking), hold: null, ended, canPay: false, canReread: false, refund: refundNoticeOf(booking) };
      return {
        kind: 'ended',
        booking: factsOf(booking),
        title: booking.bookingStatus === 'EXPIRED' ? 'This booking expired' : 'This booking was cancelled',
        ended,
        noRefund: cancellationView(booking)?.noRefund ?? null,
        refunds: booking.refunds.map(refundLine),
      };
    }
  }
}
