/**
 * The hotel voucher of a confirmed booking: what the traveller shows at check-in. The booking id
 * with its QR code, the hotel and how to reach it, the stay with 2 PM / 11 AM, rooms and guests
 * by name, the meal plan, special requests, the amount paid, the cancellation rules in words and
 * whom to call.
 */
import QRCode from 'qrcode';
import { brand } from '../../../domain/brand';
import { cancellationRules } from '../../../domain/cancellationRules';
import { mealPlanLabel } from '../../../domain/mealPlan';
import { formatLocalDate } from '../../../domain/dateLabels';
import type { BookingRow } from '../bookings/repo';
import { facts, heading, inr, renderPdf } from './pdf';

const REQUESTS: Array<[keyof NonNullable<BookingRow['specialRequest']>, string]> = [
  ['smokingRoom', 'Smoking room'], ['lateCheckIn', 'Late check-in'], ['earlyCheckIn', 'Early check-in'],
  ['highFloor', 'High floor'], ['largeBed', 'Large bed'], ['twinBed', 'Twin beds'],
];

export async function voucherPdf(booking: BookingRow, hotel: { lat: number; lng: number }): Promise<Buffer> {
  const qr = await QRCode.toBuffer(booking.id, { type: 'png', margin: 1, width: 140, errorCorrectionLevel: 'M' });
  const sold = booking.hotel;
  return renderPdf({ title: `Hotel voucher ${booking.id}`, createdAt: booking.bookedAt ?? booking.createdAt }, (doc) => {
    doc.image(qr, doc.page.width - 48 - 110, 48, { fit: [110, 110] });
    doc.font('bold').fontSize(20).fillColor('#1a202c').text('Hotel Voucher', 48, 48);
    doc.font('regular').fontSize(11).fillColor('#2d3748').text(`${brand.name} booking ${booking.id}`);
    doc.text(`Status: confirmed`);
    doc.moveDown(3);

    heading(doc, sold.name);
    doc.text([sold.adr, sold.city, `${sold.state} ${sold.postalCode}`.trim(), sold.country].filter(Boolean).join(', '));
    facts(doc, [
      ['Phone', sold.ph],
      ['Coordinates', `${hotel.lat.toFixed(6)}, ${hotel.lng.toFixed(6)}`],
    ]);

    heading(doc, 'Your stay');
    facts(doc, [
      ['Check-in', `${formatLocalDate(booking.checkin)}, 2 PM`],
      ['Check-out', `${formatLocalDate(booking.checkout)}, 11 AM`],
      ['Nights', String(booking.nights)],
      ['Rooms', `${booking.rooms} x ${sold.room.name}`],
      ['Meal plan', mealPlanLabel(sold.room.mb)],
    ]);

    heading(doc, 'Guests');
    (booking.guests ?? []).forEach((room, r) => {
      doc.text(`Room ${r + 1}: ${room.travellerInfo.map((t) => `${t.ti} ${t.fN} ${t.lN}${t.pt === 'CHILD' ? ' (child)' : ''}`).join(', ')}`);
    });

    const asked = booking.specialRequest;
    const wanted = asked ? REQUESTS.filter(([key]) => asked[key] === true).map(([, label]) => label) : [];
    heading(doc, 'Special requests');
    doc.text(wanted.length > 0 || asked?.additionalRequests ? [wanted.join(', '), asked?.additionalRequests ?? ''].filter(Boolean).join('. ') : 'None');
    doc.fontSize(9).fillColor('#4a5568').text('Special requests are passed on to the hotel and depend on availability.').fontSize(10).fillColor('#2d3748');

    heading(doc, 'Payment');
    facts(doc, [['Amount paid', inr(booking.amountPaidPaise)]]);

    heading(doc, 'Cancellation rules');
    const rules = cancellationRules(booking.policy);
    doc.text(rules.summary);
    for (const row of rules.rows) doc.text(`From ${row.from} to ${row.to}: ${row.charge}`);

    heading(doc, 'Need help?');
    doc.text(`Call ${brand.supportPhone.display} (${brand.supportHours.long}) or write to ${brand.bookingsEmail}, quoting booking ${booking.id}.`);
  });
}
