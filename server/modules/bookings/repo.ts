/**
 * Bookings in the database. Every status change runs in one transaction that locks the booking's
 * row first and then (when rooms are taken or given back) its nights in date order
 * (allotment.ts), changes it only from the status it expects, and goes through the lifecycle
 * (lifecycle.ts), which writes its event row: a change retried, or raced by another server, happens once.
 */
import { and, desc, eq, getTableColumns, inArray, lte, ne } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { bookingEvents, bookings, idempotencyKeys, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { bookingMoney, bookingPaidWith, type BookingMoney, type BookingPaidWith } from '../money/ledger';
import { giveBackRooms, takeRooms, type StayRooms } from './allotment';
import { moveBooking } from './lifecycle';
import type { StayPrice } from '../../rules/stayPrice';

/** A booking's row as stored. */
export type BookingRecord = typeof bookings.$inferSelect;
/** A booking with its money, summed from the ledger, and how it was paid (money/ledger.ts). */
export type BookingRow = BookingRecord & BookingMoney & BookingPaidWith;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingState = BookingRow['status'];

/** Statuses that hold the booking's rooms. */
export const HOLDING: readonly BookingState[] = ['PENDING', 'HOLD', 'SUCCESS'];

/**
 * Why a change did not happen: the status had moved on, a night had too few rooms left, the same
 * Idempotency-Key got there first, or the account is gone (deleted meanwhile).
 */
export class ChangeRefused extends Error {
  constructor(
    readonly reason: 'status' | 'noRooms' | 'replay' | 'noAccount' | 'priceChanged',
    readonly current?: BookingRecord,
    /** For 'priceChanged': what the nights cost now. */
    readonly price?: StayPrice,
  ) {
    super(reason);
  }
}

const stayOf = (row: BookingRecord): StayRooms => ({ roomTypeId: row.roomTypeId, checkin: row.checkin, checkout: row.checkout, rooms: row.rooms });

const withMoney = { ...getTableColumns(bookings), ...bookingMoney, ...bookingPaidWith };

/**
 * The booking's row, locked until the transaction ends, with its money as the ledger has it now.
 * Locked first, then read by a statement of its own: on PostgreSQL a statement that waited for
 * the lock sees the row as the other transaction left it, but its subqueries (the money, summed
 * from the ledger) as they were when it began, so a payment that confirmed the booking meanwhile
 * would be missing.
 */
export async function lockBooking(tx: Transaction, id: string): Promise<BookingRow | undefined> {
  const [locked] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).for('update');
  if (!locked) return undefined;
  const [row] = await tx.select(withMoney).from(bookings).where(eq(bookings.id, id));
  return row;
}

