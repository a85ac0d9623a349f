/** The e-mails about a booking: its confirmation (with the hotel voucher) and its cancellation (with the refund). */
import { brand } from '../../../domain/brand';
import { formatLocalDate } from '../../../domain/dateLabels';
import type { Mail } from '../../adapters/mail';
import type { BookingRow } from '../bookings/repo';
import { inr } from '../documents/pdf';

const greeting = (b: BookingRow) => {
  const primary = b.guests?.[0]?.travellerInfo[0];
  return primary ? `Dear ${primary.ti} ${primary.lN},` : 'Dear traveller,';
};

const stay = (b: BookingRow) => `${b.hotel.name}, ${b.hotel.city}: ${formatLocalDate(b.checkin)} (check-in 2 PM) to ${formatLocalDate(b.checkout)} (check-out 11 AM), ${b.rooms} x ${b.hotel.room.name}`;

const signOff = `Need help? Call ${brand.supportPhone.display} or write to ${brand.bookingsEmail}.\n\n${brand.name}`;

export function confirmationMail(b: BookingRow, voucher: Buffer): Mail {
  return {
    to: b.email!,
    subject: `Booking confirmed: ${b.hotel.name}, ${formatLocalDate(b.checkin)} (${b.id})`,
    text: [greeting(b), '', `Your booking ${b.id} is confirmed.`, stay(b), `Amount paid: ${inr(b.amountPaidPaise)}`, '', 'Your hotel voucher is attached: show it at check-in.', '', signOff].join('\n'),
    attachments: [{ filename: `voucher-${b.id}.pdf`, content: voucher, contentType: 'application/pdf' }],
  };
}

export function cancellationMail(b: BookingRow): Mail {
  const refund = b.refundPaise > 0 ? `A refund of ${inr(b.refundPaise)} is on its way to the card you paid with; banks take 5 to 7 working days.` : 'Nothing was charged for it.';
  return {
    to: b.email!,
    subject: `Booking cancelled: ${b.hotel.name}, ${formatLocalDate(b.checkin)} (${b.id})`,
    text: [greeting(b), '', `Your booking ${b.id} is cancelled${b.cancelReason ? ` (${b.cancelReason})` : ''}.`, stay(b), refund, '', signOff].join('\n'),
  };
}
