/**
 * The booking the payment page is for: the navigation state the review
 * page or the upcoming list's Make Payment left (shown at once), and POST
 * /booking-detail/{bookingId} for the booking as it stands now, which is all a reload or a link
 * has. The booking id is in the URL (`?bookingId=`).
 */
import { useQuery } from '@tanstack/react-query';
import { bookingDetail } from '../api/bookings';
import { queryOptionsOf } from '../api/cache';
import { readMakePaymentState, summaryOfMakePayment } from '../model/makePayment';
import { readPaymentState, summaryOfDetail, summaryOfState, type PaymentSummary } from '../model/paymentState';

/** The payment page without a logged-in user or a hotel. */
export const PAYMENT_PAGE_FAILED = 'Something went wrong, please try again';

export type PaymentBooking = { status: 'loading' } | { status: 'ready'; summary: PaymentSummary } | { status: 'failed'; message: string };

export function usePaymentBooking({ userId, bookingId, historyState }: { userId: string | null; bookingId: string | null; historyState: unknown }): PaymentBooking {
  const state = readPaymentState(historyState, bookingId);
  const made = state ? null : readMakePaymentState(historyState, bookingId);
  const id = bookingId ?? state?.BookingId ?? made?.BookingId ?? null;
  const detail = useQuery({ ...queryOptionsOf(bookingDetail(id ?? '')), enabled: !!userId && !!id });
  if (!userId || !id) return { status: 'failed', message: PAYMENT_PAGE_FAILED };
  const fromState = state ? summaryOfState(state) : made ? summaryOfMakePayment(made) : null;
  const summary = detail.data ? summaryOfDetail(detail.data) : fromState && !detail.error ? fromState : null;
  if (summary) return summary.hotelId ? { status: 'ready', summary } : { status: 'failed', message: PAYMENT_PAGE_FAILED };
  if (detail.error) return { status: 'failed', message: PAYMENT_PAGE_FAILED };
  return { status: 'loading' };
}