export function bookingRepo(orm: Orm) {
  return {
    async insertDraft(row: NewBooking): Promise<void> {
      await orm.insert(bookings).values(row);
    },

    async find(id: string): Promise<BookingRow | undefined> {
      const [row] = await orm.select(withMoney).from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /** The user's bookings past review, newest first. */
    async listFor(userId: string): Promise<BookingRow[]> {
      return orm.select(withMoney).from(bookings).where(and(eq(bookings.userId, userId), ne(bookings.status, 'DRAFT'))).orderBy(desc(bookings.createdAt), desc(bookings.id));
    },

    /** The user's last booking past review (its guest details fill the next form). */
    async lastBooked(userId: string): Promise<BookingRecord | undefined> {
      const [row] = await orm
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, userId), ne(bookings.status, 'DRAFT')))
        .orderBy(desc(bookings.bookedAt))
        .limit(1);
      return row;
    },

    async idempotencyRecord(userId: string, key: string) {
      const [row] = await orm.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },

    /**
     * Books a draft of `userId`'s: under a share lock on the user's row (an account deletion
     * waits for it, or it for the deletion, and then finds no account: `ChangeRefused('noAccount')`)
     * and the booking's lock, still a DRAFT (else `ChangeRefused('status')`, or `'replay'` when the
     * same Idempotency-Key got there first), the rooms taken every night (else
     * `ChangeRefused('noRooms')` and nothing written), `underLock` (which may refuse: the price is
     * read again there), then the booking's new fields, its event and the idempotency record with
     * `answer(row)`, the call's answer.
     */
    async book<A>(
      id: string,
      userId: string,
      changes: Partial<NewBooking> & { status: 'PENDING' | 'HOLD' },
      at: Date,
      idempotency: { userId: string; key: string; hash: string } | null,
      answer: (row: BookingRecord) => A,
      underLock: (tx: Transaction) => Promise<void> = async () => undefined,
    ): Promise<{ row: BookingRecord; answer: A }> {
      return orm.transaction(async (tx) => {
        const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('share');
        if (!account) throw new ChangeRefused('noAccount');
        // Moves it on only from DRAFT, under its lock: a retry or a racing call finds it moved.
        const current = await lockBooking(tx, id);
        if (!current || current.status !== 'DRAFT') {
          const replayed = idempotency && (await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, idempotency.userId), eq(idempotencyKeys.key, idempotency.key)))).length > 0;
          throw new ChangeRefused(replayed ? 'replay' : 'status', current);
        }
        const { status, paymentStatus, ...fields } = changes;
        const row = await moveBooking(tx, current, { cause: status === 'PENDING' ? 'pay' : 'payLater', status, paymentStatus, fields, at });
        if (!(await takeRooms(tx, stayOf(row)))) throw new ChangeRefused('noRooms', row);
        await underLock(tx);
        const result = answer(row);
        if (idempotency) {
          await tx.insert(idempotencyKeys).values({ userId: idempotency.userId, key: idempotency.key, requestHash: idempotency.hash, response: result, createdAt: at });
        }
        return { row, answer: result };
      });
    },

    /**
     * Ends a booking that holds rooms by `cause`: under its lock, when its status is one of `from`
     * (else `ChangeRefused('status')`), its rooms go back every night and its new fields are
     * written, with an event; then `after` runs in the same transaction (a cancellation asks for its refunds).
     */
    async release(
      id: string,
      from: readonly BookingState[],
      cause: 'cancel' | 'expire',
      changes: (row: BookingRow) => Partial<NewBooking> & { status: BookingState },
      at: Date,
      note: string,
      after?: (tx: Transaction, before: BookingRow) => Promise<void>,
    ): Promise<BookingRecord> {
      return orm.transaction(async (tx) => {
        const current = await lockBooking(tx, id);
        if (!current || !from.includes(current.status)) throw new ChangeRefused('status', current);
        const { status, paymentStatus, ...fields } = changes(current);
        if (HOLDING.includes(current.status) && !HOLDING.includes(status)) await giveBackRooms(tx, stayOf(current));
        const row = await moveBooking(tx, current, { cause, status, paymentStatus, fields, at, note });
        if (after) await after(tx, current);
        return row;
      });
    },

    /**
     * Readies a booking for a payment about to be captured, under its lock: one still holding its
     * rooms keeps them at least until `until` (the capture's time); one whose hold lapsed takes the
     * same rooms again, held until `until`, when `mayRetake` allows and every night has them
     * (else nothing changes). Answers what it found.
     */
    async readyForPayment(id: string, at: Date, until: Date, lapsed: (row: BookingRow) => boolean, mayRetake: (row: BookingRow) => boolean): Promise<'held' | 'retaken' | 'paid' | 'gone' | 'closed'> {
      try {
        return await orm.transaction(async (tx) => {
          const current = await lockBooking(tx, id);
          if (!current) return 'closed';
          if (current.status === 'PENDING' || current.status === 'HOLD') {
            if (!current.holdUntil || current.holdUntil.getTime() < until.getTime()) await tx.update(bookings).set({ holdUntil: until }).where(eq(bookings.id, id));
            return 'held';
          }
          if (current.amountPaidPaise > 0) return 'paid';
          if (!lapsed(current)) return 'closed';
          if (!mayRetake(current)) return 'gone';
          if (!(await takeRooms(tx, stayOf(current)))) throw new ChangeRefused('noRooms', current);
          await moveBooking(tx, current, {
            cause: 'retake',
            status: 'PENDING',
            paymentStatus: 'PENDING',
            fields: { holdUntil: until, cancelledAt: null, cancelReason: null, penaltyPaise: null },
            at,
            note: 'the same rooms taken again for a payment that came after the hold lapsed',
          });
          return 'retaken';
        });
      } catch (error) {
        if (error instanceof ChangeRefused && error.reason === 'noRooms') return 'gone';
        throw error;
      }
    },

    /** Held bookings whose hold has lapsed by `now`, oldest first. */
    async lapsedHolds(now: Date, limit: number): Promise<Array<{ id: string; status: BookingState }>> {
      return orm
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(and(inArray(bookings.status, ['PENDING', 'HOLD']), lte(bookings.holdUntil, now)))
        .orderBy(bookings.holdUntil)
        .limit(limit);
    },

    /** When the booking was last confirmed (its move to SUCCESS), or null when it never was. */
    async confirmedAt(id: string): Promise<Date | null> {
      const [event] = await orm
        .select({ at: bookingEvents.at })
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.toStatus, 'SUCCESS')))
        .orderBy(desc(bookingEvents.at))
        .limit(1);
      return event?.at ?? null;
    },

    /** A booking's events, oldest first (tests and support read them). */
    async events(id: string) {
      return orm.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(bookingEvents.id);
    },
  };
}
export type BookingRepo = ReturnType<typeof bookingRepo>;
