/**
 * A booking's documents as the account's lists offer them: upcoming
 * and awaiting items show Voucher PDF once paid (paymentStatus SUCCESS); completed items show Get
 * Invoice. An invoice is for a stay that took place (the server gives it from check-out), or for
 * the charge a cancellation kept: a cancelled item that kept money shows Get Invoice too. Pure
 * and browser-safe.
 */
import { accountMessages } from '../../contract/account';
import type { BookingListItem } from '../../contract/booking';
import { formatLocalDateTime } from '../../domain/dateLabels';

export type BookingDocument = 'voucher' | 'invoice';

/** The bookings list an item is shown in. */
export type BookingsListName = 'upcoming' | 'completed' | 'cancelled';

/** The document an item of a list offers, or null. */
export function documentOf(list: BookingsListName, item: Pick<BookingListItem, 'paymentStatus' | 'invoice'>): BookingDocument | null {
  if (list === 'cancelled') return item.invoice?.kind === 'cancellation' ? 'invoice' : null;
  if (item.paymentStatus !== 'SUCCESS') return null;
  if (list === 'upcoming') return 'voucher';
  if (list === 'completed') return 'invoice';
  return null;
}

/** When a paid upcoming stay's GST invoice comes (the review page promises one): null once it has. */
export function invoiceNote(item: Pick<BookingListItem, 'invoice'>): string | null {
  const invoice = item.invoice;
  if (!invoice || invoice.kind !== 'stay' || invoice.available) return null;
  return `GST invoice: available after check-out, from ${formatLocalDateTime(invoice.from)}, under Completed bookings.`;
}

/** The button's words. */
export const DOCUMENT_LABELS: Record<BookingDocument, string> = { voucher: 'Voucher PDF', invoice: 'Get Invoice' };

/** The downloaded file's name: `voucher-{id}.pdf`, `invoice-{id}.pdf`. */
export function documentFileName(kind: BookingDocument, bookingId: string): string {
  return `${kind}-${bookingId}.pdf`;
}

/** What a failed download says: "Voucher generation failed: ..." or "Invoice generation failed: ...". */
export function documentFailure(kind: BookingDocument, reason: string): string {
  return kind === 'voucher' ? accountMessages.voucherFailed(reason) : accountMessages.invoiceFailed(reason);
}
