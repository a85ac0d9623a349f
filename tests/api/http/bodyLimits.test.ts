import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { failureEnvelope } from '../../../contract/envelope';
import { apiCalls } from '../../../contract/requests';
import { BODY_LIMITS } from '../../../server/http/bodyLimits';
import { payloadFor, reviewFor } from '../bookings/support';
import { searchBody } from '../catalogue/support';
import { catalogueHotelId } from '../authorization/matrix';
import { api, loginAs, testServer, uniqueIp } from '../support/testApp';
import { PARTNER_BASE } from '../../../contract/partner';
import { ARI_BODY_LIMIT } from '../../../server/modules/partner/routes';
import { keyFor, partnerHotels } from '../partner/support';

/**
 * Body limits sized to real use: each route takes its largest real body and is
 * refused, before the body is read, just above its limit.
 */
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** A JSON body of exactly `size` bytes. */
const bodyOf = (size: number) => JSON.stringify({ pad: 'x'.repeat(size - 10) });

/** Sent by a logged-in traveller, so that a route for users reads the body (or refuses it for its size). */
async function send(method: 'POST' | 'PUT', url: string, payload: string, token?: string) {
  const { app } = await testServer();
  const authorization = token ?? (await loginAs()).token;
  return app.inject({ method, url, payload, headers: { 'content-type': 'application/json', authorization }, remoteAddress: uniqueIp() });
}

