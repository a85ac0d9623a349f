import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from '../../../domain/dateLabels';
import { indiaDateTime } from '../../../domain/dates';
import { payloadFor, payLaterReviewFor } from '../bookings/support';
import { api, loginAs, testServer } from '../support/testApp';

/** A pay-later block e-mails its traveller that the rooms are held, until when, and by when to pay. */
async function blockedFor(userId: string) {
  const review = await payLaterReviewFor(userId);
  const { app } = await testServer();
  await app.bookings.book(userId, payloadFor(review), 'payLater', undefined);
  const booking = (await app.bookings.find(review.bookingId))!;
  expect(booking.status).toBe('HOLD');
  return booking;
}

const mailsAbout = async (bookingId: string) => (await testServer()).app.notifications.mailer.sent().filter((m) => m.text.includes(bookingId));

describe('the pay-later e-mail', () => {
  it('tells the traveller the rooms are held until the pay-by time, what to pay and how, once', async () => {
    const { app } = await testServer();
    const user = await loginAs();
    const booking = await blockedFor(user.userId);
    await app.notifications.run();
    await app.notifications.run();
    const held = (await mailsAbout(booking.id)).filter((m) => m.subject.startsWith('Rooms held'));
    expect(held).toHaveLength(1);
    const payBy = formatLocalDateTime(indiaDateTime(booking.payBy!));
    expect(held[0]!.to).toBe('asha.sharma@example.in');
    expect(held[0]!.subject).toBe(`Rooms held: ${booking.hotel.name}, ${held[0]!.subject.split(', ').slice(1).join(', ')}`);
    expect(held[0]!.text).toContain(`Your rooms are held until ${payBy}; pay by ${payBy} to confirm booking ${booking.id}.`);
    expect(held[0]!.text).toContain(`Amount to pay: Rs ${(booking.totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(held[0]!.text).toContain('Make Payment');
    expect(held[0]!.attachments ?? []).toEqual([]);
  });

  it('is not sent for a block cancelled before it left: the cancellation e-mail says what happened', async () => {
    const { app } = await testServer();
    const user = await loginAs();
    const booking = await blockedFor(user.userId);
    await app.notifications.enqueue();
    expect((await api('POST', `/cancelBooking/${booking.id}`, { token: user.token, body: { changeOfPlans: true } })).status).toBe(200);
    await app.notifications.run();
    expect((await mailsAbout(booking.id)).map((m) => m.subject.split(':')[0])).toEqual(['Booking cancelled']);
  });
});
