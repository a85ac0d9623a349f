import type { APIRequestContext, Page } from '@playwright/test';
import { API_BASE } from '../../../contract/basePath';
import { addDays, todayInIndia } from '../../../domain/dates';
import { expect } from './fixtures';
import { otpFor, uniquePhone } from './identity';

/**
 * Helpers for the booking specs: options chosen through the real API (as the detail specs choose
 * hotels), and a second traveller who books through the API to take a room type's last rooms.
 */

export const BENGALURU = { id: 1277333, name: 'Bengaluru' };

export interface RoomAsked {
  adults: number;
  childAges?: number[];
}

export interface ChosenOption {
  hotelId: string;
  hotelName: string;
  searchId: string;
  optionId: string;
  /** `{roomTypePosition}-{planCode}`: the same room and plan in any search of the hotel. */
  suffix: string;
  total: number;
  isBA: boolean;
  ipr: boolean;
  ipm: boolean;
  checkIn: string;
  checkOut: string;
}

const headers = () => ({ 'correlation-id': String(Date.now()) });

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await request.post(`${API_BASE}${path}`, { headers: { ...headers(), ...(token ? { authorization: token } : {}) }, data });
  return { status: res.status(), body: (await res.json()) as T };
}

/** The search query of a stay in a city. */
export function searchBody(city: { id: number; name: string }, checkIn: string, nights: number, rooms: RoomAsked[]) {
  return {
    cityName: city.name,
    searchQuery: {
      checkinDate: checkIn,
      checkoutDate: addDays(checkIn, nights),
      roomInfo: rooms.map((r) => ({ numberOfRooms: 1, numberOfAdults: r.adults, numberOfChild: r.childAges?.length ?? 0, childAge: r.childAges ?? [] })),
      searchCriteria: { city: city.id, nationality: '106', currency: 'INR' },
      searchPreferences: { ratings: [3, 4, 5], fsc: true },
    },
    sync: true,
  };
}

interface DetailOption {
  id: string;
  tp: number;
  isBA: boolean;
  ipr: boolean;
  ipm: boolean;
}

/**
 * The first option of a search whose hotel and option fit `wanted`, in the search's order: a
 * fresh API search (from `checkIn`, or `days` ahead) for `rooms`, then each hotel's detail (every option).
 */
export async function chooseOption(
  request: APIRequestContext,
  opts: { days?: number; checkIn?: string; nights?: number; rooms: RoomAsked[]; city?: { id: number; name: string }; wanted: (o: DetailOption) => boolean },
): Promise<ChosenOption> {
  const checkIn = opts.checkIn ?? addDays(todayInIndia(new Date()), opts.days ?? 20);
  const nights = opts.nights ?? 2;
  const search = await post<{ response: { hotelSearchId: string; searchResult: { his: Array<{ id: string; name: string }> } } }>(
    request,
    '/hotel-search-v2',
    searchBody(opts.city ?? BENGALURU, checkIn, nights, opts.rooms),
  );
  expect(search.status, 'the search answers').toBe(200);
  const searchId = search.body.response.hotelSearchId;
  for (const hit of search.body.response.searchResult.his.slice(0, 60)) {
    const detail = await post<{ response: { hotel: { ops: DetailOption[] } } }>(request, '/detail-search/v2', { id: hit.id, hotelSearchId: searchId });
    const option = detail.body.response.hotel.ops.find(opts.wanted);
    if (!option) continue;
    return {
      hotelId: hit.id,
      hotelName: hit.name,
      searchId,
      optionId: option.id,
      suffix: option.id.slice(option.id.indexOf(`-${hit.id}-`) + hit.id.length + 2),
      total: option.tp,
      isBA: option.isBA,
      ipr: option.ipr,
      ipm: option.ipm,
      checkIn,
      checkOut: addDays(checkIn, nights),
    };
  }
  throw new Error('no option of the search fits the test');
}

