/**
 * The hotel voucher of a confirmed booking: what the traveller shows at check-in. The booking id
 * with its QR code, the hotel and how to reach it, the stay with 2 PM / 11 AM, rooms and guests
 * by name (in whatever script they were typed), the meal plan, special requests, the amount paid
 * and how ("Paid by UPI"), the cancellation rules in words and whom to call.
 */
import QRCode from 'qrcode';
import { brand } from '../../../domain/brand';
import { cancellationRules } from '../../../domain/cancellationRules';
import { mealPlanLabel } from '../../../domain/mealPlan';
import { paidByText } from '../../../domain/paidWith';
import { formatLocalDate } from '../../../domain/dateLabels';
import type { BookingRow } from '../bookings/repo';
import { facts, heading, inr, renderPdf, say } from './pdf';

const REQUESTS: Array<[keyof NonNullable<BookingRow['specialRequest']>, string]> = [
  ['smokingRoom', 'Smoking room'], ['lateCheckIn', 'Late check-in'], ['earlyCheckIn', 'Early check-in'],
  ['highFloor', 'High floor'], ['largeBed', 'Large bed'], ['twinBed', 'Twin beds'],
];

export async function voucherPdf(booking: BookingRow, hotel: { lat: number; lng: number }): Promise<Buffer> {
  const qr = await QRCode.toBuffer(booking.id, { type: 'png', margin: 1, width: 140, errorCorrectionLevel: 'M' });
  const sold = booking.hotel;
  return renderPdf({ title: `Hotel voucher ${booking.id}`, createdAt: booking.bookedAt ?? booking.createdAt }, (pdf) => {
    const { doc } = pdf;
    doc.image(qr, doc.page.width - 48 - 110, 48, { fit: [110, 110] });
    doc.fillColor('#1a202c');
    say(pdf, 'Hotel Voucher', { weight: 'bold', size: 20, x: 48, y: 48 });
    doc.fillColor('#2d3748');
    say(pdf, `${brand.name} booking ${booking.id}`, { size: 11 });
    say(pdf, 'Status: confirmed');
    doc.moveDown(3);

    heading(pdf, sold.name);
    say(pdf, [sold.adr, sold.city, `${sold.state} ${sold.postalCode}`.trim(), sold.country].filter(Boolean).join(', '));
    facts(pdf, [
      ['Phone', sold.ph],
      ['Coordinates', `${hotel.lat.toFixed(6)}, ${hotel.lng.toFixed(6)}`],
    ]);

    heading(pdf, 'Your stay');
    facts(pdf, [
      ['Check-in', `${formatLocalDate(booking.checkin)}, 2 PM`],
      ['Check-out', `${formatLocalDate(booking.checkout)}, 11 AM`],
      ['Nights', String(booking.nights)],
      ['Rooms', `${booking.rooms} x ${sold.room.name}`],
      ['Meal plan', mealPlanLabel(sold.room.mb)],
    ]);

    heading(pdf, 'Guests');
    (booking.guests ?? []).forEach((room, r) => {
      say(pdf, `Room ${r + 1}: ${room.travellerInfo.map((t) => `${t.ti} ${t.fN} ${t.lN}${t.pt === 'CHILD' ? ' (child)' : ''}`).join(', ')}`);
    });

    const asked = booking.specialRequest;
    const wanted = asked ? REQUESTS.filter(([key]) => asked[key] === true).map(([, label]) => label) : [];
    heading(pdf, 'Special requests');
    say(pdf, wanted.length > 0 || asked?.additionalRequests ? [wanted.join(', '), asked?.additionalRequests ?? ''].filter(Boolean).join('. ') : 'None');
    doc.fillColor('#4a5568');
    say(pdf, 'Special requests are passed on to the hotel and depend on availability.', { size: 9 });
    doc.fontSize(10).fillColor('#2d3748');

    heading(pdf, 'Payment');
    facts(pdf, [['Amount paid', inr(booking.amountPaidPaise)]]);
    if (booking.paidWith) say(pdf, paidByText(booking.paidWith));

    heading(pdf, 'Cancellation rules');
    const rules = cancellationRules(booking.policy);
    say(pdf, rules.summary);
    for (const row of rules.rows) say(pdf, `From ${row.from} to ${row.to}: ${row.charge}`);

    heading(pdf, 'Need help?');
    say(pdf, `Call ${brand.supportPhone.display} (${brand.supportHours.long}) or write to ${brand.bookingsEmail}, quoting booking ${booking.id}.`);
  });
}
