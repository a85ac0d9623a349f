/**
 * A booking's documents as the account's lists offer them (spec 001 §2 Account area, §7): upcoming
 * and awaiting items show Voucher PDF once paid (paymentStatus SUCCESS); completed items show Get
 * Invoice. An invoice is for a stay that took place: once issued it never changes, so one issued
 * before a later cancellation would stand for a stay that never happened. Pure and browser-safe.
 */
import { accountMessages } from '../../contract/account';
import type { BookingListItem } from '../../contract/booking';

export type BookingDocument = 'voucher' | 'invoice';

/** The bookings list an item is shown in. */
export type BookingsListName = 'upcoming' | 'completed' | 'cancelled';

/** The document an item of a list offers, or null. */
export function documentOf(list: BookingsListName, item: Pick<BookingListItem, 'paymentStatus'>): BookingDocument | null {
  if (item.paymentStatus !== 'SUCCESS') return null;
  if (list === 'upcoming') return 'voucher';
  if (list === 'completed') return 'invoice';
  return null;
}

/** The button's words. */
export const DOCUMENT_LABELS: Record<BookingDocument, string> = { voucher: 'Voucher PDF', invoice: 'Get Invoice' };

/** The downloaded file's name: `voucher-{id}.pdf`, `invoice-{id}.pdf` (spec 001 §7). */
export function documentFileName(kind: BookingDocument, bookingId: string): string {
  return `${kind}-${bookingId}.pdf`;
}

/** What a failed download says: "Voucher generation failed: ..." or "Invoice generation failed: ..." (spec 001 §8). */
export function documentFailure(kind: BookingDocument, reason: string): string {
  return kind === 'voucher' ? accountMessages.voucherFailed(reason) : accountMessages.invoiceFailed(reason);
}
