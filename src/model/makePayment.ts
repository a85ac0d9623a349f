/**
 * Make Payment on an awaiting booking of the account's upcoming list: the payment page's navigation
 * state made from the list item, so the page shows the booking at once (and reads it again from the
 * server). Every booking carries its own price breakup, so the spec's fallback split of a total
 * (80% base, 20% taxes) never applies. Pure and browser-safe.
 */
import type { BookingListItem } from '../../contract/booking';
import { toPaise, toRupees } from '../../domain/money';
import { summaryOfDetail, type PaymentSummary } from './paymentState';

/** The payment page's navigation state from Make Payment: the spec's fields, and the list item it was made from. */
export interface MakePaymentState {
  BookingId: string;
  hotelId: string;
  totalFee: number;
  totalBookingFee: number;
  totalTax: number;
  primaryGuestNum: string;
  primaryGuestEmail: string;
  booking: BookingListItem;
}

export function makePaymentState(item: BookingListItem): MakePaymentState {
  return {
    BookingId: item.bookingId,
    hotelId: item.hotelId ?? '',
    totalFee: item.price.total,
    totalBookingFee: item.price.base,
    totalTax: item.price.taxes,
    primaryGuestNum: item.userContactNumber,
    primaryGuestEmail: item.email,
    booking: item,
  };
}

/** The navigation state of history, when it is a Make Payment state for this booking id. */
export function readMakePaymentState(value: unknown, bookingId: string | null): MakePaymentState | null {
  if (!value || typeof value !== 'object') return null;
  const state = value as Partial<MakePaymentState>;
  const complete =
    typeof state.BookingId === 'string' &&
    typeof state.totalFee === 'number' &&
    typeof state.totalBookingFee === 'number' &&
    typeof state.totalTax === 'number' &&
    state.booking?.bookingId === state.BookingId &&
    !!state.booking.price;
  if (!complete) return null;
  return !bookingId || state.BookingId === bookingId ? (state as MakePaymentState) : null;
}

/** The payment page's summary of a Make Payment state: what the list showed, owing the total less what was paid. */
export function summaryOfMakePayment(state: MakePaymentState): PaymentSummary {
  const item = state.booking;
  const price = { ...item.price, base: state.totalBookingFee, taxes: state.totalTax, total: state.totalFee };
  return summaryOfDetail({ ...item, price, amountDue: toRupees(toPaise(state.totalFee) - toPaise(item.amountPaid)) });
}
