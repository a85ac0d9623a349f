/**
 * Book calls for the benchmark: reviews made first through the real API (each booking needs its
 * own review), over distinct hotels and dates of the metros, each booked once.
 */
import { API_BASE } from '../../../contract/basePath';
import { reviewResponse } from '../../../contract/booking';
import { hotelSearchResponse } from '../../../contract/search';
import { addDays, todayInIndia } from '../../../domain/dates';

export interface BookCall {
  token: string;
  body: string;
}

const post = async (port: number, path: string, body: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
};

/** `hotelsPerSearch` hotels of each metro on each of `dates` dates, reviewed by the users in turn, 16 at a time. */
export async function bookCalls(port: number, tokens: string[], metros: number[], dates: number, hotelsPerSearch: number): Promise<BookCall[]> {
  const today = todayInIndia(new Date());
  const options: Array<{ hotelId: string; optionId: string }> = [];
  for (const city of metros) {
    for (let d = 0; d < dates; d++) {
      const checkin = addDays(today, 5 + d * 3);
      const answer = hotelSearchResponse.parse(
        await post(port, '/hotel-search-v2', {
          cityName: '',
          searchQuery: {
            checkinDate: checkin, checkoutDate: addDays(checkin, 2),
            roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }],
            searchCriteria: { city, nationality: '106', currency: 'INR' },
            searchPreferences: { ratings: [3, 4, 5], fsc: true },
          },
        }),
      );
      for (const hit of answer.response.searchResult.his.slice(0, hotelsPerSearch)) options.push({ hotelId: hit.id, optionId: hit.ops[0]!.id });
    }
  }
  const calls: BookCall[] = [];
  for (let i = 0; i < options.length; i += 16) {
    const batch = options.slice(i, i + 16);
    calls.push(
      ...(await Promise.all(
        batch.map(async (option, n) => {
          const token = tokens[(i + n) % tokens.length]!;
          const review = reviewResponse.parse(await post(port, '/hotel-review', option, token)).response;
          const guest = (fN: string, ti: string) => ({ fN, lN: 'Sharma', ti, pt: 'ADULT', ...(review.conditions.ipr && ti === 'Mr' ? { pan: 'ABCDE1234F' } : {}), ...(review.conditions.ipm && ti === 'Mr' ? { pNum: 'K1234567' } : {}) });
          const body = {
            bookingId: review.bookingId,
            hotelId: review.hInfo.id,
            roomTravellerInfo: [{ travellerInfo: [guest('Asha', 'Mr'), guest('Vikram', 'Mrs')] }],
            deliveryInfo: { emails: ['asha.sharma@example.in'], contacts: ['9876543210'], code: '+91' },
            totalAmount: review.price.total,
          };
          return { token, body: JSON.stringify(body) };
        }),
      )),
    );
  }
  return calls;
}
