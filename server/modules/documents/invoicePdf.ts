/** The GST tax invoice of a paid booking, drawn from its content as issued (invoiceContent.ts). */
import { formatLocalDate, formatLocalDateTime } from '../../../domain/dateLabels';
import type { InvoiceContent } from './invoiceContent';
import { facts, heading, inr, renderPdf } from './pdf';

export function invoicePdf(invoice: InvoiceContent, issuedAt: Date): Promise<Buffer> {
  return renderPdf({ title: `Tax invoice ${invoice.number}`, createdAt: issuedAt }, (doc) => {
    doc.font('bold').fontSize(20).fillColor('#1a202c').text('Tax Invoice');
    doc.font('regular').fontSize(10).fillColor('#2d3748');
    facts(doc, [
      ['Invoice number', invoice.number],
      ['Date of issue', formatLocalDateTime(invoice.issuedAt)],
      ['Booking', invoice.booking.id],
    ]);

    heading(doc, 'Supplier');
    doc.text(invoice.supplier.name);
    for (const line of invoice.supplier.address) doc.text(line);
    facts(doc, [['GSTIN', invoice.supplier.gstin], ['State', invoice.supplier.state]]);

    heading(doc, 'Customer');
    doc.text(invoice.customer.name);
    if (invoice.customer.company) doc.text(invoice.customer.company);
    if (invoice.customer.companyAddress) doc.text(invoice.customer.companyAddress);
    if (invoice.customer.gstin) facts(doc, [['GSTIN', invoice.customer.gstin]]);

    heading(doc, 'Service');
    facts(doc, [
      ['Description', `Accommodation at ${invoice.booking.hotel}, ${invoice.booking.hotelAddress}`],
      ['Stay', `${formatLocalDate(invoice.booking.checkin)} to ${formatLocalDate(invoice.booking.checkout)}, ${invoice.booking.nights} night(s), ${invoice.booking.rooms} x ${invoice.booking.room}`],
      ['SAC', invoice.sac],
    ]);

    heading(doc, 'Amounts');
    for (const line of invoice.lines) {
      const half = line.rateBp / 200;
      doc.text(`Taxable value at GST ${line.rateBp / 100}%: ${inr(line.taxablePaise)}`);
      doc.text(`    CGST ${half}%: ${inr(line.cgstPaise)}    SGST ${half}%: ${inr(line.sgstPaise)}`);
    }
    doc.moveDown(0.4);
    facts(doc, [
      ['Total taxable value', inr(invoice.totals.taxablePaise)],
      ['Total CGST', inr(invoice.totals.cgstPaise)],
      ['Total SGST', inr(invoice.totals.sgstPaise)],
      ['Invoice total', inr(invoice.totals.totalPaise)],
    ]);
    doc.text(`Amount in words: ${invoice.totals.words}`);
    doc.moveDown(1).fontSize(9).fillColor('#4a5568').text('This is a computer-generated invoice and needs no signature.');
  });
}