/** A traveller logged in through the API (guest token, code, verify): the token, for API calls. */
export async function apiTraveller(request: APIRequestContext): Promise<string> {
  const guest = (await (await request.get(`${API_BASE}/guest`, { headers: headers() })).json()) as { response: { token: string } };
  const phone = uniquePhone();
  expect((await request.post(`${API_BASE}/signup`, { headers: { ...headers(), authorization: guest.response.token }, data: { mobileNumber: phone } })).status()).toBe(200);
  const otp = await otpFor(request, phone);
  const verified = await request.post(`${API_BASE}/signup/validate/otp`, {
    headers: { ...headers(), authorization: guest.response.token },
    data: { mobileNumber: phone, emailId: '', otp },
  });
  return ((await verified.json()) as { response: { token: string } }).response.token;
}

/** The same room and plan of `option` in a fresh one-room, one-adult search of its dates, for the second traveller. */
export async function singleRoomOption(request: APIRequestContext, option: ChosenOption, city = BENGALURU): Promise<string> {
  const nights = Math.round((Date.parse(option.checkOut) - Date.parse(option.checkIn)) / 86_400_000);
  const search = await post<{ response: { hotelSearchId: string } }>(request, '/hotel-search-v2', searchBody(city, option.checkIn, nights, [{ adults: 1 }]));
  return `${search.body.response.hotelSearchId}-${option.hotelId}-${option.suffix}`;
}

/** POST /hotel-review as the second traveller: the HTTP status (409 with 6034 when no room is left). */
export async function reviewStatus(request: APIRequestContext, token: string, hotelId: string, optionId: string): Promise<{ status: number; code?: number }> {
  const review = await post<{ hotelFailureCode?: number }>(request, '/hotel-review', { hotelId, optionId }, token);
  return { status: review.status, code: review.body.hotelFailureCode };
}

/**
 * The second traveller books one room of the option at a time (pay now: held 15 minutes) until
 * the review answers 6034: the room type has no room left on those nights. Returns how many.
 */
export async function takeEveryRoom(request: APIRequestContext, token: string, hotelId: string, optionId: string): Promise<number> {
  for (let taken = 0; taken < 40; taken++) {
    const review = await post<{ hotelFailureCode?: number; response: { bookingId: string; price: { total: number } } }>(request, '/hotel-review', { hotelId, optionId }, token);
    if (review.status === 409 && review.body.hotelFailureCode === 6034) return taken;
    expect(review.status, 'the second traveller reviews the room').toBe(200);
    const res = await request.put(`${API_BASE}/bookFullPayment`, {
      headers: { ...headers(), authorization: token },
      data: {
        bookingId: review.body.response.bookingId,
        hotelId,
        roomTravellerInfo: [{ travellerInfo: [{ fN: 'Kabir', lN: 'Mehta', ti: 'Mr', pt: 'ADULT' }] }],
        deliveryInfo: { emails: ['kabir.mehta@example.in'], contacts: ['9876501234'], code: '+91' },
        totalAmount: review.body.response.price.total,
      },
    });
    if (res.status() === 409) return taken + 1;
    expect(res.status(), 'the second traveller books the room').toBe(200);
  }
  throw new Error('the room type never ran out');
}

/** The review page of an option, logged in. */
export async function openReview(page: Page, option: Pick<ChosenOption, 'hotelId' | 'optionId' | 'hotelName'>) {
  await page.goto(`/review-booking/${option.hotelId}/${option.optionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your booking' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('stay-summary').getByRole('heading', { name: option.hotelName })).toBeVisible();
}

/** A field of the review form by its label, within a section or group. */
export const primaryGuest = (page: Page) => page.getByRole('region', { name: 'Primary guest' });
export const guestsOfRoom = (page: Page, room: number) => page.getByRole('group', { name: `Room ${room}`, exact: true });
export const otherGuest = (page: Page, room: number, guest: number) => page.getByRole('group', { name: `Room ${room}, guest ${guest}`, exact: true });
