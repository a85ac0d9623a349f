import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../contract/account';
import { API_BASE } from '../../../contract/basePath';
import { myBookingsResponse, type BookingPayload, type ReviewResponseBody } from '../../../contract/booking';
import { failureEnvelope } from '../../../contract/envelope';
import { buildApp } from '../../../server/app';
import { financialYear } from '../../../server/modules/documents/invoiceContent';
import { readSupplier } from '../../../server/supplierConfig';
import { documentOf, invoiceNote } from '../../../src/model/bookingDocuments';
import { todayInIndia } from '../../../domain/dates';
import { guestMessages } from '../../../domain/guestRules';
import { formatLocalDate, formatLocalDateTime } from '../../../domain/dateLabels';
import { api, loginAs, setAsideOtherMail, testServer, uniquePhone } from '../support/testApp';
import { bookedFor, payloadFor, reviewFor } from '../bookings/support';
import { cancelledWithChargeFor, paidBookingFor, pdfText } from './support';

/** A Goa city of the catalogue, and a GSTIN registered in Goa (state code 30). */
const CALANGUTE = 1273858;
const GOA_GSTIN = '30AAKCP4821R1Z2';

async function download(token: string, kind: 'voucher' | 'invoice', bookingId: string) {
  const { app } = await testServer();
  const res = await app.inject({ method: 'POST', url: `/api/web/v1/digital-channel/hotel/generate-${kind}/${bookingId}`, headers: { authorization: token } });
  return { status: res.statusCode, headers: res.headers, pdf: res.rawPayload, json: () => res.json() };
}

