/**
 * GET /api/partner/v1/bookings: a hotel's bookings that are new, changed or cancelled since a
 * time, oldest change first, for a channel manager to pull reservations back. A booking is
 * listed with its status now, at the time of its last change (its last `booking_events` row);
 * pages of PAGE bookings follow one another by `cursor`.
 */
import { sql } from 'drizzle-orm';
import type { PartnerBooking } from '../../../contract/partner';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/transaction';
import { ApiError } from '../../http/apiError';
import type { StoredPlan } from '../catalogue/store/hotelSource';
import type { PartnerKey } from './keys';

export const BOOKINGS_PAGE = 200;

const STATUS: Record<string, PartnerBooking['status']> = { PENDING: 'pendingPayment', HOLD: 'held', SUCCESS: 'confirmed', CANCELLED: 'cancelled', EXPIRED: 'expired' };

const REQUESTS: Record<string, string> = {
  smokingRoom: 'Smoking room', lateCheckIn: 'Late check-in', earlyCheckIn: 'Early check-in', highFloor: 'High floor', largeBed: 'Large bed', twinBed: 'Twin beds',
};

interface Row {
  id: string;
  status: string;
  roomCode: string;
  plans: StoredPlan[];
  planCode: string;
  checkin: string;
  checkout: string;
  rooms: number;
  adults: number;
  children: number;
  guests: Array<{ travellerInfo: Array<{ fN: string; lN: string }> }> | null;
  email: string | null;
  phone: string | null;
  dialCode: string | null;
  totalPaise: number;
  paidPaise: number;
  specialRequest: Record<string, boolean | string> | null;
  createdAt: Date;
  updatedMs: string;
  cancelledAt: Date | null;
}

export async function bookingsSince(db: Database, key: PartnerKey, query: { hotelCode: string; since?: string | undefined; cursor?: string | undefined }) {
  const hotelId = key.hotels.get(query.hotelCode);
  if (!hotelId) throw new ApiError('forbidden', `this key may not read hotel ${query.hotelCode}`);
  const [afterMs, afterId] = query.cursor ? [Number(query.cursor.slice(0, 13)), query.cursor.slice(14)] : [new Date(query.since!).getTime() - 1, ''];
  const rows = await rowsOf<Row>(
    db.orm,
    sql`with changed as (
          select e.booking_id as id, date_trunc('milliseconds', max(e.at)) as updated_at
            from booking_events e join bookings b on b.id = e.booking_id
           where b.hotel_id = ${hotelId} and b.status <> 'DRAFT'
           group by e.booking_id)
        select b.id, b.status, rt.code as "roomCode", rt.plans, b.plan_code as "planCode", b.checkin::text as checkin, b.checkout::text as checkout,
               b.rooms, b.adults, b.children, b.guests, b.email, b.phone, b.dial_code as "dialCode", b.total_paise as "totalPaise",
               coalesce((select sum(l.amount_paise) from payment_ledger l where l.booking_id = b.id and l.entry = 'capture' and l.reason = 'payment'), 0)::int as "paidPaise",
               b.special_request as "specialRequest", b.created_at as "createdAt", (extract(epoch from c.updated_at) * 1000)::bigint::text as "updatedMs", b.cancelled_at as "cancelledAt"
          from changed c join bookings b on b.id = c.id join room_types rt on rt.id = b.room_type_id
         where (c.updated_at, c.id) > (to_timestamp(${afterMs}::double precision / 1000), ${afterId})
         order by c.updated_at, c.id limit ${BOOKINGS_PAGE + 1}`,
  );
  const page = rows.slice(0, BOOKINGS_PAGE);
  const last = page.at(-1);
  return {
    bookings: page.map((row): PartnerBooking => {
      const lead = row.guests?.[0]?.travellerInfo[0];
      const request = row.specialRequest ?? {};
      return {
        bookingId: row.id,
        status: STATUS[row.status]!,
        roomCode: row.roomCode,
        planCode: row.plans.find((p) => p.code === row.planCode)?.partnerCode ?? row.planCode,
        checkin: row.checkin,
        checkout: row.checkout,
        rooms: row.rooms,
        adults: row.adults,
        children: row.children,
        guest: { firstName: lead?.fN ?? '', lastName: lead?.lN ?? '', email: row.email ?? '', phone: row.phone ? `${row.dialCode ?? '+91'} ${row.phone}` : '' },
        totalPaise: row.totalPaise,
        paidPaise: row.paidPaise,
        specialRequests: [
          ...Object.entries(REQUESTS).filter(([field]) => request[field] === true).map(([, text]) => text),
          ...(typeof request.additionalRequests === 'string' && request.additionalRequests ? [request.additionalRequests] : []),
        ],
        createdAt: new Date(row.createdAt).toISOString(),
        updatedAt: new Date(Number(row.updatedMs)).toISOString(),
        cancelledAt: row.cancelledAt ? new Date(row.cancelledAt).toISOString() : null,
      };
    }),
    next: rows.length > BOOKINGS_PAGE && last ? `${last.updatedMs.padStart(13, '0')}.${last.id}` : null,
  };
}
