/**
 * Rate calendars in the database (`rate_calendars`, migration 0018): read under lock inside a
 * booking's transaction, so that what a booking charges is what the nights said while its rooms
 * were taken.
 */
import { sql } from 'drizzle-orm';
import { dayNumber } from '../../../domain/dates';
import { rowsOf, type Transaction } from '../../db/transaction';
import { unpackNights } from './nightsBytes';

/** A stay's nights of one rate plan: `rates[i]` night i's (0: none), `restrictions[nightCount]` the check-out day's. */
export interface StayNights {
  rates: Int32Array;
  restrictions: Uint8Array;
}

/**
 * The plan's nights for a stay, its calendar row share-locked until the transaction ends: a
 * partner's change to them (which locks the row for update) waits for this transaction, or this
 * one for it and then reads what it wrote.
 */
export async function lockStayNights(tx: Transaction, roomTypeId: string, planCode: string, firstDay: number, nightCount: number): Promise<StayNights> {
  const [row] = await rowsOf<{ firstNight: string; nightCount: number; nights: Uint8Array }>(
    tx,
    sql`select first_night::text as "firstNight", night_count as "nightCount", nights from rate_calendars
         where room_type_id = ${roomTypeId} and plan_code = ${planCode} for share`,
  );
  const rates = new Int32Array(nightCount);
  const restrictions = new Uint8Array(nightCount + 1);
  if (!row) return { rates, restrictions };
  const calendar = unpackNights(row.nights, row.nightCount);
  const offset = firstDay - dayNumber(row.firstNight);
  for (let night = 0; night <= nightCount; night++) {
    const at = offset + night;
    if (at < 0 || at >= row.nightCount) continue;
    if (night < nightCount) rates[night] = calendar.rates[at]!;
    restrictions[night] = calendar.restrictions[at]!;
  }
  return { rates, restrictions };
}
