/**
 * A GST tax invoice drawn from its content as issued (invoiceContent.ts): the supplier's
 * registration, the customer (B2B with the company's GSTIN and address), the place of supply, each
 * room night's taxable value and rate as sold, the tax by rate as CGST + SGST (or UTGST) or IGST,
 * and the totals in figures and words. A cancellation's invoice is for the charge it kept.
 */
import { formatLocalDate, formatLocalDateTime } from '../../../domain/dateLabels';
import type { InvoiceContent } from './invoiceContent';
import { facts, heading, inr, renderPdf, say } from './pdf';

const percent = (bp: number) => `${bp / 100}%`;

export function invoicePdf(invoice: InvoiceContent, issuedAt: Date): Promise<Buffer> {
  const charge = invoice.cancellation;
  return renderPdf({ title: `Tax invoice ${invoice.number}`, createdAt: issuedAt }, (pdf) => {
    const { doc } = pdf;
    doc.fillColor('#1a202c');
    say(pdf, charge ? 'Tax Invoice (cancellation charge)' : 'Tax Invoice', { weight: 'bold', size: 20 });
    doc.fillColor('#2d3748');
    facts(pdf, [
      ['Invoice number', invoice.number],
      ['Date of issue', formatLocalDateTime(invoice.issuedAt)],
      ['Booking', invoice.booking.id],
      ['Place of supply', `${invoice.placeOfSupply.state} (state code ${invoice.placeOfSupply.stateCode})`],
    ]);

    heading(pdf, 'Supplier');
    say(pdf, invoice.supplier.name);
    for (const line of invoice.supplier.address) say(pdf, line);
    facts(pdf, [['GSTIN', invoice.supplier.gstin], ['State', `${invoice.supplier.state} (state code ${invoice.supplier.stateCode})`]]);

    heading(pdf, invoice.customer.gstin ? 'Customer (business)' : 'Customer');
    if (invoice.customer.company) say(pdf, invoice.customer.company);
    if (invoice.customer.companyAddress) say(pdf, invoice.customer.companyAddress);
    if (invoice.customer.gstin) facts(pdf, [['GSTIN', invoice.customer.gstin]]);
    facts(pdf, [['Guest', invoice.customer.name]]);

    heading(pdf, 'Service');
    facts(pdf, [
      ['Description', `${charge ? 'Cancellation charge for accommodation' : 'Accommodation'} at ${invoice.booking.hotel}, ${invoice.booking.hotelAddress}`],
      ['Stay', `${formatLocalDate(invoice.booking.checkin)} to ${formatLocalDate(invoice.booking.checkout)}, ${invoice.booking.nights} night(s), ${invoice.booking.rooms} x ${invoice.booking.room}`],
      ['SAC', invoice.sac],
    ]);
    if (charge) facts(pdf, [['Cancelled on', formatLocalDateTime(charge.at)], ['Cancellation charge kept (GST included)', inr(charge.chargePaise)]]);

    heading(pdf, charge ? 'Room nights as booked (the charge is taxed at their rates)' : 'Room nights', 11);
    for (const night of invoice.roomNights) {
      say(pdf, `${formatLocalDate(night.date)}, room ${night.room}: taxable value ${inr(night.taxablePaise)}, GST ${percent(night.rateBp)}`);
    }

    heading(pdf, 'Amounts');
    const stateTax = invoice.stateTax;
    for (const line of invoice.lines) {
      say(pdf, `Taxable value at GST ${percent(line.rateBp)}: ${inr(line.taxablePaise)}`);
      say(pdf, invoice.tax === 'intra'
        ? `    CGST ${percent(line.rateBp / 2)}: ${inr(line.cgstPaise)}    ${stateTax} ${percent(line.rateBp / 2)}: ${inr(line.sgstPaise)}`
        : `    IGST ${percent(line.rateBp)}: ${inr(line.igstPaise)}`);
    }
    doc.moveDown(0.4);
    facts(pdf, [
      ['Total taxable value', inr(invoice.totals.taxablePaise)],
      ...(invoice.tax === 'intra'
        ? ([['Total CGST', inr(invoice.totals.cgstPaise)], [`Total ${stateTax}`, inr(invoice.totals.sgstPaise)]] as Array<[string, string]>)
        : ([['Total IGST', inr(invoice.totals.igstPaise)]] as Array<[string, string]>)),
      ['Invoice total', inr(invoice.totals.totalPaise)],
    ]);
    say(pdf, `Amount in words: ${invoice.totals.words}`);
    doc.moveDown(1).fillColor('#4a5568');
    say(pdf, 'This is a computer-generated invoice and needs no signature.', { size: 9 });
  });
}
