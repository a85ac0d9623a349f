/**
 * A booking's documents: POST /generate-voucher/{bookingId} and POST
 * /generate-invoice/{bookingId} answer a PDF, downloaded as voucher-{id}.pdf or invoice-{id}.pdf.
 * A refusal (not paid yet, not yours) is an envelope with the server's message.
 */
import { failureEnvelope } from '../../contract/envelope';
import type { BookingDocument } from '../model/bookingDocuments';
import { documentFileName } from '../model/bookingDocuments';
import { accountCall } from './account';
import { callForFile } from './fileCall';

export interface DownloadedDocument {
  fileName: string;
  file: Blob;
}

/** The PDF of a booking's voucher or invoice; rejects with an AccountCallError (the server's message for a refusal). */
export async function bookingDocument(kind: BookingDocument, bookingId: string, signal?: AbortSignal): Promise<DownloadedDocument> {
  const file = await accountCall(async () => {
    const answer = await callForFile(failureEnvelope, `/generate-${kind}/${encodeURIComponent(bookingId)}`, 'application/pdf', { signal });
    return 'file' in answer ? { hotelStatus: 'SUCCESS' as const, response: answer.file } : answer.failure;
  });
  return { fileName: documentFileName(kind, bookingId), file };
}