describe('body limits', () => {
  it('no API route takes a body over 64 KB but the profile, whose photo has its own limit, and a partner\'s ARI push', async () => {
    const { token } = await loginAs();
    for (const call of apiCalls.filter((c) => c.method !== 'GET' && !c.url.endsWith('/saveProfile') && c.url !== `${PARTNER_BASE}/ari`)) {
      const res = await send(call.method as 'POST' | 'PUT', call.url.replace(/:\w+/g, 'x'), bodyOf(64 * 1024 + 1), token);
      expect(res.statusCode, call.url).toBe(413);
      expect(failureEnvelope.parse(res.json()).hotelFailureMsg).toMatch(/^body: larger than the \d+ KB limit of this call$/);
    }
  });

  it('refuses each kind of call just above its own limit', async () => {
    const cases: Array<['POST' | 'PUT', string, number]> = [
      ['POST', '/signup', BODY_LIMITS.small],
      ['POST', '/save-wishlist', BODY_LIMITS.small],
      ['POST', '/hotel-search-v2', BODY_LIMITS.search],
      ['POST', '/cancelBooking/PDV0000000000', BODY_LIMITS.cancel],
      ['PUT', '/bookFullPayment', BODY_LIMITS.booking],
      ['POST', '/razorpay/webhook', BODY_LIMITS.webhook],
      ['PUT', '/saveProfile', BODY_LIMITS.profile],
    ];
    const { token } = await loginAs();
    for (const [method, path, limit] of cases) {
      expect((await send(method, `${API_BASE}${path}`, bodyOf(limit + 1), token)).statusCode, path).toBe(413);
      expect((await send(method, `${API_BASE}${path}`, bodyOf(limit), token)).statusCode, path).not.toBe(413);
    }
  });

  it('checks the caller before reading a body: a call for users without a login is a 401, however large its body', async () => {
    const guest = await api('GET', '/guest');
    for (const authorization of [undefined, String(guest.body.response.token)]) {
      const { app } = await testServer();
      const res = await app.inject({
        method: 'PUT',
        url: `${API_BASE}/saveProfile`,
        // Larger than the photo's limit, and nested as an attack would nest it: never read.
        payload: '['.repeat(BODY_LIMITS.profile + 1),
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        remoteAddress: uniqueIp(),
      });
      expect(res.statusCode, authorization ? 'guest' : 'no token').toBe(401);
    }
  });

  it('bounds how deep a body nests while reading it, before any walk or schema', async () => {
    const { token } = await loginAs();
    const deep = `${'['.repeat(33)}${']'.repeat(33)}`;
    const res = await send('PUT', `${API_BASE}/saveProfile`, deep, token);
    expect(res.statusCode).toBe(400);
    expect(failureEnvelope.parse(res.json()).hotelFailureMsg).toBe('body: nested deeper than 32 levels of arrays and objects');
    // Brackets inside a string are text, not nesting.
    expect((await send('PUT', `${API_BASE}/saveProfile`, JSON.stringify({ firstName: '['.repeat(100) }), token)).statusCode).toBe(400);
    expect(failureEnvelope.parse((await send('PUT', `${API_BASE}/saveProfile`, JSON.stringify({ firstName: '['.repeat(100) }), token)).json()).hotelFailureMsg).not.toMatch(/nested/);
  });

  it('checks a partner\'s key before reading its push, and takes a push up to 8 MB, a year of ARI for many room types', async () => {
    const unknownKey = await send('POST', `${PARTNER_BASE}/ari`, bodyOf(ARI_BODY_LIMIT + 1));
    expect(unknownKey.statusCode).toBe(401);
    const [hotel] = await partnerHotels();
    const key = await keyFor([hotel!.code]);
    const withKey = (size: number) =>
      testServer().then(({ app }) => app.inject({ method: 'POST', url: `${PARTNER_BASE}/ari`, payload: bodyOf(size), headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` } }));
    const over = await withKey(ARI_BODY_LIMIT + 1);
    expect(over.statusCode).toBe(413);
    expect(failureEnvelope.parse(over.json()).hotelFailureMsg).toBe('body: larger than the 8 MB limit of this call');
    // At the limit the body is read and checked: it is not a batch (400), not too large.
    expect((await withKey(ARI_BODY_LIMIT)).statusCode).toBe(400);
  });

  it('takes the largest real body of each: a search of 200 hotels, a full booking, a long cancellation note', async () => {
    const server = await testServer();
    const { token, userId } = await loginAs();
    // A search limited to 200 hotels (the most a query may name).
    const base = await searchBody();
    const hids = await Promise.all(Array.from({ length: 200 }, (_, i) => catalogueHotelId(server, i)));
    const search = { ...base, searchQuery: { ...base.searchQuery, searchPreferences: { ...base.searchQuery.searchPreferences, hids: hids.map((h) => h.padStart(16, '1').slice(-16)) } } };
    expect(bytes(search)).toBeLessThanOrEqual(BODY_LIMITS.search);
    expect((await api('POST', '/hotel-search-v2', { body: search })).status).not.toBe(413);

    // A booking with every field at its longest, in three-byte characters.
    const review = await reviewFor(userId);
    const payload = payloadFor(review);
    const long = (n: number) => 'क'.repeat(n);
    const full = {
      ...payload,
      roomTravellerInfo: Array.from({ length: 5 }, () => ({ travellerInfo: Array.from({ length: 4 }, () => ({ fN: long(60), lN: long(60), ti: 'Mr', pt: 'ADULT', pan: long(10), pNum: long(9) })) })),
      deliveryInfo: { emails: [long(254), long(254), long(254)], contacts: [long(20), long(20), long(20)], code: '+91' },
      specialRequest: { ...payload.specialRequest, additionalRequests: long(2000) },
      type: long(30), imgUrl: long(500), hotelName: long(200), address: long(500), hotelContactNumber: long(40), roomType: long(200),
      city: long(100), state: long(100), country: long(100), companyAddress: long(300), companyName: long(200), gstNumber: long(15),
      email: long(254), userContactNumber: long(20),
    };
    expect(bytes(full)).toBeLessThanOrEqual(BODY_LIMITS.booking);
    const booked = await api('PUT', '/bookFullPayment', { body: full, token });
    expect(booked.status, JSON.stringify(booked.body)).not.toBe(413);

    const note = { changeOfPlans: true, comments: long(500) };
    expect(bytes(note)).toBeLessThanOrEqual(BODY_LIMITS.cancel);
    expect((await api('POST', `/cancelBooking/${review.bookingId}`, { body: note, token })).status).not.toBe(413);
  });
});
