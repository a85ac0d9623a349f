/**
 * A booking's documents: the hotel voucher, for a confirmed booking, and the GST tax
 * invoice: of a paid stay once it is over (a 409 before that, saying from when), or of the charge
 * a cancellation kept. An invoice is issued at its first download and never changes: later
 * downloads give the same number and content.
 */
import { accountMessages } from '../../../contract/account';
import { todayInIndia } from '../../../domain/dates';
import { invoiceAvailability } from '../../rules/invoiceAvailability';
import { formatLocalDateTime } from '../../../domain/dateLabels';
import { ApiError } from '../../http/apiError';
import type { SupplierConfig } from '../../supplierConfig';
import type { BookingRow } from '../bookings/repo';
import type { CatalogueReads } from '../catalogue/store/hotels';
import { financialYear, invoiceContent, invoiceNumber, type InvoiceContent } from './invoiceContent';
import { invoicePdf } from './invoicePdf';
import type { DocumentRepo } from './repo';
import { voucherPdf } from './voucherPdf';

export interface DocumentDeps {
  repo: DocumentRepo;
  ownBooking: (userId: string, bookingId: string) => Promise<BookingRow>;
  catalogue: CatalogueReads;
  supplier: SupplierConfig;
  clock: () => Date;
}

const isPaid = (b: BookingRow) => b.status === 'SUCCESS' && b.paymentStatus === 'SUCCESS' && b.amountPaidPaise > 0;

export function documentService({ repo, ownBooking, catalogue, supplier, clock }: DocumentDeps) {
  /** The voucher's hotel position, from the catalogue (the booking keeps the rest as sold). */
  function voucherOf(booking: BookingRow): Promise<Buffer> {
    const hotel = catalogue.hotel(booking.hotelId);
    return voucherPdf(booking, hotel ? { lat: hotel.lat, lng: hotel.lng } : { lat: 0, lng: 0 });
  }

  /** Issues the booking's invoice now, if it has one due: 409 saying why not otherwise. */
  async function issue(booking: BookingRow) {
    const now = clock();
    const due = invoiceAvailability(booking, now);
    if (!due) throw new ApiError('conflict', accountMessages.invoiceNotPaid);
    if (!due.available) throw new ApiError('conflict', accountMessages.invoiceAfterStay(formatLocalDateTime(due.from)));
    const year = financialYear(todayInIndia(now));
    try {
      return await repo.issue(booking.id, due.kind, year, now, (n) => invoiceContent(booking, due.kind, supplier, invoiceNumber(year, n), year, now));
    } catch (error) {
      // Two first downloads at once: the other issued it.
      const issued = await repo.invoice(booking.id);
      if (!issued) throw error;
      return issued;
    }
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
      const issued = (await repo.invoice(bookingId)) ?? (await issue(booking));
      return invoicePdf(issued.content as InvoiceContent, issued.issuedAt);
    },
  };
}
export type DocumentService = ReturnType<typeof documentService>;
