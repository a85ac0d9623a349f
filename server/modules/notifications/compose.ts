/**
 * The e-mails about a booking: its rooms held to pay later, its confirmation (with the hotel
 * voucher), its cancellation (with the refund), and the refund of a payment it did not keep.
 */
import { brand } from '../../../domain/brand';
import { CHECKOUT_HOUR } from '../../rules/invoiceAvailability';
import { formatLocalDate, formatLocalDateTime } from '../../../domain/dateLabels';
import { indiaDateTime } from '../../../domain/dates';
import type { Mail } from '../../adapters/mail';
import type { BookingRow } from '../bookings/repo';
import type { LedgerRow } from '../money/ledger';
import { inr } from '../documents/pdf';

const greeting = (b: BookingRow) => {
  const primary = b.guests?.[0]?.travellerInfo[0];
  return primary ? `Dear ${primary.ti} ${primary.lN},` : 'Dear traveller,';
};

const stay = (b: BookingRow) => `${b.hotel.name}, ${b.hotel.city}: ${formatLocalDate(b.checkin)} (check-in 2 PM) to ${formatLocalDate(b.checkout)} (check-out 11 AM), ${b.rooms} x ${b.hotel.room.name}`;

const signOff = `Need help? Call ${brand.supportPhone.display} or write to ${brand.bookingsEmail}.\n\n${brand.name}`;

/** Where and when the stay's GST tax invoice comes (the review page promises one). */
const invoiceLine = (b: BookingRow) =>
  `Your GST tax invoice${b.gstNumber ? ` (for ${b.companyName ?? 'your company'}, GSTIN ${b.gstNumber})` : ''} will be in My Bookings under Completed after check-out, from ${formatLocalDateTime(`${b.checkout}T${String(CHECKOUT_HOUR).padStart(2, '0')}:00`)}.`;

export function confirmationMail(b: BookingRow, voucher: Buffer): Mail {
  return {
    to: b.email!,
    subject: `Booking confirmed: ${b.hotel.name}, ${formatLocalDate(b.checkin)} (${b.id})`,
    text: [
      greeting(b), '', `Your booking ${b.id} is confirmed.`, stay(b), `Amount paid: ${inr(b.amountPaidPaise)}`, '',
      'Your hotel voucher is attached: show it at check-in.', invoiceLine(b), '', signOff,
    ].join('\n'),
    attachments: [{ filename: `voucher-${b.id}.pdf`, content: voucher, contentType: 'application/pdf' }],
  };
}

/**
 * A pay-later booking's e-mail: its rooms are held, with nothing paid, until its pay-by time;
 * paid by then it is confirmed, else it is cancelled and the rooms go back.
 */
export function heldMail(b: BookingRow): Mail {
  const payBy = formatLocalDateTime(indiaDateTime(b.payBy!));
  const free = b.freeCancelUntil ? ` Cancelling is free until ${formatLocalDateTime(indiaDateTime(b.freeCancelUntil))}.` : '';
  return {
    to: b.email!,
    subject: `Rooms held: ${b.hotel.name}, ${formatLocalDate(b.checkin)} (${b.id})`,
    text: [
      greeting(b), '', `Your rooms are held until ${payBy}; pay by ${payBy} to confirm booking ${b.id}.`, stay(b), `Amount to pay: ${inr(b.totalPaise)}`, '',
      `Pay from My Bookings (Upcoming, then Make Payment). Unpaid by then, the booking is cancelled and its rooms go back; nothing is charged.${free}`, '', signOff,
    ].join('\n'),
  };
}

export function cancellationMail(b: BookingRow): Mail {
  const refund = b.refundPaise > 0 ? `A refund of ${inr(b.refundPaise)} is on its way back the way you paid (UPI, card, bank or wallet), within 5-7 working days.` : 'Nothing was charged for it.';
  return {
    to: b.email!,
    subject: `Booking cancelled: ${b.hotel.name}, ${formatLocalDate(b.checkin)} (${b.id})`,
    text: [greeting(b), '', `Your booking ${b.id} is cancelled${b.cancelReason ? ` (${b.cancelReason})` : ''}.`, stay(b), refund, '', signOff].join('\n'),
  };
}

/** Why a payment was not kept, as the traveller reads it. */
const notKept = (b: BookingRow, r: LedgerRow) =>
  r.reason === 'late'
    ? `Your payment of ${inr(r.amountPaise)} for booking ${b.id} arrived after the rooms were no longer held for you, and they were not free at the same price any more, so we did not keep it.`
    : `We received a second payment of ${inr(r.amountPaise)} for booking ${b.id}, which was already paid, so we did not keep it.`;

/** Payments the booking did not keep (late, or duplicates): each is refunded in full. */
export function refundMail(b: BookingRow, refunds: LedgerRow[]): Mail {
  const late = refunds.some((r) => r.reason === 'late');
  return {
    to: b.email!,
    subject: `Payment refunded: ${b.hotel.name}, ${formatLocalDate(b.checkin)} (${b.id})`,
    text: [
      greeting(b),
      '',
      ...refunds.map((r) => notKept(b, r)),
      'The full amount is on its way back the way you paid (UPI, card, bank or wallet), within 5-7 working days.',
      late ? 'The booking is not confirmed: you are welcome to book again.' : `Your booking ${b.id} stays confirmed.`,
      '',
      signOff,
    ].join('\n'),
  };
}