const rupeeText = (rupees: number) => `Rs ${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const paiseOf = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
/** The GST rates (percent) an invoice's room nights were sold at: 5 up to Rs 7,500 a night, 18 above. */
const ratesOf = (text: string) => [...new Set([...text.matchAll(/taxable value Rs [\d,.]+, GST (\d+)%/g)].map((m) => Number(m[1])))];

/** The server's clock past a stay's check-out (11 AM), and a new login (sessions end after 12 hours). */
async function afterCheckout(checkout: string, phone: string) {
  const { clock } = await testServer();
  clock.advance(Date.parse(`${checkout}T12:00:00+05:30`) - clock.now().getTime());
  return loginAs(phone);
}

afterEach(async () => (await testServer()).clock.reset());

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
    expect(text).not.toContain('₹');
  });

  it('refuses a booking not yet paid with 409, and answers another traveller as for a booking that does not exist (404)', async () => {
    const user = await loginAs();
    const { review } = await bookedFor(user.userId);
    const unpaid = await download(user.token, 'voucher', review.bookingId);
    expect(unpaid.status).toBe(409);
    expect(failureEnvelope.parse(unpaid.json()).hotelFailureMsg).toBe(accountMessages.voucherNotConfirmed);
    const stranger = await loginAs();
    const theirs = await download(stranger.token, 'voucher', review.bookingId);
    const missing = await download(user.token, 'voucher', 'PDV0000000000');
    expect(theirs.status).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await download(user.token, 'invoice', review.bookingId)).status).toBe(409);
  });

  it('prints guest names typed in every Indian script and in Latin with diacritics, as typed; refuses a name with digits or symbols, and half a character, naming the field', async () => {
    const names = [
      ['Zoë', 'Ñúñez-Łukasz'], ['आशा', 'शर्मा'], ['দাস', 'চক্রবর্তী'], ['செல்வி', 'கார்த்திகேயன்'], ['శ్రీనివాస్', 'రెడ్డి'],
      ['ಕೃಷ್ಣ', 'ಶೆಟ್ಟಿ'], ['ശ്രീലക്ഷ്മി', 'നായർ'], ['કિરણ', 'પટેલ'], ['ਹਰਪ੍ਰੀਤ', 'ਸਿੰਘ'], ['ପ୍ରିୟଙ୍କା', 'ମହାନ୍ତି'],
    ];
    const user = await loginAs();
    const rooms = [{ numberOfRooms: 5, numberOfAdults: 2, numberOfChild: 0, childAge: [] }];
    const withNames = (review: ReviewResponseBody): Partial<BookingPayload> => ({
      roomTravellerInfo: payloadFor(review).roomTravellerInfo.map((room, r) => ({
        travellerInfo: room.travellerInfo.map((guest, g) => ({ ...guest, fN: names[r * 2 + g]![0]!, lN: names[r * 2 + g]![1]! })),
      })),
    });
    const review = await reviewFor(user.userId, { rooms });
    for (const [fN, message] of [
      ['R4hul!!', guestMessages.nameCharacters],
      ['Ash\ud800a', 'must be well-formed text (it holds half of a character: a lone surrogate)'],
    ] as const) {
      const payload = payloadFor(review, withNames(review));
      payload.roomTravellerInfo[0]!.travellerInfo[0]!.fN = fN;
      const refused = await api('PUT', '/bookFullPayment', { token: user.token, body: payload });
      expect(refused.status).toBe(400);
      expect(refused.body.hotelFailureMsg).toBe(`body.roomTravellerInfo.0.travellerInfo.0.fN: ${message}`);
    }
    const broken = await api('PUT', '/bookFullPayment', { token: user.token, body: { ...payloadFor(review, withNames(review)), specialRequest: { additionalRequests: 'Quiet \udc00room' } } });
    expect(broken.body.hotelFailureMsg).toBe('body.specialRequest.additionalRequests: must be well-formed text (it holds half of a character: a lone surrogate)');

    const { review: booked } = await paidBookingFor(user.userId, { rooms }, withNames);
    const text = pdfText((await download(user.token, 'voucher', booked.bookingId)).pdf);
    for (const [first, last] of names) expect(text, `${first} ${last}`).toContain(`${first} ${last}`);
  });
});

describe('POST /generate-invoice/{bookingId}', () => {
  const business = { companyName: 'Kaveri Textiles Pvt Ltd', gstNumber: '29AABCU9603R1ZJ', companyAddress: '12 MG Road, Bengaluru 560001' };

  it("is refused with 409 until the stay is over; then it is a B2B tax invoice from the Karnataka registration for a Karnataka hotel, with CGST and SGST halves of each room night's rate as sold, numbered in sequence, the same on every download", async () => {
    const phone = uniquePhone();
    const user = await loginAs(phone);
    const primary = (review: ReviewResponseBody): Partial<BookingPayload> => {
      const payload = payloadFor(review, business);
      payload.roomTravellerInfo[0]!.travellerInfo[0] = { ...payload.roomTravellerInfo[0]!.travellerInfo[0]!, ti: 'Mrs', fN: 'आशा', lN: 'शर्मा' };
      return { ...business, roomTravellerInfo: payload.roomTravellerInfo };
    };
    const first = await paidBookingFor(user.userId, { nights: 2 }, primary);
    const second = await paidBookingFor(user.userId, { nights: 2 });
    const early = await download(user.token, 'invoice', first.review.bookingId);
    expect(early.status).toBe(409);
    expect(failureEnvelope.parse(early.json()).hotelFailureMsg).toBe(accountMessages.invoiceAfterStay(formatLocalDateTime(`${first.review.query.checkoutDate}T11:00`)));
    // The second booking was sold at 12% (as before 22 September 2025): the invoice prints what it kept, not today's 5%.
    const { db } = await testServer();
    await db.rows(
      `update bookings set price_nights = (select jsonb_agg((select jsonb_agg(jsonb_build_object('bf', (n->>'bf')::int, 'taf', round((n->>'bf')::int * 0.12)::int, 'rateBp', 1200)) from jsonb_array_elements(room) n)) from jsonb_array_elements(price_nights) room) where id = $1`,
      [second.review.bookingId],
    );
    const [kept] = await db.rows<{ taf: number }>(`select sum((n->>'taf')::int)::int as taf from bookings, jsonb_array_elements(price_nights) room, jsonb_array_elements(room) n where id = $1`, [second.review.bookingId]);

    const later = await afterCheckout(second.review.query.checkoutDate > first.review.query.checkoutDate ? second.review.query.checkoutDate : first.review.query.checkoutDate, phone);
    const a = await download(later.token, 'invoice', first.review.bookingId);
    const b = await download(later.token, 'invoice', second.review.bookingId);
    expect(a.status).toBe(200);
    expect(a.headers['content-disposition']).toBe(`attachment; filename="invoice-${first.review.bookingId}.pdf"`);
    const year = financialYear(todayInIndia((await testServer()).clock.now()));
    const numberOf = (text: string) => Number(new RegExp(`PDV/${year}/(\\d{6})`).exec(text)?.[1]);
    const textA = pdfText(a.pdf);
    const textB = pdfText(b.pdf);
    expect(numberOf(textB)).toBe(numberOf(textA) + 1);
    for (const expected of [
      'Tax Invoice', 'Padaav Travel Technologies Pvt. Ltd.', 'GSTIN: 29AAKCP4821R1ZL', 'State: Karnataka (state code 29)', 'Place of supply: Karnataka (state code 29)',
      'Customer (business)', business.companyName, business.companyAddress, `GSTIN: ${business.gstNumber}`, 'Guest: Mrs आशा शर्मा',
      'SAC: 996311', `${formatLocalDate(first.review.query.checkinDate)}, room 1: taxable value Rs `, 'Rupees ', ' Only',
    ]) expect(textA, expected).toContain(expected);
    expect(ratesOf(textA).length).toBeGreaterThan(0);
    for (const rate of ratesOf(textA)) {
      expect([5, 18]).toContain(rate);
      expect(textA).toContain(`CGST ${rate / 2}%`);
      expect(textA).toContain(`SGST ${rate / 2}%`);
    }
    expect(textA).not.toContain('IGST');
    expect(textA).toContain(`Invoice total: ${rupeeText(first.review.price.total)}`);
    expect(textA).toContain(`Total taxable value: ${rupeeText(first.review.price.base)}`);
    const halves = [...textA.matchAll(/Total [CS]GST: Rs ([\d,]+\.\d{2})/g)].map((m) => paiseOf(m[1]!));
    expect(halves).toHaveLength(2);
    expect(halves[0]! + halves[1]!).toBe(Math.round(first.review.price.taxes * 100));
    // The second: 12% as kept, CGST and SGST 6% each, adding up to the GST it kept.
    expect(ratesOf(textB)).toEqual([12]);
    expect(textB).toContain('CGST 6%');
    const halvesB = [...textB.matchAll(/Total [CS]GST: Rs ([\d,]+\.\d{2})/g)].map((m) => paiseOf(m[1]!));
    expect(halvesB[0]! + halvesB[1]!).toBe(kept!.taf);
    // Issued once: the same number and text again.
    const again = await download(later.token, 'invoice', first.review.bookingId);
    expect(pdfText(again.pdf)).toBe(textA);
    expect(again.pdf.equals(a.pdf)).toBe(true);
  });

  it('charges IGST for a Goa hotel from the Karnataka registration, and CGST and SGST from a Goa registration when SUPPLIER_GSTINS gives one', async () => {
    const phone = uniquePhone();
    const user = await loginAs(phone);
    const goa = { city: CALANGUTE, nights: 1 };
    const igst = await paidBookingFor(user.userId, goa);
    const local = await paidBookingFor(user.userId, goa);
    const later = await afterCheckout(local.review.query.checkoutDate > igst.review.query.checkoutDate ? local.review.query.checkoutDate : igst.review.query.checkoutDate, phone);
    const text = pdfText((await download(later.token, 'invoice', igst.review.bookingId)).pdf);
    for (const expected of ['Place of supply: Goa (state code 30)', 'GSTIN: 29AAKCP4821R1ZL', 'State: Karnataka (state code 29)', `IGST ${ratesOf(text)[0]}%`, 'Total IGST: Rs ']) expect(text, expected).toContain(expected);
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain(`Invoice total: ${rupeeText(igst.review.price.total)}`);
    expect(paiseOf(/Total IGST: Rs ([\d,]+\.\d{2})/.exec(text)![1]!)).toBe(Math.round(igst.review.price.taxes * 100));

    const shared = await testServer();
    const config = { ...shared.config, supplier: readSupplier({ SUPPLIER_GSTINS: `30:${GOA_GSTIN}` }, false) };
    const app = await buildApp({ config, db: shared.db, clock: shared.clock.now });
    try {
      const res = await app.inject({ method: 'POST', url: `${API_BASE}/generate-invoice/${local.review.bookingId}`, headers: { authorization: later.token } });
      const goaText = pdfText(res.rawPayload);
      const rate = ratesOf(goaText)[0]!;
      for (const expected of ['Place of supply: Goa (state code 30)', `GSTIN: ${GOA_GSTIN}`, 'State: Goa (state code 30)', `CGST ${rate / 2}%`, `SGST ${rate / 2}%`]) expect(goaText, expected).toContain(expected);
      expect(goaText).not.toContain('IGST');
    } finally {
      await app.close();
    }
  });

  it('gives a cancellation that kept a charge a tax invoice for that charge at the stay\'s rate, in the same number series, from the cancelled list; one that kept nothing has none', async () => {
    const user = await loginAs();
    const stay = await paidBookingFor(user.userId);
    const { review, cancelled } = await cancelledWithChargeFor(user.userId);
    expect(cancelled.penalty).toBeGreaterThan(0);
    const lists = myBookingsResponse.parse((await api('POST', '/my-bookings', { token: user.token, body: {} })).body).response;
    const item = lists.cancelled.find((b) => b.bookingId === review.bookingId)!;
    expect(item.invoice).toMatchObject({ kind: 'cancellation', available: true });
    expect(documentOf('cancelled', item)).toBe('invoice');
    const upcoming = lists.upcoming.find((b) => b.bookingId === stay.review.bookingId)!;
    expect(upcoming.invoice).toEqual({ kind: 'stay', from: `${stay.review.query.checkoutDate}T11:00`, available: false });
    expect(invoiceNote(upcoming)).toContain('GST invoice: available after check-out');

    const res = await download(user.token, 'invoice', review.bookingId);
    expect(res.status).toBe(200);
    const text = pdfText(res.pdf);
    const kept = Math.round((item.amountPaid - item.cancelled!.refund) * 100);
    for (const expected of ['Tax Invoice (cancellation charge)', 'Cancellation charge for accommodation', `Cancellation charge kept (GST included): ${rupeeText(kept / 100)}`, `Invoice total: ${rupeeText(kept / 100)}`, 'SAC: 996311']) {
      expect(text, expected).toContain(expected);
    }
    // One night, so one rate: the stay's, with the charge taken as GST included.
    const [rate] = ratesOf(text);
    expect(text).toContain(`CGST ${rate! / 2}%`);
    const taxable = paiseOf(/Total taxable value: Rs ([\d,]+\.\d{2})/.exec(text)![1]!);
    expect(taxable).toBe(Math.round((kept * 100) / (100 + rate!)));
    const number = /PDV\/\d{4}\/\d{7}/.exec(text)?.[0];
    expect(number).toBeDefined();
    expect(number!.length).toBeLessThanOrEqual(16);

    const free = await bookedFor(user.userId);
    expect((await api('POST', `/cancelBooking/${free.review.bookingId}`, { token: user.token, body: { changeOfPlans: true } })).status).toBe(200);
    const none = await download(user.token, 'invoice', free.review.bookingId);
    expect(none.status).toBe(409);
    expect(failureEnvelope.parse(none.json()).hotelFailureMsg).toBe(accountMessages.invoiceNotPaid);
  });

  it('numbers invoices without gaps or repeats when first downloads race, and gives a raced booking one number', async () => {
    const user = await loginAs();
    const bookings: string[] = [];
    for (let i = 0; i < 5; i++) bookings.push((await cancelledWithChargeFor(user.userId)).review.bookingId);
    const texts = (await Promise.all([...bookings, bookings[0]!, bookings[1]!].map((id) => download(user.token, 'invoice', id)))).map((r) => {
      expect(r.status).toBe(200);
      return pdfText(r.pdf);
    });
    const numbers = texts.map((t) => Number(/PDV\/\d{4}\/(\d{7})/.exec(t)![1]));
    expect(numbers[5]).toBe(numbers[0]);
    expect(numbers[6]).toBe(numbers[1]);
    const issued = numbers.slice(0, 5).sort((x, y) => x - y);
    expect(issued).toEqual(Array.from({ length: 5 }, (_, i) => issued[0]! + i));
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
    await setAsideOtherMail();
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
    await setAsideOtherMail();
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
