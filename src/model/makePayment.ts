/**
 * Make Payment on an awaiting booking of the account's upcoming list (spec 001 §2 Account area,
 * §9): the payment page's navigation state made from the list item, so the page shows the
 * booking at once (and reads it again from the server). Pure and browser-safe.
 */
import type { BookingListItem } from '../../contract/booking';
import { toPaise, toRupees } from '../../domain/money';
import { summaryOfDetail, type PaymentSummary } from './paymentState';

/** Rupees: the stay before taxes, the taxes and fees, the whole total. */
export interface Fees {
  base: number;
  taxes: number;
  total: number;
}

/** Spec 001 §9: the make-payment fallback's tax split, 80% base and 20% taxes. */
const BASE_SHARE = 0.8;

/**
 * A booking's fees: its own breakup, or, for a record without one, the spec's fallback split of
 * the total (80% base, 20% taxes, to the paisa, adding up to the total).
 */
export function feesOf(total: number, breakup: { base: number; taxes: number } | null | undefined): Fees {
  if (breakup) return { base: breakup.base, taxes: breakup.taxes, total };
  const totalPaise = toPaise(total);
  const basePaise = Math.round(totalPaise * BASE_SHARE);
  return { base: toRupees(basePaise), taxes: toRupees(totalPaise - basePaise), total: toRupees(totalPaise) };
}

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
  const fees = feesOf(item.price.total, item.price);
  return {
    BookingId: item.bookingId,
    hotelId: item.hotelId ?? '',
    totalFee: fees.total,
    totalBookingFee: fees.base,
    totalTax: fees.taxes,
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
