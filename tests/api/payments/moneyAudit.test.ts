import { describe, expect, it, vi } from 'vitest';
import { sandboxStore } from '../../../server/adapters/payments/sandbox/store';
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
    const [{ id: orderId }] = await db.rows<{ id: string }>('select id from payment_orders where booking_id = $1', [review.bookingId]) as [{ id: string }];
    // A second payment of the order captured at the provider, with no webhook and no check: the ledger never heard of it.
    const sandbox = sandboxStore(db.orm);
    const extra = await sandbox.pay((await sandbox.order(orderId))!, { email: null, contact: null, paid: { method: 'upi', flow: 'collect', vpa: 'success@razorpay' } });
    await sandbox.capture(extra.id);
    const report = await app.money.audit({ bookingIds: [review.bookingId] });
    expect(report.mismatches).toEqual([
      { bookingId: review.bookingId, paymentId: extra.id, problem: 'capture not in ledger', detail: `the provider captured ${total} paise (captured); the ledger has no capture` },
    ]);
    const lines = auditLines(report);
    expect(lines[0]).toBe(`${review.bookingId} ${extra.id}: capture not in ledger: the provider captured ${total} paise (captured); the ledger has no capture`);
    expect(lines.at(-1)).toBe('1 booking, 2 payments: 1 mismatch');
    // Reconciliation finds it (the order was paid lately) and refunds it as a duplicate: the books add up again.
    await moneySettled(review.bookingId);
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);

    // A confirmed booking turned EXPIRED behind the server's back: it keeps money it should not.
    await db.rows("update bookings set status = 'EXPIRED' where id = $1", [review.bookingId]);
    try {
      expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([
        { bookingId: review.bookingId, problem: 'kept differs', detail: `EXPIRED keeps 0 paise; the ledger keeps ${total}` },
      ]);
      // The hourly job finds it among the bookings touched lately, and says so in an error line.
      const errors = vi.spyOn(app.log, 'error');
      const recent = await app.money.auditRecent();
      expect(recent.mismatches.filter((m) => m.bookingId === review.bookingId).map((m) => m.problem)).toEqual(['kept differs']);
      expect(errors.mock.calls.some(([fields]) => JSON.stringify(fields).includes(review.bookingId))).toBe(true);
      vi.restoreAllMocks();
    } finally {
      await db.rows("update bookings set status = 'SUCCESS' where id = $1", [review.bookingId]);
    }
    expect((await app.money.audit({ bookingIds: [review.bookingId] })).mismatches).toEqual([]);
  });
});
