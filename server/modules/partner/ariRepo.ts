/**
 * The partner API's SQL: the room types a batch names, and a batch's writes in one transaction,
 * taking row locks in the order bookings take them (a room type's nights in date order, then its
 * rate plans' calendars), so a booking and a push wait for each other instead of deadlocking.
 */
import { sql } from 'drizzle-orm';
import { dayNumber, fromDayNumber } from '../../../domain/dates';
import type { Database } from '../../db/database';
import { listParam, rowsOf, type Transaction } from '../../db/transaction';
import type { StoredPlan } from '../catalogue/store/hotelSource';
import { packNights, unpackNights, type PlanNights } from '../supply/nightsBytes';

/** A room type of a key's hotel, as a batch names it. */
export interface RoomRow {
  id: string;
  hotelId: string;
  cityId: number;
  code: string;
  stars: number;
  plans: StoredPlan[];
}

export async function roomsOfHotels(db: Database, hotelIds: readonly string[]): Promise<RoomRow[]> {
  if (hotelIds.length === 0) return [];
  return db.rows<RoomRow>(
    `select rt.id, rt.hotel_id as "hotelId", h.city_id as "cityId", rt.code, h.stars, rt.plans
       from room_types rt join hotels h on h.id = rt.hotel_id where rt.hotel_id = any($1::text[]) order by rt.id`,
    [[...hotelIds]],
  );
}

/** The last sequence a key set on each night of some room types' plans ('' for rooms), by `roomTypeId plan day`. */
export async function sequencesOf(tx: Transaction, keyId: string, roomTypeIds: readonly string[], fromDay: number, toDay: number): Promise<Map<string, number>> {
  const rows = await rowsOf<{ roomTypeId: string; planCode: string; day: number; sequence: string | number }>(
    tx,
    sql`select room_type_id as "roomTypeId", plan_code as "planCode", night - date '1970-01-01' as day, sequence from ari_sequences
         where key_id = ${keyId} and room_type_id = any(${listParam([...roomTypeIds])}::text[])
           and night between ${fromDayNumber(fromDay)}::date and ${fromDayNumber(toDay)}::date`,
  );
  return new Map(rows.map((r) => [sequenceKey(r.roomTypeId, r.planCode, Number(r.day)), Number(r.sequence)]));
}

export const sequenceKey = (roomTypeId: string, planCode: string, day: number) => `${roomTypeId} ${planCode} ${day}`;

export async function writeSequences(tx: Transaction, keyId: string, entries: ReadonlyArray<{ roomTypeId: string; planCode: string; day: number; sequence: number }>): Promise<void> {
  for (let at = 0; at < entries.length; at += 5_000) {
    const part = entries.slice(at, at + 5_000);
    await tx.execute(sql`insert into ari_sequences (key_id, room_type_id, plan_code, night, sequence)
      select ${keyId}, r, p, n, s from unnest(${listParam(part.map((e) => e.roomTypeId))}::text[], ${listParam(part.map((e) => e.planCode))}::text[],
        ${listParam(part.map((e) => fromDayNumber(e.day)))}::date[], ${listParam(part.map((e) => e.sequence))}::bigint[]) as u(r, p, n, s)
      on conflict (key_id, room_type_id, plan_code, night) do update set sequence = greatest(ari_sequences.sequence, excluded.sequence)`);
  }
}

/**
 * Sets the rooms to sell on these nights of a room type, never below what is taken there (booked
 * or held): answers the nights that keep more than was asked.
 */
export async function setRooms(
  tx: Transaction,
  room: Pick<RoomRow, 'id' | 'hotelId' | 'cityId'>,
  nights: ReadonlyArray<{ day: number; rooms: number }>,
): Promise<Array<{ night: string; asked: number; booked: number }>> {
  const ordered = [...nights].sort((a, b) => a.day - b.day);
  const rows = await rowsOf<{ night: string; total: number; taken: number }>(
    tx,
    sql`insert into room_allotments (room_type_id, night, hotel_id, city_id, total, taken)
        select ${room.id}, n, ${room.hotelId}, ${room.cityId}, r, 0
          from unnest(${listParam(ordered.map((n) => fromDayNumber(n.day)))}::date[], ${listParam(ordered.map((n) => n.rooms))}::int[]) with ordinality as u(n, r, o) order by o
        on conflict (room_type_id, night) do update set total = greatest(excluded.total, room_allotments.taken)
        returning night::text as night, total, taken`,
  );
  const asked = new Map(ordered.map((n) => [fromDayNumber(n.day), n.rooms]));
  return rows.filter((r) => r.total > asked.get(r.night)!).map((r) => ({ night: r.night, asked: asked.get(r.night)!, booked: r.taken }));
}

/** A plan's calendar locked for update, as nights by day number. */
export interface LockedCalendar {
  roomTypeId: string;
  planCode: string;
  hotelId: string;
  firstDay: number;
  nights: PlanNights;
}

/** The calendars of these plans, locked for update in one statement, in (room type, plan) order; a plan without one is missing. */
export async function lockCalendars(tx: Transaction, plans: ReadonlyArray<{ roomTypeId: string; planCode: string }>): Promise<LockedCalendar[]> {
  if (plans.length === 0) return [];
  const rows = await rowsOf<{ roomTypeId: string; planCode: string; hotelId: string; firstNight: string; nightCount: number; nights: Uint8Array }>(
    tx,
    sql`select room_type_id as "roomTypeId", plan_code as "planCode", hotel_id as "hotelId", first_night::text as "firstNight", night_count as "nightCount", nights
          from rate_calendars where (room_type_id, plan_code) in (select * from unnest(${listParam(plans.map((p) => p.roomTypeId))}::text[], ${listParam(plans.map((p) => p.planCode))}::text[]))
         order by room_type_id, plan_code for update`,
  );
  return rows.map((r) => ({ roomTypeId: r.roomTypeId, planCode: r.planCode, hotelId: r.hotelId, firstDay: dayNumber(r.firstNight), nights: unpackNights(r.nights, r.nightCount) }));
}

export async function writeCalendar(tx: Transaction, calendar: LockedCalendar): Promise<void> {
  await tx.execute(sql`insert into rate_calendars (room_type_id, plan_code, hotel_id, first_night, night_count, nights)
    values (${calendar.roomTypeId}, ${calendar.planCode}, ${calendar.hotelId}, ${fromDayNumber(calendar.firstDay)}::date, ${calendar.nights.rates.length}, ${packNights(calendar.nights)})
    on conflict (room_type_id, plan_code) do update set first_night = excluded.first_night, night_count = excluded.night_count, nights = excluded.nights, updated_at = now()`);
}

/** A key's answer under an Idempotency-Key, if it gave one before. */
export async function earlierAnswer(db: Database, keyId: string, idempotencyKey: string): Promise<{ requestHash: string; status: number; response: unknown } | undefined> {
  const [row] = await db.rows<{ requestHash: string; status: number; response: unknown }>(
    'select request_hash as "requestHash", status, response from partner_requests where key_id = $1 and idempotency_key = $2',
    [keyId, idempotencyKey],
  );
  return row;
}

export async function keepAnswer(tx: Transaction, keyId: string, idempotencyKey: string, requestHash: string, response: unknown): Promise<void> {
  await tx.execute(sql`insert into partner_requests (key_id, idempotency_key, request_hash, status, response) values (${keyId}, ${idempotencyKey}, ${requestHash}, 200, ${JSON.stringify(response)}::jsonb)`);
}
