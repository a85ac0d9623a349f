/**
 * GET /api/partner/v1/ari: what is stored for a hotel, night by night, as a channel manager
 * checks its pushes: per room type the rooms to sell and those booked or held, per rate plan the
 * rate and restrictions, with the codes to name them by.
 */
import { addDays, dayNumber, fromDayNumber, nightsBetween } from '../../../domain/dates';
import { ARI_MAX_NIGHTS, type AriRead } from '../../../contract/partner';
import type { Database } from '../../db/database';
import { ApiError, badInput } from '../../http/apiError';
import type { StoredPlan } from '../catalogue/store/hotelSource';
import { unpackNights } from '../supply/nightsBytes';
import { CLOSED_TO_ARRIVAL, CLOSED_TO_DEPARTURE, minStayOf, STOP_SELL } from '../supply/restrictions';
import type { PartnerKey } from './keys';

export async function readAri(db: Database, key: PartnerKey, query: { hotelCode: string; from: string; to: string }): Promise<AriRead> {
  const hotelId = key.hotels.get(query.hotelCode);
  if (!hotelId) throw new ApiError('forbidden', `this key may not read hotel ${query.hotelCode}`);
  if (query.to < query.from) throw badInput('query.to: must not be before from');
  const count = nightsBetween(query.from, query.to) + 1;
  if (count > ARI_MAX_NIGHTS) throw badInput(`query.to: may cover at most ${ARI_MAX_NIGHTS} nights (this covers ${count})`);
  const firstDay = dayNumber(query.from);
  const [rooms, calendars, allotments] = await Promise.all([
    db.rows<{ id: string; code: string; name: string; capacity: number; plans: StoredPlan[] }>(
      'select id, code, name, capacity, plans from room_types where hotel_id = $1 order by position',
      [hotelId],
    ),
    db.rows<{ roomTypeId: string; planCode: string; firstNight: string; nightCount: number; nights: Uint8Array }>(
      'select room_type_id as "roomTypeId", plan_code as "planCode", first_night::text as "firstNight", night_count as "nightCount", nights from rate_calendars where hotel_id = $1',
      [hotelId],
    ),
    db.rows<{ roomTypeId: string; night: string; total: number; taken: number }>(
      'select room_type_id as "roomTypeId", night::text as night, total, taken from room_allotments where hotel_id = $1 and night between $2::date and $3::date',
      [hotelId, query.from, query.to],
    ),
  ]);
  const dates = Array.from({ length: count }, (_, i) => addDays(query.from, i));
  return {
    hotelCode: query.hotelCode,
    from: query.from,
    to: query.to,
    roomTypes: rooms.map((room) => {
      const booked = new Map(allotments.filter((a) => a.roomTypeId === room.id).map((a) => [a.night, a]));
      return {
        roomCode: room.code,
        name: room.name,
        withdrawn: room.plans.length === 0,
        nights: dates.map((date) => ({ date, rooms: booked.get(date)?.total ?? room.capacity, booked: booked.get(date)?.taken ?? 0 })),
        plans: room.plans.map((plan) => {
          const row = calendars.find((c) => c.roomTypeId === room.id && c.planCode === plan.code);
          const nights = row ? unpackNights(row.nights, row.nightCount) : null;
          const start = row ? dayNumber(row.firstNight) : 0;
          return {
            planCode: plan.partnerCode,
            meal: plan.meal,
            refundable: plan.refundable,
            nights: dates.map((date, i) => {
              const at = firstDay + i - start;
              const inside = nights !== null && at >= 0 && at < nights.rates.length;
              const rate = inside ? nights.rates[at]! : 0;
              const byte = inside ? nights.restrictions[at]! : 0;
              return {
                date: fromDayNumber(firstDay + i),
                ratePaise: rate > 0 ? rate : null,
                stopSell: (byte & STOP_SELL) !== 0,
                minStay: Math.max(1, minStayOf(byte)),
                closedToArrival: (byte & CLOSED_TO_ARRIVAL) !== 0,
                closedToDeparture: (byte & CLOSED_TO_DEPARTURE) !== 0,
              };
            }),
          };
        }),
      };
    }),
  };
}
