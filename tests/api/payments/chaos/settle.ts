/**
 * The end of a sequence: the server's jobs run (lapsed holds, then reconciliation), as they
 * would on a live server given a few minutes; and what the books say, for a failure's report.
 */
import type { Database } from '../../../../server/db/database';
import type { ChaosServer } from './server';

/** The traveller's bookings, orders, payments and ledger, as the server and the sandbox have them. */
export async function booksText(db: Database, userId: string): Promise<string> {
  const [row] = await db.rows<{ books: unknown }>(
    `select json_agg(json_build_object(
        'booking', b.id, 'status', b.status, 'payment', b.payment_status, 'total', b.total_paise, 'penalty', b.penalty_paise,
        'events', (select json_agg(concat(e.from_status, '>', e.to_status, ' ', e.actor, ': ', e.note) order by e.id) from booking_events e where e.booking_id = b.id),
        'orders', (select json_agg(json_build_object('order', o.id, 'status', o.status, 'paidBy', o.payment_id) order by o.created_at) from payment_orders o where o.booking_id = b.id),
        'provider', (select json_agg(json_build_object('payment', p.id, 'order', p.order_id, 'status', p.status, 'amount', p.amount, 'refunded', p.amount_refunded) order by p.created_at)
                       from sandbox_orders so join sandbox_payments p on p.order_id = so.id where so.receipt = b.id),
        'ledger', (select json_agg(json_build_object('entry', l.entry, 'payment', l.payment_id, 'amount', l.amount_paise, 'reason', l.reason, 'status', l.status, 'failure', l.failure) order by l.created_at, l.id)
                     from payment_ledger l where l.booking_id = b.id)
      ) order by b.created_at) as books
       from bookings b where b.user_id = $1 and b.status <> 'DRAFT'`,
    [userId],
  );
  return JSON.stringify(row?.books ?? [], null, 1);
}

/** The jobs that settle money as a few minutes of their runs would (lapsed holds, reconciliation of every order, refunds waiting to be tried again), from a quiet server to a quiet server. */
export async function settle(server: ChaosServer): Promise<void> {
  await server.quiet();
  await server.app.bookings.releaseLapsedHolds();
  await server.app.payments.reconcile({ all: true });
  // A refund whose send failed because the provider could not be reached (a restart closed the
  // server it was calling) waits a minute or more to be tried again: the refunds job sends it then.
  // Those minutes pass here.
  await server.shared.db.rows(
    "update payment_ledger set next_attempt_at = $1 where entry = 'refund' and status = 'requested' and attempts > 0 and next_attempt_at > $1",
    [server.shared.clock.now()],
  );
  await server.app.payments.refundsDue();
  await server.quiet();
}
