import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../contract/account';
import { failureEnvelope } from '../../../contract/envelope';
import { buildApp } from '../../../server/app';
import { financialYear } from '../../../server/modules/documents/invoiceContent';
import { todayInIndia } from '../../../domain/dates';
import { api, loginAs, testServer } from '../support/testApp';
import { bookedFor } from '../bookings/support';
import { paidBookingFor, pdfText } from './support';

async function download(token: string, kind: 'voucher' | 'invoice', bookingId: string) {
  const { app } = await testServer();
  const res = await app.inject({ method: 'POST', url: `/api/web/v1/digital-channel/hotel/generate-${kind}/${bookingId}`, headers: { authorization: token } });
  return { status: res.statusCode, headers: res.headers, pdf: res.rawPayload, json: () => res.json() };
}

const rupeeText = (rupees: number) => `₹ ${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('POST /generate-voucher/{bookingId}', () => {
  it('gives a confirmed booking its voucher: id, hotel and how to reach it, 2 PM and 11 AM, guests, meal plan, requests, amount paid, rules, support', async () => {
    const user = await loginAs();
    const { review, result } = await paidBookingFor(user.userId, { rooms: [{ numberOfAdults: 2, numberOfChild: 1, childAge: [7] }] });
    const res = await download(user.token, 'voucher', review.bookingId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="voucher-${review.bookingId}.pdf"`);
    const text = pdfText(res.pdf);
    for (const expected of [
      review.bookingId, review.hInfo.name, review.hInfo.ph, '2 PM', '11 AM', 'Asha Sharma', 'Master', '(child)', 'Late check-in', 'A quiet room, please.',
      `Amount paid: ${rupeeText(result.amountDue)}`, 'Cancellation rules', '+91 80 4718 2290', 'Coordinates',
    ]) expect(text, expected).toContain(expected);
  });

  it('refuses a booking not yet paid with 409, another traveller with 403, and an unknown one with 404', async () => {
    const user = await loginAs();
    const { review } = await bookedFor(user.userId);
    const unpaid = await download(user.token, 'voucher', review.bookingId);
    expect(unpaid.status).toBe(409);
    expect(failureEnvelope.parse(unpaid.json()).hotelFailureMsg).toBe(accountMessages.voucherNotConfirmed);
    const stranger = await loginAs();
    expect((await download(stranger.token, 'voucher', review.bookingId)).status).toBe(403);
    expect((await download(user.token, 'voucher', 'PDV0000000000')).status).toBe(404);
    expect((await download(user.token, 'invoice', review.bookingId)).status).toBe(409);
  });
});

describe('POST /generate-invoice/{bookingId}', () => {
  it('issues a GST tax invoice numbered in sequence for the financial year, with taxes split in halves and the total in words, the same on every download', async () => {
    const user = await loginAs();
    const first = await paidBookingFor(user.userId);
    const second = await paidBookingFor(user.userId);
    const a = await download(user.token, 'invoice', first.review.bookingId);
    const b = await download(user.token, 'invoice', second.review.bookingId);
    expect(a.status).toBe(200);
    expect(a.headers['content-disposition']).toBe(`attachment; filename="invoice-${first.review.bookingId}.pdf"`);
    const year = financialYear(todayInIndia(new Date()));
    const numberOf = (text: string) => Number(new RegExp(`PDV/${year}/(\\d{6})`).exec(text)?.[1]);
    const textA = pdfText(a.pdf);
    const textB = pdfText(b.pdf);
    expect(numberOf(textB)).toBe(numberOf(textA) + 1);
    for (const expected of ['Tax Invoice', 'Padaav Travel Technologies Pvt. Ltd.', 'GSTIN', '29AAKCP4821R1ZL', 'Asha Sharma', 'SAC', '996311', 'CGST', 'SGST', 'Rupees ', ' Only']) {
      expect(textA, expected).toContain(expected);
    }
    expect(textA).toContain(`Invoice total: ${rupeeText(first.review.price.total)}`);
    expect(textA).toContain(`Total taxable value: ${rupeeText(first.review.price.base)}`);
    // CGST and SGST add up to the taxes the pricing charged.
    const halves = [...textA.matchAll(/Total [CS]GST: ₹ ([\d,]+\.\d{2})/g)].map((m) => Math.round(Number(m[1]!.replace(/,/g, '')) * 100));
    expect(halves).toHaveLength(2);
    expect(halves[0]! + halves[1]!).toBe(Math.round(first.review.price.taxes * 100));
    // Issued once: the same number and text again.
    const again = await download(user.token, 'invoice', first.review.bookingId);
    expect(pdfText(again.pdf)).toBe(textA);
    expect(again.pdf.equals(a.pdf)).toBe(true);
  });
});

describe('booking e-mails', () => {
  it('e-mails the primary guest the confirmation with the voucher attached, through a real SMTP server, once', async () => {
    const received: Array<{ to: string; raw: string }> = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const { port } = sink.server.address() as import('node:net').AddressInfo;
    const shared = await testServer();
    const app = await buildApp({ config: { ...shared.config, smtpUrl: `smtp://127.0.0.1:${port}` }, db: shared.db, clock: shared.clock.now });
    try {
      await app.ready();
      const user = await loginAs();
      const { review } = await paidBookingFor(user.userId);
      expect(app.notifications.mailer.kind).toBe('smtp');
      await app.notifications.run();
      const mail = received.find((m) => m.raw.includes(review.bookingId));
      expect(mail?.to).toBe('asha.sharma@example.in');
      expect(mail!.raw).toMatch(/Subject: Booking confirmed/);
      expect(mail!.raw).toContain(`filename=voucher-${review.bookingId}.pdf`);
      expect(mail!.raw).toContain('Content-Type: application/pdf');
      // Sent once: the next run finds it sent.
      const count = received.length;
      await app.notifications.run();
      expect(received.filter((m) => m.raw.includes(review.bookingId))).toHaveLength(1);
      expect(received.length).toBe(count);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });

  it('tries a failed send again later without touching the booking, and e-mails a cancellation with its refund', async () => {
    const shared = await testServer();
    // An SMTP server that is not there: sends fail.
    const app = await buildApp({ config: { ...shared.config, smtpUrl: 'smtp://127.0.0.1:9' }, db: shared.db, clock: shared.clock.now });
    try {
      await app.ready();
      const user = await loginAs();
      const { review } = await paidBookingFor(user.userId);
      await app.notifications.run();
      const [row] = await shared.db.rows<{ status: string; attempts: number; last_error: string | null }>("select status, attempts, last_error from mail_outbox where booking_id = $1 and kind = 'confirmation'", [review.bookingId]);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.last_error).toBeTruthy();
      expect((await shared.app.bookings.find(review.bookingId))?.status).toBe('SUCCESS');
      // The shared server (the outbox mailbox) sends the cancellation once the traveller cancels.
      expect((await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } })).status).toBe(200);
      await shared.app.notifications.run();
      const cancelled = shared.app.notifications.mailer.sent().find((m) => m.subject.startsWith('Booking cancelled') && m.text.includes(review.bookingId));
      expect(cancelled?.to).toBe('asha.sharma@example.in');
    } finally {
      await app.close();
    }
  });
});
