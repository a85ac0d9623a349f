/**
 * The lifecycle invariant: every move recorded in `booking_events` is one the booking lifecycle
 * allows (contract/bookingLifecycle.ts, drawn by machines/bookingLifecycle.machine.ts), named by
 * its cause; each starts where the one before it ended; and the last ends where the booking is
 * now. A status written anywhere but the lifecycle would break the chain.
 */
import { allowedMove, type BookingState, type LifecycleCause, type PaymentState } from '../../../../contract/bookingLifecycle';
import { getNextSnapshot } from 'xstate';
import { bookingLifecycleMachine } from '../../../../machines/bookingLifecycle.machine';
import type { Database } from '../../../../server/db/database';

interface RecordedMove {
  bookingId: string;
  id: number;
  cause: LifecycleCause | null;
  fromStatus: BookingState;
  toStatus: BookingState;
  fromPayment: PaymentState | null;
  toPayment: PaymentState | null;
}

/** The broken rules of the traveller's bookings' recorded moves, in words. */
export async function movesBroken(db: Database, userId: string): Promise<string[]> {
  const moves = await db.rows<RecordedMove>(
    `select e.booking_id as "bookingId", e.id::int as id, e.cause, e.from_status as "fromStatus", e.to_status as "toStatus",
            e.from_payment_status as "fromPayment", e.to_payment_status as "toPayment"
       from booking_events e join bookings b on b.id = e.booking_id where b.user_id = $1 order by e.booking_id, e.id`,
    [userId],
  );
  const now = new Map((await db.rows<{ id: string; status: BookingState; paymentStatus: PaymentState }>('select id, status, payment_status as "paymentStatus" from bookings where user_id = $1', [userId])).map((b) => [b.id, b]));
  const broken: string[] = [];
  const last = new Map<string, RecordedMove>();
  for (const m of moves) {
    const said = `${m.bookingId} event ${m.id} (${m.cause ?? 'no cause'}: ${m.fromStatus}/${m.fromPayment} → ${m.toStatus}/${m.toPayment})`;
    if (!m.cause || !m.fromPayment || !m.toPayment) {
      broken.push(`${said} does not name its cause and payment statuses`);
      continue;
    }
    const before = { status: m.fromStatus, paymentStatus: m.fromPayment };
    const after = { status: m.toStatus, paymentStatus: m.toPayment };
    if (!allowedMove(before, m.cause, after)) broken.push(`${said} is no move of the booking lifecycle`);
    // The machine drawn from the same table takes it too.
    const snapshot = bookingLifecycleMachine.resolveState({ value: m.fromStatus, context: { paymentStatus: m.fromPayment, lastCause: null } });
    const event = { type: m.cause, paymentStatus: m.toPayment };
    const next = getNextSnapshot(bookingLifecycleMachine, snapshot, event);
    if (!snapshot.can(event) || next.value !== m.toStatus || next.context.paymentStatus !== m.toPayment) broken.push(`${said} is a move the lifecycle machine refuses`);
    const previous = last.get(m.bookingId);
    const expectedFrom = previous ? `${previous.toStatus}/${previous.toPayment}` : 'DRAFT/PENDING';
    if (`${m.fromStatus}/${m.fromPayment}` !== expectedFrom) broken.push(`${said} starts from ${m.fromStatus}/${m.fromPayment}, but the booking was ${expectedFrom}`);
    last.set(m.bookingId, m);
  }
  for (const [id, booking] of now) {
    const m = last.get(id);
    const recorded = m ? `${m.toStatus}/${m.toPayment}` : 'DRAFT/PENDING';
    if (recorded !== `${booking.status}/${booking.paymentStatus}`) broken.push(`${id} is ${booking.status}/${booking.paymentStatus}, but its last recorded move left it ${recorded}`);
  }
  return broken;
}
