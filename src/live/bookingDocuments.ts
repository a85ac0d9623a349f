/**
 * A booking's voucher or invoice, downloaded from the account's lists: the PDF through src/api,
 * saved under voucher-{id}.pdf or invoice-{id}.pdf, or a toast saying why it failed.
 */
import { useCallback, useState } from 'react';
import { bookingDocument } from '../api/documents';
import { failureReason } from '../../machines/rules/accountFailure';
import { documentFailure, type BookingDocument } from '../model/bookingDocuments';
import { saveFile } from './saveFile';
import { showToast } from './toast';

export interface BookingDocuments {
  /** The download under way (`voucher:{id}`), or null. */
  busy: string | null;
  download: (kind: BookingDocument, bookingId: string) => void;
}

export const downloadKey = (kind: BookingDocument, bookingId: string) => `${kind}:${bookingId}`;

export function useBookingDocuments(): BookingDocuments {
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback((kind: BookingDocument, bookingId: string) => {
    setBusy(downloadKey(kind, bookingId));
    bookingDocument(kind, bookingId)
      .then(
        ({ file, fileName }) => saveFile(file, fileName),
        (error: unknown) => showToast({ status: 'error', message: documentFailure(kind, failureReason(error)) }),
      )
      .finally(() => setBusy(null));
  }, []);
  return { busy, download };
}
