/**
 * When a booking has a GST tax invoice, and of what: a paid stay's invoice once the stay is over
 * (check-out, 11 AM India time; before that it says from when), or, for a cancellation that kept
 * money (a penalty), the invoice of that cancellation charge. The server enforces it and the
 * bookings list shows it. Pure and browser-safe.
 */
import { indiaDateTime, indiaInstant } from '../../domain/dates';

/** Check-out time on the check-out day: 11 AM, India time. */
export const CHECKOUT_HOUR = 11;

export interface InvoiceAvailability {
  kind: 'stay' | 'cancellation';
  /** India local date-time from which it can be had. */
  from: string;
  available: boolean;
}

export interface InvoiceFacts {
  status: string;
  paymentStatus: string;
  checkout: string;
  amountPaidPaise: number;
  refundPaise: number;
  cancelledAt: Date | null;
}

/** A stay is completed from check-out, 11 AM India time. */
export const stayCompleted = (checkout: string, now: Date): boolean => now.getTime() >= indiaInstant(checkout, CHECKOUT_HOUR).getTime();

/** The booking's invoice as things stand at `now`, or null when it has none to come. */
export function invoiceAvailability(booking: InvoiceFacts, now: Date): InvoiceAvailability | null {
  if (booking.status === 'SUCCESS' && booking.paymentStatus === 'SUCCESS' && booking.amountPaidPaise > 0) {
    return { kind: 'stay', from: `${booking.checkout}T${String(CHECKOUT_HOUR).padStart(2, '0')}:00`, available: stayCompleted(booking.checkout, now) };
  }
  if (booking.status === 'CANCELLED' && booking.amountPaidPaise - booking.refundPaise > 0) {
    return { kind: 'cancellation', from: indiaDateTime(booking.cancelledAt ?? now), available: true };
  }
  return null;
}
