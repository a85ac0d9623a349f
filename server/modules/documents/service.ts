/**
 * A booking's documents (spec 001 §7): the hotel voucher, for a confirmed booking, and the GST tax
 * invoice, for a paid one. An invoice is issued at its first download and never changes: later
 * downloads give the same number and content.
 */
import { accountMessages } from '../../../contract/account';
import { todayInIndia } from '../../../domain/dates';
import { ApiError, notFound } from '../../http/apiError';
import type { BookingRow } from '../bookings/repo';
import type { ReadModel } from '../catalogue/readModel';
import { financialYear, invoiceContent, invoiceNumber, type InvoiceContent, type Supplier } from './invoiceContent';
import { invoicePdf } from './invoicePdf';
import type { DocumentRepo } from './repo';
import { voucherPdf } from './voucherPdf';

export interface DocumentDeps {
  repo: DocumentRepo;
  ownBooking: (userId: string, bookingId: string) => Promise<BookingRow>;
  model: ReadModel;
  supplier: Supplier;
  clock: () => Date;
}

const isPaid = (b: BookingRow) => b.status === 'SUCCESS' && b.paymentStatus === 'SUCCESS' && b.amountPaidPaise > 0;

export function documentService({ repo, ownBooking, model, supplier, clock }: DocumentDeps) {
  /** The voucher's hotel position, from the catalogue (the booking keeps the rest as sold). */
  function voucherOf(booking: BookingRow): Promise<Buffer> {
    const hotel = model.hotels.get(booking.hotelId);
    return voucherPdf(booking, hotel ? { lat: hotel.lat, lng: hotel.lng } : { lat: 0, lng: 0 });
  }

  return {
    /** POST /generate-voucher/{bookingId} */
    async voucher(userId: string, bookingId: string): Promise<Buffer> {
      const booking = await ownBooking(userId, bookingId);
      if (!isPaid(booking)) throw new ApiError('conflict', accountMessages.voucherNotConfirmed);
      return voucherOf(booking);
    },

    /** The voucher of a booking as the confirmation e-mail attaches it (no caller: the mail job). */
    voucherOf,

    /** POST /generate-invoice/{bookingId} */
    async invoice(userId: string, bookingId: string): Promise<Buffer> {
      const booking = await ownBooking(userId, bookingId);
      let issued = await repo.invoice(bookingId);
      if (!issued) {
        if (!isPaid(booking)) throw new ApiError('conflict', accountMessages.invoiceNotPaid);
        const now = clock();
        const year = financialYear(todayInIndia(now));
        try {
          issued = await repo.issue(bookingId, year, now, (n) => invoiceContent(booking, supplier, invoiceNumber(year, n), year, now));
        } catch (error) {
          // Two first downloads at once: the other issued it.
          issued = await repo.invoice(bookingId);
          if (!issued) throw error;
        }
      }
      if (!issued) throw notFound(accountMessages.invoiceNotPaid);
      return invoicePdf(issued.content as InvoiceContent, issued.issuedAt);
    },
  };
}
export type DocumentService = ReturnType<typeof documentService>;
