import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingPayload } from '../../contract/booking';
import { book, BookingCallError, reviewBooking } from '../../src/api/bookings';
import { client, createClient } from '../../src/api/client';
import { BOOKING_ID, HOTEL_ID, newPrice, OPTION_ID, result, review } from '../machines/reviewBooking.fixtures';

/** A real HTTP server standing in for the API: each test sets its answers and reads what it received. */
let server: Server;
let seen: IncomingMessage[] = [];
let respond: (n: number) => { status: number; body: unknown };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const answer = respond(seen.length);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client.use(createClient({ baseURL, token: () => 'device-token-123', retryDelay: 1 }));
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  seen = [];
});

const failure = (status: number, code: number, message: string, response?: unknown) => ({
  status,
  body: { hotelStatus: 'FAILURE', hotelFailureCode: code, hotelFailureMsg: message, ...(response ? { response } : {}) },
});
const payload = { bookingId: BOOKING_ID, hotelId: HOTEL_ID, totalAmount: 8960 } as BookingPayload;

async function failureOf(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BookingCallError);
  return (error as BookingCallError).failure;
}

describe('booking calls', () => {
  it('one submission sends one Idempotency-Key, the same on the client retry after a server failure', async () => {
    respond = (n) => (n === 1 ? { status: 503, body: {} } : { status: 200, body: { hotelStatus: 'SUCCESS', response: result } });
    expect(await book('payNow', payload)).toEqual(result);
    expect(seen.map((r) => [r.method, r.url])).toEqual([
      ['PUT', '/bookFullPayment'],
      ['PUT', '/bookFullPayment'],
    ]);
    const key = seen[0]!.headers['idempotency-key'];
    expect(key).toMatch(/^book-[0-9a-f-]{36}$/);
    expect(seen[1]!.headers['idempotency-key']).toBe(key);
    // Another submission is another key; pay later blocks through /bookWithZero.
    seen = [];
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { ...result, bookingStatus: 'HOLD' } } });
    await book('payLater', payload);
    expect(seen[0]!.url).toBe('/bookWithZero');
    expect(seen[0]!.headers['idempotency-key']).not.toBe(key);
  });

  it('tells the failures apart as the review machine reads them', async () => {
    respond = () => failure(409, 6034, 'No rooms available at this hotel. Please try another hotel or date.');
    expect(await failureOf(() => book('payNow', payload))).toEqual({ kind: 'noRooms' });
    respond = () => failure(409, 4090, 'price changed', { price: newPrice });
    expect(await failureOf(() => book('payNow', payload))).toEqual({ kind: 'priceChanged', price: newPrice });
    respond = () => failure(400, 4000, "body.roomTravellerInfo.0.travellerInfo.1.fN: Please enter guest's first and last name");
    expect(await failureOf(() => book('payNow', payload))).toEqual({ kind: 'invalid', message: "body.roomTravellerInfo.0.travellerInfo.1.fN: Please enter guest's first and last name" });
    respond = () => failure(401, 4010, 'Please log in.');
    expect(await failureOf(() => book('payNow', payload))).toEqual({ kind: 'unauthorized' });
    respond = () => failure(409, 4090, 'This booking has already been made.');
    expect(await failureOf(() => book('payNow', payload))).toEqual({ kind: 'failed', message: 'This booking has already been made.' });
    respond = () => failure(500, 5000, 'Internal Server Error');
    expect(await failureOf(() => book('payNow', payload))).toEqual({ kind: 'failed', message: null });
  });

  it('reviews an option, or says there is no room', async () => {
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: review } });
    expect(await reviewBooking({ hotelId: HOTEL_ID, optionId: OPTION_ID, userId: 'u-1' })).toEqual(review);
    respond = () => failure(409, 6034, 'Apologies, there are no rooms available at this hotel at the moment.');
    expect(await failureOf(() => reviewBooking({ hotelId: HOTEL_ID, optionId: OPTION_ID, userId: 'u-1' }))).toEqual({ kind: 'noRooms' });
  });
});
