import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { API_BASE } from '../../contract/basePath';
import { PARTNER_BASE } from '../../contract/partner';
import { addDays, todayInIndia } from '../../domain/dates';
import { checkA11y, expect, test } from './support/fixtures';

/** Hyderabad: no other browser test searches or books there. */
const HYDERABAD = 1269843;

/** A partner key for one hotel, made as `npm run partner:key` makes one while the server runs (through its admin access). */
async function partnerKeyFor(request: APIRequestContext, hotelCode: string): Promise<string> {
  const { token } = JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, 'admin.json'), 'utf8')) as { token: string };
  const made = await request.post('/api/admin/v1/partner-keys', { headers: { authorization: `Bearer ${token}` }, data: { name: 'E2E channel manager', hotels: [hotelCode] } });
  expect(made.ok()).toBe(true);
  return (await made.json()).response.key;
}

test("a channel manager's minimum stay takes the hotel's rooms off one-night stays, and its page says why", async ({ page, request }) => {
  const checkin = addDays(todayInIndia(new Date()), 75);
  const searched = await request.post(`${API_BASE}/hotel-search-v2`, {
    data: {
      searchQuery: {
        checkinDate: checkin, checkoutDate: addDays(checkin, 1), roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }],
        searchCriteria: { city: HYDERABAD }, searchPreferences: { ratings: [3, 4, 5] },
      },
    },
  });
  const { hotelSearchId, searchResult } = (await searched.json()).response;
  const hotel = searchResult.his[3];
  const key = await partnerKeyFor(request, `PDV-${hotel.id}`);
  const read = await request.get(`${PARTNER_BASE}/ari?hotelCode=PDV-${hotel.id}&from=${checkin}&to=${checkin}`, { headers: { authorization: `Bearer ${key}` } });
  const rooms = (await read.json()).response.roomTypes as Array<{ roomCode: string; name: string }>;
  const pushed = await request.post(`${PARTNER_BASE}/ari`, {
    headers: { authorization: `Bearer ${key}` },
    data: { updates: rooms.map((r) => ({ hotelCode: `PDV-${hotel.id}`, roomCode: r.roomCode, from: checkin, to: addDays(checkin, 1), minStay: 2 })) },
  });
  expect(pushed.ok()).toBe(true);

  await page.goto(`/search-detail/${hotel.id}/${hotelSearchId}`);
  const unavailable = page.getByRole('region', { name: 'Not available for your dates' });
  await expect(unavailable).toBeVisible();
  await expect(unavailable.getByText('Minimum stay 2 nights on these dates').first()).toBeVisible();
  await checkA11y(page, 'section[aria-labelledby="rooms-unavailable"]');
});
