/**
 * The one writer of a booking's status and payment status. Every change goes through `moveBooking`,
 * inside the caller's transaction and under the booking's lock (lockBooking in repo.ts): the move
 * must be one of contract/bookingLifecycle.ts, else it is refused and nothing is written; the row
 * changes only from the statuses the caller read; and its event row, naming the cause, is written
 * in the same transaction. The linter refuses a status written anywhere else (eslint.config.js).
 */
import { and, eq } from 'drizzle-orm';
import { allowedMove, lifecycleCauses, type LifecycleCause, type LifecyclePoint } from '../../../contract/bookingLifecycle';
import { bookingEvents, bookings } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

type BookingRecord = typeof bookings.$inferSelect;
type BookingFields = Omit<Partial<typeof bookings.$inferInsert>, 'id' | 'status' | 'paymentStatus'>;

/** A change the lifecycle does not allow, or one made from statuses the booking no longer has. */
export class IllegalBookingMove extends Error {
  constructor(bookingId: string, before: LifecyclePoint, cause: LifecycleCause, after: LifecyclePoint, why = 'the booking lifecycle has no such move') {
    super(`booking ${bookingId}: ${cause} may not move ${before.status}/${before.paymentStatus} to ${after.status}/${after.paymentStatus}: ${why}`);
    this.name = 'IllegalBookingMove';
  }
}

export interface BookingMove {
  cause: LifecycleCause;
  /** The booking's status after the move (unchanged when absent). */
  status?: LifecyclePoint['status'];
  /** Its payment status after the move (unchanged when absent). */
  paymentStatus?: LifecyclePoint['paymentStatus'];
  /** Other fields the move writes with it (its hold, its cancellation). */
  fields?: BookingFields;
  at: Date;
  note?: string;
}

/**
 * Moves `current` (as read under its lock in `tx`) by `move.cause`: refused with
 * `IllegalBookingMove` when the lifecycle has no such move, or when the row no longer holds the
 * statuses `current` says. Answers the row as written.
 */
export async function moveBooking(tx: Transaction, current: BookingRecord, move: BookingMove): Promise<BookingRecord> {
  const before: LifecyclePoint = { status: current.status, paymentStatus: current.paymentStatus };
  const after: LifecyclePoint = { status: move.status ?? current.status, paymentStatus: move.paymentStatus ?? current.paymentStatus };
  if (!allowedMove(before, move.cause, after)) throw new IllegalBookingMove(current.id, before, move.cause, after);
  const [row] = await tx
    .update(bookings)
    .set({ ...move.fields, status: after.status, paymentStatus: after.paymentStatus })
    .where(and(eq(bookings.id, current.id), eq(bookings.status, before.status), eq(bookings.paymentStatus, before.paymentStatus)))
    .returning();
  if (!row) throw new IllegalBookingMove(current.id, before, move.cause, after, 'the booking is no longer in the state read');
  await tx.insert(bookingEvents).values({
    bookingId: current.id,
    at: move.at,
    actor: lifecycleCauses[move.cause].actor,
    fromStatus: before.status,
    toStatus: after.status,
    note: move.note ?? null,
    cause: move.cause,
    fromPaymentStatus: before.paymentStatus,
    toPaymentStatus: after.paymentStatus,
  });
  return row;
}
