import { describe, expect, it } from 'vitest';
import { auditLines } from '../../../server/modules/money/audit';
import { api, loginAs, testServer } from '../support/testApp';
import { paidBookingFor } from '../account/support';
import { bookedFor } from '../bookings/support';
import { moneySettled } from './support';

/**
 * The money audit (`npm run audit:money`, and its job): the ledger against the provider's own
 * records and against each booking's state (SUCCESS keeps its total, CANCELLED its penalty,
 * EXPIRED or unpaid nothing), and refunds that are stuck.
 */
describe('the money audit', () => {
  it('finds nothing wrong with bookings paid, unpaid, and cancelled', async () => {
    const { app } = await testServer();
    const user = await loginAs();
    const paid = await paidBookingFor(user.userId);
    const unpaid = await bookedFor(user.userId);
    const cancelled = await paidBookingFor(user.userId);
    expect((await api('POST', `/cancelBooking/${cancelled.review.bookingId}`, { token: user.token, body: { changeOfPlans: true } })).status).toBe(200);
    await moneySettled(cancelled.review.bookingId);
    const report = await app.money.audit({ bookingIds: [paid.review.bookingId, unpaid.review.bookingId, cancelled.review.bookingId] });
    expect(report).toMatchObject({ bookings: 3, mismatches: [] });
    expect(auditLines(report).at(-1)).toBe('3 bookings, 2 payments: 0 mismatches');
  });

  it('names a capture the provider has and the ledger lacks, and a booking whose state disagrees with the money kept', async () => {
    const { app, db } = await testServer();
    const user = await loginAs();
    const { review, result } = await paidBookingFor(user.userId);
    const total = Math.round(result.amountDue * 100);
    const [capture] = await db.rows<{ id: string; payment_id: string }>("select id, payment_id from payment_ledger where booking_id = $1 and entry = 'capture'", [review.bookingId]);
    // A capture lost from the books, and a confirmed booking turned EXPIRED behind the server's back.
    const saved = await db.rows<Record<string, unknown>>('select * from payment_ledger where id = $1', [capture!.id]);
    await db.rows('delete from payment_ledger where id = $1', [capture!.id]);
    try {
      const report = await app.money.audit({ bookingIds: [review.bookingId] });
      expect(report.mismatches).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ bookingId: review.bookingId, paymentId: capture!.payment_id, problem: 'capture not in ledger' }),
          expect.objectContaining({ bookingId: review.bookingId, problem: 'kept differs', detail: `SUCCESS keeps ${total} paise; the ledger keeps 0` }),
        ]),
      );
      const lines = auditLines(report);
      expect(lines.some((l) => l.includes(review.bookingId) && l.includes('capture not in ledger'))).toBe(true);
      expect(lines.at(-1)).toMatch(/: [1-9]\d* mismatches?$/);
    } finally {
      const row = saved[0]!;
      const columns = Object.keys(row);
      await db.rows(`insert into payment_ledger (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, columns.map((c) => row[c]));
    }
    await db.rows("update bookings set status = 'EXPIRED' where id = $1", [review.bookingId]);
    try {
      expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([
        expect.objectContaining({ problem: 'kept differs', detail: `EXPIRED keeps 0 paise; the ledger keeps ${total}` }),
      ]);
    } finally {
      await db.rows("update bookings set status = 'SUCCESS' where id = $1", [review.bookingId]);
    }
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });
});
