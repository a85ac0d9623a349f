import { describe, expect, it } from 'vitest';
import { IllegalBookingMove, moveBooking } from '../../../server/modules/bookings/lifecycle';
import { lockBooking } from '../../../server/modules/bookings/repo';
import { loginAs, testServer } from '../support/testApp';
import { bookedFor, bookingRow, payloadFor, reviewFor } from './support';

/** The one writer of a booking's statuses, on the real database: what it refuses leaves no trace. */
describe('the booking lifecycle (moveBooking)', () => {
  const events = async (bookingId: string) =>
    (await testServer()).db.rows<{ cause: string | null; from_status: string; to_status: string; from_payment_status: string; to_payment_status: string }>(
      'select cause, from_status, to_status, from_payment_status, to_payment_status from booking_events where booking_id = $1 order by id',
      [bookingId],
    );

  it('records each move with its cause and the payment status either side', async () => {
    const { userId } = await loginAs();
    const { result } = await bookedFor(userId, 'payLater');
    expect(await events(result.bookingId)).toEqual([{ cause: 'payLater', from_status: 'DRAFT', to_status: 'HOLD', from_payment_status: 'PENDING', to_payment_status: 'PENDING' }]);
  });

  it('refuses a move the lifecycle does not have, and writes nothing', async () => {
    const { userId } = await loginAs();
    const review = await reviewFor(userId);
    const { app } = await testServer();
    const { orm } = (await testServer()).db;
    const attempt = orm.transaction(async (tx) => {
      const draft = (await lockBooking(tx, review.bookingId))!;
      // A draft is never confirmed: it is booked first.
      return moveBooking(tx, draft, { cause: 'settle', status: 'SUCCESS', paymentStatus: 'SUCCESS', at: new Date() });
    });
    await expect(attempt).rejects.toThrow(IllegalBookingMove);
    await expect(attempt).rejects.toThrow(/settle may not move DRAFT\/PENDING to SUCCESS\/SUCCESS/);
    expect(await bookingRow(review.bookingId)).toMatchObject({ status: 'DRAFT', payment_status: 'PENDING' });
    expect(await events(review.bookingId)).toEqual([]);
    expect((await app.bookings.find(review.bookingId))?.status).toBe('DRAFT');
  });

  it('refuses a payment status the move does not write', async () => {
    const { userId } = await loginAs();
    const { result } = await bookedFor(userId, 'payNow');
    const { orm } = (await testServer()).db;
    const attempt = orm.transaction(async (tx) => {
      const pending = (await lockBooking(tx, result.bookingId))!;
      // Expiring says not paid; it never says refunded.
      return moveBooking(tx, pending, { cause: 'expire', status: 'EXPIRED', paymentStatus: 'REFUNDED', at: new Date() });
    });
    await expect(attempt).rejects.toThrow(IllegalBookingMove);
    expect(await bookingRow(result.bookingId)).toMatchObject({ status: 'PENDING', payment_status: 'PENDING' });
    expect((await events(result.bookingId)).map((e) => e.cause)).toEqual(['pay']);
  });

  it('refuses a move made from statuses the booking no longer has', async () => {
    const { userId } = await loginAs();
    const review = await reviewFor(userId);
    const { app, db } = await testServer();
    const stale = await db.orm.transaction(async (tx) => (await lockBooking(tx, review.bookingId))!);
    await app.bookings.book(userId, payloadFor(review), 'payLater', undefined);
    // Read while a draft: booking it again from there would overwrite the booking just made.
    const attempt = db.orm.transaction((tx) => moveBooking(tx, stale, { cause: 'pay', status: 'PENDING', at: new Date() }));
    await expect(attempt).rejects.toThrow(/no longer in the state read/);
    expect(await bookingRow(review.bookingId)).toMatchObject({ status: 'HOLD', payment_status: 'PENDING' });
    expect((await events(review.bookingId)).map((e) => e.cause)).toEqual(['payLater']);
  });
});
