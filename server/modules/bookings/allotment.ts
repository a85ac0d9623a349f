/**
 * Rooms of one room type over a stay's nights, taken and given back inside a booking's
 * transaction. Rows of `room_allotments` are made where missing (a missing row means the room
 * type's capacity, none taken), then locked in date order: any two bookings lock the nights they
 * share in the same order, so they wait for each other instead of deadlocking, and the second
 * sees what the first took.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/transaction';
import { rowsOf } from '../../db/transaction';

export interface StayRooms {
  roomTypeId: string;
  checkin: string;
  checkout: string;
  rooms: number;
}

async function lockNights(tx: Transaction, { roomTypeId, checkin, checkout }: StayRooms) {
  await tx.execute(sql`
    insert into room_allotments (room_type_id, night, hotel_id, city_id, total, taken)
    select rt.id, d::date, rt.hotel_id, h.city_id, rt.capacity, 0
      from room_types rt join hotels h on h.id = rt.hotel_id,
           generate_series(${checkin}::date, ${checkout}::date - 1, interval '1 day') d
     where rt.id = ${roomTypeId}
    on conflict (room_type_id, night) do nothing`);
  return rowsOf<{ night: string; total: number; taken: number }>(
    tx,
    sql`select to_char(night, 'YYYY-MM-DD') as night, total, taken from room_allotments
         where room_type_id = ${roomTypeId} and night >= ${checkin}::date and night < ${checkout}::date
         order by night for update`,
  );
}

/** Takes the rooms every night of the stay; false (and nothing taken) when a night has too few left. */
export async function takeRooms(tx: Transaction, stay: StayRooms): Promise<boolean> {
  const nights = await lockNights(tx, stay);
  if (nights.length === 0 || nights.some((n) => n.total - n.taken < stay.rooms)) return false;
  await tx.execute(sql`
    update room_allotments set taken = taken + ${stay.rooms}
     where room_type_id = ${stay.roomTypeId} and night >= ${stay.checkin}::date and night < ${stay.checkout}::date`);
  return true;
}

/** Gives the rooms back every night of the stay. */
export async function giveBackRooms(tx: Transaction, stay: StayRooms): Promise<void> {
  await lockNights(tx, stay);
  await tx.execute(sql`
    update room_allotments set taken = taken - ${stay.rooms}
     where room_type_id = ${stay.roomTypeId} and night >= ${stay.checkin}::date and night < ${stay.checkout}::date`);
}
