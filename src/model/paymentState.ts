/**
 * What the review page hands the payment page when a Pay Now booking holds its rooms (the
 * page's navigation state), and what the payment page shows of a booking, from
 * that state or, after a reload, from POST /booking-detail/{bookingId}. Pure and browser-safe.
 */
import type { PaymentNavigationState } from '../../machines/reviewBooking.machine';
import type { BookingDetail, BookingListItem, BookingStatus, PriceBreakup } from '../../contract/booking';
import { formatRupees } from '../../domain/money';
import { priceStatement, type PriceStatement } from '../../machines/rules/priceStatement';
import { plural } from './roomOption';
import { formatLocalDate, formatLocalDateTime } from '../../domain/dateLabels';



/** The navigation state of history, when it is one the review page made for this booking id. */
export function readPaymentState(value: unknown, bookingId: string | null): PaymentNavigationState | null {
  if (!value || typeof value !== 'object') return null;
  const state = value as Partial<PaymentNavigationState>;
  const complete =
    typeof state.BookingId === 'string' &&
    typeof state.hotelId === 'string' &&
    typeof state.holdUntil === 'string' &&
    typeof state.amountDue === 'number' &&
    !!state.reviewData?.hInfo &&
    !!state.guestDetails;
  if (!complete) return null;
  return !bookingId || state.BookingId === bookingId ? (state as PaymentNavigationState) : null;
}

/** The booking as the payment page shows it. */
export interface PaymentSummary {
  bookingId: string;
  hotelId: string;
  hotelName: string;
  address: string;
  imgUrl: string;
  roomType: string;
  /** `12 Dec 2025 (2 PM) to 14 Dec 2025 (11 AM) · 2 nights` */
  stay: string;
  /** `2 rooms · 3 guests` */
  party: string;
  /** `Asha Sharma · asha@example.in · +91 9876543210`, or '' when not known. */
  guest: string;
  price: PriceStatement;
  breakup: { base: string; taxes: string; total: string };
  /** `Rs 8,450.00` */
  amountDue: string;
  /** What is owed now, in rupees: the amount the Pay action asks the server to collect. */
  due: number;
  /** `Rooms held until 12 Dec 2025, 3:15 PM`, or null when no hold runs. */
  heldUntil: string | null;
  /** Awaiting payment (the next step pays); otherwise the booking's state in words. */
  awaitingPayment: boolean;
  statusText: string;
}

const STATUS_TEXT: Record<BookingStatus, string> = {
  PENDING: 'Awaiting payment',
  HOLD: 'Blocked, awaiting payment',
  SUCCESS: 'Confirmed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired: the rooms were not paid for in time',
};

function breakupOf(price: PriceBreakup) {
  return { base: formatRupees(price.base), taxes: formatRupees(price.taxes), total: formatRupees(price.total) };
}

export const heldUntilText = (holdUntil: string) => `Rooms held until ${formatLocalDateTime(holdUntil)}`;

export function stayText(checkIn: string, checkOut: string, nights: number): string {
  return `${formatLocalDate(checkIn)} (2 PM) to ${formatLocalDate(checkOut)} (11 AM) · ${plural(nights, 'night')}`;
}

function summary(parts: Omit<PaymentSummary, 'price' | 'breakup' | 'awaitingPayment' | 'statusText' | 'heldUntil'> & {
  priceBreakup: PriceBreakup;
  status: BookingStatus;
  holdUntil: string | null;
}): PaymentSummary {
  const { priceBreakup, status, holdUntil, ...rest } = parts;
  const awaitingPayment = status === 'PENDING' || status === 'HOLD';
  return {
    ...rest,
    price: priceStatement(priceBreakup, priceBreakup),
    breakup: breakupOf(priceBreakup),
    awaitingPayment,
    statusText: STATUS_TEXT[status],
    heldUntil: awaitingPayment && holdUntil ? heldUntilText(holdUntil) : null,
  };
}

const partyText = (rooms: number | undefined, guests: number) => [rooms ? plural(rooms, 'room') : null, plural(guests, 'guest')].filter(Boolean).join(' · ');

export function summaryOfState(state: PaymentNavigationState): PaymentSummary {
  const review = state.reviewData;
  const guests = review.query.roomInfo.reduce((n, r) => n + r.numberOfRooms * (r.numberOfAdults + r.numberOfChild), 0);
  const g = state.guestDetails;
  return summary({
    bookingId: state.BookingId,
    hotelId: state.hotelId,
    hotelName: review.hInfo.name,
    address: [review.hInfo.adr, review.hInfo.city].filter(Boolean).join(', '),
    imgUrl: review.hInfo.img,
    roomType: review.room.name,
    stay: stayText(review.query.checkinDate, review.query.checkoutDate, review.price.nights),
    party: partyText(review.price.rooms, guests),
    guest: [`${g.firstName} ${g.lastName}`.trim(), g.email, g.phoneNumber ? `${g.countryCode} ${g.phoneNumber}` : ''].filter(Boolean).join(' · '),
    priceBreakup: { ...review.price, base: state.totalBookingFee, taxes: state.totalTax, total: state.totalFee },
    amountDue: formatRupees(state.amountDue),
    due: state.amountDue,
    status: state.bookingStatus,
    holdUntil: state.holdUntil,
  });
}

/** The payment page's summary of a booking as POST /booking-detail answers it (or a list's item with what is owed). */
export function summaryOfDetail(detail: BookingListItem & Pick<BookingDetail, 'amountDue'>): PaymentSummary {
  const primary = detail.travellerInfo[0];
  return summary({
    bookingId: detail.bookingId,
    hotelId: detail.hotelId ?? '',
    hotelName: detail.hotelName,
    address: detail.address.adr,
    imgUrl: detail.imgUrl,
    roomType: detail.roomType,
    stay: stayText(detail.checkInDate, detail.checkOutDate, detail.nights),
    party: partyText(detail.numberOfRooms, detail.numOfGuests),
    guest: [primary ? `${primary.fN} ${primary.lN}` : '', detail.email, detail.userContactNumber ? `+91 ${detail.userContactNumber}` : ''].filter(Boolean).join(' · '),
    priceBreakup: detail.price,
    amountDue: formatRupees(detail.amountDue),
    due: detail.amountDue,
    status: detail.bookingStatus,
    holdUntil: detail.holdUntil,
  });
}
