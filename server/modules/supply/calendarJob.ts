/**
 * Keeps the calendars whole (a background job, jobs/backgroundJobs.ts): writes the calendar of
 * any rate plan that has none (a database made before calendars were kept, or a plan added by
 * hand) from the formula, and extends generated hotels' calendars before they run out. An
 * imported or partner-fed hotel's calendar is never extended: nights past its end are not sold.
 */
import { dayNumber, fromDayNumber } from '../../../domain/dates';
import type { MealCode } from '../../../domain/pricing';
import type { Database } from '../../db/database';
import { seasonOf } from '../../reference/seasons';
import { calendarStart, extendBefore, extendedTo, formulaNights, GENERATED_NIGHTS } from './generatedCalendars';
import { packNights, unpackNights } from './nightsBytes';

/** Plans written per transaction (each a page of the change feed). */
const BATCH = 2_000;

interface PlanRow {
  roomTypeId: string;
  hotelId: string;
  code: string;
  meal: MealCode;
  refundable: boolean;
  baseRatePaise: number;
  stars: number;
  cityId: number;
  stateCode: string;
}

const PLAN_COLUMNS = `rt.id as "roomTypeId", rt.hotel_id as "hotelId", p->>'code' as code, p->>'meal' as meal, (p->>'refundable')::boolean as refundable,
  rt.base_rate_paise as "baseRatePaise", h.stars, h.city_id as "cityId", c.state_code as "stateCode"`;
const PLANS = `room_types rt join hotels h on h.id = rt.hotel_id join cities c on c.id = h.city_id cross join lateral jsonb_array_elements(rt.plans) p`;

const formulaOf = (row: PlanRow) => ({ baseRatePaise: row.baseRatePaise, meal: row.meal, refundable: row.refundable, stars: row.stars, season: seasonOf(row.cityId, row.stateCode) });

export async function keepCalendars(db: Database, today: string): Promise<{ written: number; extended: number }> {
  return { written: await writeMissing(db, today), extended: await extendGenerated(db, today) };
}

async function writeMissing(db: Database, today: string): Promise<number> {
  let written = 0;
  const first = calendarStart(today);
  for (;;) {
    const rows = await db.rows<PlanRow>(
      `select ${PLAN_COLUMNS} from ${PLANS}
        where not exists (select 1 from rate_calendars rc where rc.room_type_id = rt.id and rc.plan_code = p->>'code') limit ${BATCH}`,
    );
    if (rows.length === 0) return written;
    const packed = rows.map((row) => `\\x${packNights(formulaNights(formulaOf(row), dayNumber(first), GENERATED_NIGHTS)).toString('hex')}`);
    await db.rows(
      `insert into rate_calendars (room_type_id, plan_code, hotel_id, first_night, night_count, nights)
       select r, p, h, $4::date, $5::int, decode(substr(n, 3), 'hex') from unnest($1::text[], $2::text[], $3::text[], $6::text[]) as u(r, p, h, n)
       on conflict do nothing`,
      [rows.map((r) => r.roomTypeId), rows.map((r) => r.code), rows.map((r) => r.hotelId), first, GENERATED_NIGHTS, packed],
    );
    written += rows.length;
  }
}

async function extendGenerated(db: Database, today: string): Promise<number> {
  let extended = 0;
  const from = dayNumber(calendarStart(today));
  const to = dayNumber(extendedTo(today));
  for (;;) {
    const rows = await db.rows<PlanRow & { firstNight: string; nightCount: number; nights: Uint8Array }>(
      `select ${PLAN_COLUMNS}, rc.first_night::text as "firstNight", rc.night_count as "nightCount", rc.nights
         from ${PLANS} join rate_calendars rc on rc.room_type_id = rt.id and rc.plan_code = p->>'code'
        where not h.imported and rc.first_night + rc.night_count - 1 < $1::date limit ${BATCH}`,
      [extendBefore(today)],
    );
    const due = rows;
    if (due.length === 0) return extended;
    const packed = due.map((row) => {
      const kept = unpackNights(row.nights, row.nightCount);
      const firstDay = dayNumber(row.firstNight);
      const fresh = formulaNights(formulaOf(row), from, to - from + 1);
      // Nights already written (a partner's changes too) stay as they are; only past ones go.
      for (let day = Math.max(from, firstDay); day < firstDay + row.nightCount && day <= to; day++) {
        fresh.rates[day - from] = kept.rates[day - firstDay]!;
        fresh.restrictions[day - from] = kept.restrictions[day - firstDay]!;
      }
      return `\\x${packNights(fresh).toString('hex')}`;
    });
    await db.rows(
      `update rate_calendars rc set first_night = $3::date, night_count = $4::int, nights = decode(substr(u.n, 3), 'hex'), updated_at = now()
         from unnest($1::text[], $2::text[], $5::text[]) as u(r, p, n) where rc.room_type_id = u.r and rc.plan_code = u.p`,
      [due.map((r) => r.roomTypeId), due.map((r) => r.code), fromDayNumber(from), to - from + 1, packed],
    );
    extended += due.length;
  }
}
