import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { myBookings } from '../../../src/api/bookings';
import { client, createClient } from '../../../src/api/client';
import { bookingDocument } from '../../../src/api/documents';
import { documentOf } from '../../../src/model/bookingDocuments';
import { loginAs, testServer, uniquePhone } from '../support/testApp';
import { serverUrl } from '../payments/support';
import { paidBookingFor, pdfText } from './support';

/** The browser's client before these tests pointed it at the server (the api files share modules). */
const original = client.get();

/** The browser's calls (src/api) pointed at the real server, as the traveller holding `token`. */
async function browserAs(token: string) {
  client.use(createClient({ baseURL: `${await serverUrl()}${API_BASE}`, token: () => token, retryDelay: 1 }));
}

const lists = (userId: string) => myBookings(userId).load(new AbortController().signal);

/**
 * The account's documents as the browser gets them: what each list offers, and
 * the PDF through the browser's file call. A completed booking needs its check-out behind it, so
 * the server's clock is moved past it here (the Playwright journey covers the voucher on the page).
 */
describe("the browser's voucher and invoice downloads", () => {
  afterEach(async () => {
    (await testServer()).clock.reset();
    client.use(original);
  });

  it('a paid upcoming booking offers its voucher; once the stay is over, the completed booking offers its GST invoice', async () => {
    const phone = uniquePhone();
    const user = await loginAs(phone);
    const { review } = await paidBookingFor(user.userId);
    const bookingId = review.bookingId;

    await browserAs(user.token);
    const before = await lists(user.userId);
    const upcoming = before.upcoming.find((b) => b.bookingId === bookingId)!;
    expect(documentOf('upcoming', upcoming)).toBe('voucher');
    const voucher = await bookingDocument('voucher', bookingId);
    expect(voucher.fileName).toBe(`voucher-${bookingId}.pdf`);
    const voucherText = pdfText(Buffer.from(await voucher.file.arrayBuffer()));
    expect(voucherText).toContain(bookingId);
    expect(voucherText).toContain(review.hInfo.name);

    // The day after check-out (11 AM, India time): completed. A new login, as the old one may have run out.
    const { clock } = await testServer();
    clock.advance(Date.parse(`${review.query.checkoutDate}T12:00:00+05:30`) - Date.now());
    const later = await loginAs(phone);
    expect(later.userId).toBe(user.userId);
    await browserAs(later.token);
    const after = await lists(user.userId);
    expect(after.upcoming.map((b) => b.bookingId)).not.toContain(bookingId);
    const completed = after.completed.find((b) => b.bookingId === bookingId)!;
    expect(documentOf('completed', completed)).toBe('invoice');
    const invoice = await bookingDocument('invoice', bookingId);
    expect(invoice.fileName).toBe(`invoice-${bookingId}.pdf`);
    const invoiceText = pdfText(Buffer.from(await invoice.file.arrayBuffer()));
    for (const expected of ['Tax Invoice', 'SAC', '996311', 'CGST', 'SGST', 'Rs ']) expect(invoiceText, expected).toContain(expected);
  });

  it("says why the server refuses: another traveller's booking", async () => {
    const owner = await loginAs();
    const { review } = await paidBookingFor(owner.userId);
    const stranger = await loginAs();
    await browserAs(stranger.token);
    const error = await bookingDocument('voucher', review.bookingId).then(
      () => null,
      (e: unknown) => e as { failure: unknown },
    );
    // As for a booking that does not exist: no telling whose ids are taken.
    expect(error?.failure).toMatchObject({ kind: 'refused', code: 4040 });
  });
});
