/**
 * Rooms of one room type over a stay's nights, taken and given back inside a booking's
 * transaction. Rows of `room_allotments` are made where missing (a missing row means the room
 * type's capacity, none taken), then changed by one UPDATE over the stay's nights, which locks
 * them in the primary key's (date) order: any two bookings lock the nights they share in the same
 * order, so they wait for each other instead of deadlocking, and the second re-reads what the
 * first took before its own condition is checked.
 */
import { sql } from 'drizzle-orm';
import { nightsBetween } from '../../../domain/dates';
import type { Transaction } from '../../db/transaction';
import { rowsOf } from '../../db/transaction';

export interface StayRooms {
  roomTypeId: string;
  checkin: string;
  checkout: string;
  rooms: number;
}

/** Makes the stay's rows that are missing (capacity rooms, none taken). */
async function ensureNights(tx: Transaction, { roomTypeId, checkin, checkout }: StayRooms): Promise<void> {
  await tx.execute(sql`
    insert into room_allotments (room_type_id, night, hotel_id, city_id, total, taken)
    select rt.id, d::date, rt.hotel_id, h.city_id, rt.capacity, 0
      from room_types rt join hotels h on h.id = rt.hotel_id,
           generate_series(${checkin}::date, ${checkout}::date - 1, interval '1 day') d
     where rt.id = ${roomTypeId}
    on conflict (room_type_id, night) do nothing`);
}

/**
 * Takes the rooms every night of the stay. False when a night has too few left: the caller then
 * ends its transaction without committing, so the nights that had enough are not taken either.
 */
export async function takeRooms(tx: Transaction, stay: StayRooms): Promise<boolean> {
  await ensureNights(tx, stay);
  const taken = await rowsOf<{ night: string }>(
    tx,
    sql`update room_allotments set taken = taken + ${stay.rooms}
         where room_type_id = ${stay.roomTypeId} and night >= ${stay.checkin}::date and night < ${stay.checkout}::date
           and total - taken >= ${stay.rooms}
         returning night`,
  );
  return taken.length === nightsBetween(stay.checkin, stay.checkout);
}

/** Gives the rooms back every night of the stay. */
export async function giveBackRooms(tx: Transaction, stay: StayRooms): Promise<void> {
  await tx.execute(sql`
    update room_allotments set taken = taken - ${stay.rooms}
     where room_type_id = ${stay.roomTypeId} and night >= ${stay.checkin}::date and night < ${stay.checkout}::date`);
}
