/**
 * One booking of the account's lists as a card says it: the stay, the party, the state (awaiting
 * payment with its hold-until or pay-by time, confirmed, cancelled with when and why), its refunds
 * and where they are (refundTracking.ts), and what cancelling now costs.
 * Records without a hotel id or a room count still make a card. Pure and browser-safe.
 */
import type { BookingListItem } from '../../contract/booking';
import { invoiceNote } from './bookingDocuments';
import { formatRupees } from '../../domain/money';
import { paidByText } from '../../domain/paidWith';
import { heldUntilText, stayText } from './paymentState';
import { plural } from './roomOption';
import { mealPlanLabel } from '../../domain/mealPlan';
import { formatLocalDateTime } from '../../domain/dateLabels';
import { cancellationView, refundLine, type CancellationView, type RefundLine } from './refundTracking';

export interface BookingCardView {
  bookingId: string;
  hotelName: string;
  stars: number;
  address: string;
  imgUrl: string;
  /** `12 Mar 2026 (2 PM) to 14 Mar 2026 (11 AM) · 2 nights` */
  stay: string;
  /** `2 rooms · 3 guests`, or `3 guests` when the record has no room count. */
  party: string;
  /** `Deluxe Room · Breakfast Included` */
  room: string;
  /** `Mrs Asha Sharma, Master Ravi Sharma` */
  guests: string;
  /** `Rs 8,960.00` */
  total: string;
  /** `Paid by UPI (asha@okhdfcbank)`, or null while unpaid or when the payment names no method. */
  paidBy: string | null;
  /** The state's words: 'Awaiting payment', 'Confirmed', 'Cancelled', 'Expired'. */
  status: string;
  /** Awaiting payment (an upcoming HOLD booking is awaiting; so is a pay-now hold). */
  awaiting: boolean;
  /** `Pay by 8 Mar 2026, 2:00 PM` for a pay-later block, `Rooms held until ...` for a pay-now hold. */
  deadline: string | null;
  /** What cancelling now would cost and give back, or null when it can no longer be cancelled. */
  cancellation: { penalty: string; refund: string; freeUntil: string | null } | null;
  /** A cancelled booking: when and why, and why nothing comes back when nothing does. */
  cancelled: CancellationView | null;
  /** Money sent back: each refund, where it goes and where it is. */
  refunds: RefundLine[];
  /** When its GST invoice comes, while the stay is ahead: `GST invoice: available after check-out, from ...`. */
  invoiceNote: string | null;
}

const STATUS: Record<BookingListItem['bookingStatus'], string> = {
  PENDING: 'Awaiting payment',
  HOLD: 'Awaiting payment',
  SUCCESS: 'Confirmed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

export function bookingCard(item: BookingListItem): BookingCardView {
  const awaiting = item.bookingStatus === 'HOLD' || item.bookingStatus === 'PENDING';
  const deadline = awaiting && item.holdUntil ? (item.bookingStatus === 'HOLD' ? `Pay by ${formatLocalDateTime(item.holdUntil)}` : heldUntilText(item.holdUntil)) : null;
  return {
    bookingId: item.bookingId,
    hotelName: item.hotelName,
    stars: item.hotelRating,
    address: item.address.adr,
    imgUrl: item.imgUrl,
    stay: stayText(item.checkInDate, item.checkOutDate, item.nights),
    party: [item.numberOfRooms ? plural(item.numberOfRooms, 'room') : null, plural(item.numOfGuests, 'guest')].filter(Boolean).join(' · '),
    room: [item.roomType, item.mealBasis ? mealPlanLabel(item.mealBasis) : ''].filter(Boolean).join(' · '),
    guests: item.travellerInfo.map((t) => [t.ti, t.fN, t.lN].filter(Boolean).join(' ')).join(', '),
    total: formatRupees(item.price.total),
    paidBy: item.paidWith ? paidByText(item.paidWith) : null,
    status: STATUS[item.bookingStatus],
    awaiting,
    deadline,
    cancellation: item.cancellation && {
      penalty: formatRupees(item.cancellation.penalty),
      refund: formatRupees(item.cancellation.refund),
      freeUntil: item.cancellation.freeUntil ? `Free cancellation until ${formatLocalDateTime(item.cancellation.freeUntil)}` : null,
    },
    cancelled: cancellationView(item),
    refunds: item.refunds.map(refundLine),
    invoiceNote: invoiceNote(item),
  };
}
