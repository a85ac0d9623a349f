/**
 * The detail calls of src/api/detail.ts against a real HTTP server whose answers each test sets:
 * what they send, what they cache, and how a SUCCESS answer without a hotel reads.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchErrorMessage } from '../../machines/hotelDetail.machine';
import { client, createClient } from '../../src/api/client';
import { fetchDetailV2, NoHotelDataError, searchByHotelId, stayQuery } from '../../src/api/detail';
import { queryClient } from '../../src/api/queryClient';
import { loadHotel, searchHotel } from '../../src/live/hotelDetailData';
import { hotel, HOTEL_ID, SEARCH_ID } from '../../contract/samples/hotelDetail';

interface Seen {
  path: string;
  body: Record<string, unknown>;
}

let server: Server;
let seen: Seen[] = [];
let respond: (seen: Seen) => { status: number; body: unknown };

const stay = { checkIn: '2025-12-01', checkOut: '2025-12-03', rooms: [{ adults: 2, childAges: [5] }] };
const payload = (searchId = SEARCH_ID) => ({
  id: HOTEL_ID,
  hotelSearchId: searchId,
  searchQuery: {
    checkinDate: stay.checkIn,
    checkoutDate: stay.checkOut,
    roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 1, childAge: [5] }],
    searchCriteria: { nationality: '106', currency: 'INR' },
    searchPreferences: { ratings: [3, 4, 5], fsc: true },
  },
  hotel: hotel(),
});

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const entry = { path: req.url ?? '', body: raw ? JSON.parse(raw) : {} };
      seen.push(entry);
      const answer = respond(entry);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  client.use(createClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: () => 'token', retryDelay: 1 }));
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  seen = [];
  queryClient.clear();
});

describe('POST /detail-search/v2', () => {
  it('sends id, hotelSearchId and the stored stay as searchQuery', async () => {
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: payload() } });
    const answer = await fetchDetailV2(HOTEL_ID, SEARCH_ID, stay);
    expect(answer.hotel.id).toBe(HOTEL_ID);
    expect(seen).toEqual([{ path: '/detail-search/v2', body: { id: HOTEL_ID, hotelSearchId: SEARCH_ID, searchQuery: stayQuery(stay) } }]);
  });

  it('a SUCCESS answer without response.hotel is NoHotelDataError: "We couldn’t find any hotels for your search."', async () => {
    for (const body of [
      { hotelStatus: 'SUCCESS', response: { ...payload(), hotel: undefined } },
      { hotelStatus: 'SUCCESS', response: { ...payload(), hotel: null } },
      { hotelStatus: 'SUCCESS', response: {} },
      { hotelStatus: 'SUCCESS' },
    ]) {
      queryClient.clear();
      respond = () => ({ status: 200, body });
      const error = await fetchDetailV2(HOTEL_ID, SEARCH_ID, stay).catch((e: unknown) => e);
      expect(error, JSON.stringify(body)).toBeInstanceOf(NoHotelDataError);
      expect((error as Error).message).toBe('The answer of /detail-search/v2 has no hotel data: response.hotel is undefined');
      expect(fetchErrorMessage(error)).toBe('We couldn’t find any hotels for your search.');
    }
  });

  it('a malformed hotel or a failure answer stays a fetch failure', async () => {
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { ...payload(), hotel: { id: HOTEL_ID } } } });
    const malformed = await fetchDetailV2(HOTEL_ID, SEARCH_ID, stay).catch((e: unknown) => e);
    expect(malformed).not.toBeInstanceOf(NoHotelDataError);
    expect(fetchErrorMessage(malformed)).toBe('Failed to fetch hotel data. Please try again.');
    queryClient.clear();
    respond = () => ({ status: 404, body: { hotelStatus: 'FAILURE', hotelFailureCode: 4040, hotelFailureMsg: 'hotelSearchId: this search is unknown or has expired' } });
    const missing = await fetchDetailV2(HOTEL_ID, SEARCH_ID, stay).catch((e: unknown) => e);
    expect(missing).not.toBeInstanceOf(NoHotelDataError);
    expect(fetchErrorMessage(missing)).toBe('Failed to fetch hotel data. Please try again.');
  });
});

describe('POST /search-by-hotel-id', () => {
  let searches = 0;
  beforeEach(() => {
    searches = 0;
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: payload(`${String(++searches).padStart(2, '0')}${'a'.repeat(18)}`) } });
  });

  it('a first load reuses an answer for the same hotel and stay (5 minutes)', async () => {
    const first = await searchByHotelId(HOTEL_ID, stay);
    const again = await searchByHotelId(HOTEL_ID, stay);
    expect(again.hotelSearchId).toBe(first.hotelSearchId);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({ path: '/search-by-hotel-id', body: { searchQuery: stayQuery(stay), sync: true, hotelId: HOTEL_ID } });
  });

  it('Update (fresh) asks the server again for the same stay, and its answer is what later reads get', async () => {
    const first = await searchByHotelId(HOTEL_ID, stay);
    const fresh = await searchByHotelId(HOTEL_ID, stay, { fresh: true });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.body).toEqual(seen[0]!.body);
    expect(fresh.hotelSearchId).not.toBe(first.hotelSearchId);
    expect((await searchByHotelId(HOTEL_ID, stay)).hotelSearchId).toBe(fresh.hotelSearchId);
    expect(seen).toHaveLength(2);
  });

  it('a SUCCESS answer without a hotel is NoHotelDataError here too', async () => {
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { id: HOTEL_ID } } });
    const error = await searchByHotelId(HOTEL_ID, stay, { fresh: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoHotelDataError);
    expect((error as NoHotelDataError).path).toBe('/search-by-hotel-id');
  });
});

describe('the detail machine\'s loaders (src/live/hotelDetailData.ts)', () => {
  let searches = 0;
  beforeEach(() => {
    searches = 0;
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: payload(`${String(++searches).padStart(2, '0')}${'b'.repeat(18)}`) } });
  });

  it('the first load may use the cache; Update (searchHotel) always runs a fresh search', async () => {
    const loaded = await loadHotel({ hotelId: HOTEL_ID, searchId: null, stay });
    expect((await loadHotel({ hotelId: HOTEL_ID, searchId: null, stay })).searchId).toBe(loaded.searchId);
    expect(seen).toHaveLength(1);
    const updated = await searchHotel({ hotelId: HOTEL_ID, stay });
    const again = await searchHotel({ hotelId: HOTEL_ID, stay });
    expect(seen.map((s) => s.path)).toEqual(['/search-by-hotel-id', '/search-by-hotel-id', '/search-by-hotel-id']);
    expect(new Set([loaded.searchId, updated.searchId, again.searchId]).size).toBe(3);
  });

  it('with a search id the stored stay goes to /detail-search/v2 as its query', async () => {
    await loadHotel({ hotelId: HOTEL_ID, searchId: SEARCH_ID, stay });
    expect(seen).toEqual([{ path: '/detail-search/v2', body: { id: HOTEL_ID, hotelSearchId: SEARCH_ID, searchQuery: stayQuery(stay) } }]);
  });
});
