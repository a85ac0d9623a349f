/**
 * Allotment taken as bookings would take it, written straight into a stopped server's embedded
 * database: `npm run bench` measures search again with the metros partly booked, since a city's
 * booked nights are what each of its searches reads (allotmentSnapshots.ts) and hands to the
 * search thread. There is no booking flow yet to make them through the API.
 *
 * Booked: every fourth room type of the cities' hotels (by its position and hotel), on every
 * third night of the next `nights`: one room taken, and all of them on every ninth night, so some
 * options and hotels drop out of the answers as a sold-out room type makes them.
 */
import { openDatabase } from '../../../server/db/database';

export async function bookAllotment(dataDir: string, cityIds: number[], from: string, nights: number): Promise<number> {
  const db = await openDatabase({ dataDir });
  try {
    await db.rows(
      `insert into room_allotments (room_type_id, night, hotel_id, city_id, total, taken)
         select rt.id, d::date, rt.hotel_id, h.city_id, rt.capacity,
                case when (d::date - $2::date) % 9 = 0 then rt.capacity else 1 end
           from room_types rt join hotels h on h.id = rt.hotel_id,
                generate_series($2::date, $2::date + ($3::int - 1), interval '3 days') d
          where h.city_id = any($1::int[]) and (rt.position + length(h.id) + ascii(right(h.id, 1))) % 4 = 0
       on conflict (room_type_id, night) do nothing`,
      [cityIds, from, nights],
    );
    const [row] = await db.rows<{ count: number }>('select count(*)::int as count from room_allotments where city_id = any($1::int[])', [cityIds]);
    return row?.count ?? 0;
  } finally {
    await db.close();
  }
}
