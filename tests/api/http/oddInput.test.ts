import { describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../../contract/envelope';
import { payloadFor, reviewFor } from '../bookings/support';
import { searchBody } from '../catalogue/support';
import { api, loginAs, uniqueIp } from '../support/testApp';

/**
 * No 5xx from odd input: every id has a strict pattern and free text refuses
 * control characters, each refused at the contract with a 400 that names the field. (The fuzz
 * suite, tests/api/fuzz, sends such input to every route; these are the cases the issue names.)
 */
const fieldOf = (res: { status: number; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return failureEnvelope.parse(res.body).hotelFailureMsg;
};

describe('odd input is a 400 naming the field, never a 5xx', () => {
  it('a NUL byte in hotelId on /delete-wishlist (it reached PostgreSQL, which refuses 0x00: a 500)', async () => {
    const { token, userId } = await loginAs();
    for (const hotelId of ['12\u0000345', '\u0000', '1234\u00005678']) {
      expect(fieldOf(await api('POST', '/delete-wishlist', { body: { userId, hotelId }, token }))).toBe('body.hotelId: must not contain a NUL character (\\u0000), which no database stores');
    }
  });

  it('every kind of id: hotel, option, search, city, theme, user and booking', async () => {
    const { token, userId } = await loginAs();
    // A NUL is refused on every route before its own checks (http/storableText.ts); other odd ids by each field's rule.
    const odd = '1\u00002';
    const other = '1.2';
    expect(fieldOf(await api('POST', '/detail-search', { body: { id: odd } }))).toBe('body.id: must not contain a NUL character (\\u0000), which no database stores');
    expect(fieldOf(await api('POST', '/detail-search', { body: { id: other } }))).toBe('body.id: must be a hotel id');
    expect(fieldOf(await api('POST', '/hotel-cancellation-policy', { body: { id: '1275339001', optionId: odd } }))).toBe('body.optionId: must not contain a NUL character (\\u0000), which no database stores');
    expect(fieldOf(await api('POST', '/hotel-cancellation-policy', { body: { id: '1275339001', optionId: other } }))).toBe('body.optionId: must be an option id');
    expect(fieldOf(await api('POST', '/detail-search/v2', { body: { id: '1275339001', hotelSearchId: odd } }))).toBe('body.hotelSearchId: must not contain a NUL character (\\u0000), which no database stores');
    expect(fieldOf(await api('POST', '/detail-search/v2', { body: { id: '1275339001', hotelSearchId: other } }))).toBe('body.hotelSearchId: must be a hotelSearchId');
    const search = await searchBody();
    for (const city of [odd, '99999999999', 2_147_483_648, -1, 1.5]) {
      const res = await api('POST', '/hotel-search-v2', { body: { ...search, searchQuery: { ...search.searchQuery, searchCriteria: { ...search.searchQuery.searchCriteria, city } } } });
      expect(fieldOf(res), String(city)).toMatch(/^body\.searchQuery\.searchCriteria\.city: /);
    }
    expect(fieldOf(await api('GET', '/retrieve-cities-by-theme/99999999999'))).toBe('params.vibeId: must be a theme id');
    expect(fieldOf(await api('GET', `/retrieve-cities-by-theme/${encodeURIComponent(odd)}`))).toBe('params.vibeId: must not contain a NUL character (\\u0000), which no database stores');
    expect(fieldOf(await api('GET', `/retrieve-cities-by-theme/${encodeURIComponent(other)}`))).toBe('params.vibeId: must be a theme id');
    // A user id not the caller's is another account's, whatever it holds: 403 before anything is
    // read; one holding text no store takes is not even an id: 400.
    expect((await api('POST', '/my-bookings', { body: { userId: `${userId}x` }, token })).status).toBe(403);
    expect(fieldOf(await api('POST', '/my-bookings', { body: { userId: `${userId}\u0000` }, token }))).toBe('body.userId: must not contain a NUL character (\\u0000), which no database stores');
    expect(fieldOf(await api('POST', '/booking-detail/PDV%00AAAAAAAAA', { body: {}, token }))).toBe('params.bookingId: must not contain a NUL character (\\u0000), which no database stores');
    expect(fieldOf(await api('POST', '/booking-detail/PDV.AAAAAAAAA', { body: {}, token }))).toBe('params.bookingId: must be a booking id');
    expect(fieldOf(await api('POST', '/initiate-payment', { body: { bookingId: odd, amount: 1, gateway: 'RAZORPAY' }, token }))).toBe('body.bookingId: must not contain a NUL character (\\u0000), which no database stores');
    expect(fieldOf(await api('POST', '/initiate-payment', { body: { bookingId: other, amount: 1, gateway: 'RAZORPAY' }, token }))).toBe('body.bookingId: must be a booking id');
  });

  it('control characters in free text', async () => {
    const { token, userId } = await loginAs();
    const search = await searchBody();
    expect(fieldOf(await api('POST', '/hotel-search-v2', { body: { ...search, cityName: 'Mum\u0001bai' } }))).toBe('body.cityName: must not contain control characters');
    expect(fieldOf(await api('POST', '/hotel/reviews', { body: { hotelId: '1275339001', hotelName: 'Sea\u001b[31m View' } }))).toBe('body.hotelName: must not contain control characters');
    expect(fieldOf(await api('GET', `/cities/search/${encodeURIComponent('Pu\u0007ne')}`))).toBe('params.query: must not contain control characters');
    expect(fieldOf(await api('POST', '/signup', { body: { emailId: 'asha@example.in', deviceToken: 'abc\u0002' }, ip: uniqueIp() }))).toBe('body.deviceToken: must not contain control characters');
    expect(fieldOf(await api('POST', '/signup', { body: { emailId: 'asha@example.in', deviceToken: 'abc\u0000' }, ip: uniqueIp() }))).toBe('body.deviceToken: must not contain a NUL character (\\u0000), which no database stores');
    const review = await reviewFor(userId);
    const payload = payloadFor(review);
    const named = { ...payload, roomTravellerInfo: [{ travellerInfo: [{ ...payload.roomTravellerInfo[0]!.travellerInfo[0]!, fN: 'As\u0007ha' }] }] };
    expect(fieldOf(await api('PUT', '/bookFullPayment', { body: named, token }))).toBe('body.roomTravellerInfo.0.travellerInfo.0.fN: must not contain control characters');
    // A note of several lines may have line breaks, but no other control character.
    const note = (text: string) => ({ ...payload, specialRequest: { ...payload.specialRequest, additionalRequests: text } });
    expect(fieldOf(await api('PUT', '/bookFullPayment', { body: note('Late arrival\u0085please'), token }))).toBe('body.specialRequest.additionalRequests: must not contain control characters');
    expect((await api('PUT', '/bookFullPayment', { body: note('Late arrival.\r\nA quiet room, please.'), token })).status).toBe(200);
  });
});
