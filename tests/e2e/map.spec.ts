import type { APIRequestContext, Page } from '@playwright/test';
import { API_BASE } from '../../contract/basePath';
import { NEARBY_CATEGORIES } from '../../contract/nearbyCategories';
import { plainText } from '../../src/model/plainText';
import { checkA11y, expect, isMobile, test } from './support/fixtures';
import { clustersOf, hotelsOnMap, pinsOf, somePin } from './support/map';
import { cards, count } from './support/results';
import { dayFromToday } from './support/searchPanel';

const MUMBAI = { id: 1275339, name: 'Mumbai' };

function resultsUrl(city: { id: number; name: string }): string {
  return `/search-result?${new URLSearchParams({ place: String(city.id), destination: city.name, checkIn: dayFromToday(12), checkOut: dayFromToday(13) })}`;
}

/** Opens Mumbai's results and its map (map view is already the view below 1000 px); returns the search answer's hotels. */
async function openMap(page: Page) {
  const answer = page.waitForResponse((r) => r.url().endsWith(`${API_BASE}/hotel-search-v2`) && r.request().method() === 'POST');
  await page.goto(resultsUrl(MUMBAI));
  const hotels = (await (await answer).json()).response.searchResult.his as Array<{ name: string; ad: { adr2: string } }>;
  await expect(cards(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of hotels' });
  await expect(map).toBeVisible();
  return { map, hotels };
}

test.describe('the map', () => {
  test('offline map: land and sea, state and country borders, locality labels, and clusters that count every hotel', async ({ page }) => {
    const { map, hotels } = await openMap(page);
    const total = await count(page);
    expect(total).toBeGreaterThan(20);

    // Geography drawn from Natural Earth: land (the rest is sea) and borders.
    await expect(map.getByTestId('map-land')).toHaveAttribute('d', /^M[\d.-]+ [\d.-]+L/);
    await expect(map.getByTestId('map-states')).toHaveAttribute('d', /^M/);
    await expect(map.getByText(/Natural Earth/)).toBeVisible();

    // The city's localities as labels: names from the hotels' addresses.
    const localities = new Set(hotels.map((h) => h.ad.adr2.split(', near ')[0]));
    const labels = await map.locator('.map-label[data-kind="locality"]').allTextContents();
    expect(labels.length).toBeGreaterThan(3);
    for (const l of labels) expect(localities.has(l), `${l} is a locality of the hotels`).toBe(true);

    // Hotels in clusters with counts, not one blob of pins: every hotel is counted once.
    await expect(clustersOf(map).first()).toBeVisible();
    await expect.poll(() => hotelsOnMap(map)).toBe(total);
    await checkA11y(page);

    // A cluster zooms in until it splits; the count still adds up.
    const clusters = await clustersOf(map).count();
    const pins = await pinsOf(map).count();
    await clustersOf(map).first().click();
    await expect.poll(async () => (await clustersOf(map).count()) !== clusters || (await pinsOf(map).count()) !== pins).toBe(true);
    await map.getByRole('button', { name: 'Show all hotels' }).click();
    await expect.poll(() => hotelsOnMap(map)).toBe(total);
  });

  test('a pin opens a preview card in place; View hotel opens the hotel in the same tab', async ({ page, context }) => {
    const { map } = await openMap(page);
    const pin = await somePin(map);
    const name = (await pin.getAttribute('aria-label'))!.replace(/, Rs [\d,]+\.\d{2} per night$/, '');
    const url = page.url();
    await pin.click();

    // In place: no new tab, the same page, the card over the map.
    const card = map.getByRole('region', { name: `${name}, preview` });
    await expect(card).toBeVisible();
    expect(page.url()).toBe(url);
    expect(context.pages()).toHaveLength(1);
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card.getByRole('img', { name: /^[345] star hotel$/ })).toBeVisible();
    await expect(card.getByText(/^\d\.\d\/5 (Excellent|Very Good|Good|Fair|Poor)$/)).toBeVisible();
    await expect(card.getByText(/^Rs [\d,]+\.\d{2} per night$/)).toBeVisible();
    await expect(card.locator('img')).toHaveCount(1);
    const view = card.getByRole('link', { name: 'View hotel' });
    await expect(view).toBeFocused();
    await checkA11y(page, '[data-testid="map-preview"]');

    // Escape closes it; the pin opens it again.
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await pin.click();
    await expect(card).toBeVisible();

    await view.click();
    await expect(page).toHaveURL(/\/search-detail\/\d+\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    expect(context.pages()).toHaveLength(1);
  });

  test('a phone opens on the list; Explore on Map switches to map view and keeps the List and Map switch in sight', async ({ page }) => {
    test.skip(!isMobile(page), 'below 1000 px Explore on Map switches to map view');
    await page.goto(resultsUrl(MUMBAI));
    const view = page.getByRole('group', { name: 'View' });
    // Hotels first: the list is the view, a card is on the first screen, and no map is drawn yet.
    await expect(view.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeInViewport();
    const map = page.getByRole('region', { name: 'Map of hotels' });
    await expect(map).toHaveCount(0);
    await page.getByRole('button', { name: 'Explore on Map' }).click();
    await expect(map).toBeInViewport();
    await expect(view.getByRole('button', { name: 'List', exact: true })).toBeInViewport();
    await expect(view.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // The map does not cover the switch.
    // Both boxes read in one frame: the page may still be scrolling to the switch.
    const handles = [await view.elementHandle(), await map.elementHandle()] as const;
    const gap = await page.evaluate(([switchBox, mapBox]) => mapBox!.getBoundingClientRect().top - switchBox!.getBoundingClientRect().bottom, handles);
    expect(gap).toBeGreaterThanOrEqual(0);
  });

  test('the hotel page map shows the hotel among its locality and the nearby places', async ({ page, request }) => {
    const hotel = await aHotel(request);
    await page.goto(`/search-detail/${hotel.id}/${hotel.searchId}`);
    await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('hotel-address').scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: `Map of ${hotel.name}` });
    await expect(map).toBeVisible();
    await expect(map.getByRole('button', { name: `${hotel.name}, Rs ` })).toHaveCount(1);

    // The hotel's locality labels it, and nearby places stand around it with their names.
    const locality = hotel.adr2.split(', near ')[0]!;
    await expect(map.locator('.map-label[data-kind="locality"]').filter({ hasText: locality }).first()).toBeVisible();
    await expect(map.locator('.map-label[data-kind="place"]').first()).toBeVisible();
    for (const shown of await map.locator('.map-label[data-kind="place"]').allTextContents()) expect(hotel.nearby.has(shown), `${shown} is a nearby place`).toBe(true);
    await expect(map.getByTestId('map-land')).toHaveAttribute('d', /^M/);
    await checkA11y(page, '[data-testid="hotel-map"]');
  });
});

/** A Mumbai hotel through the real search API: its id, the search id, its name and locality line. */
async function aHotel(request: APIRequestContext) {
  const answer = await request.post(`${API_BASE}/hotel-search-v2`, {
    headers: { 'correlation-id': String(Date.now()) },
    data: {
      cityName: MUMBAI.name,
      searchQuery: {
        checkinDate: dayFromToday(14),
        checkoutDate: dayFromToday(15),
        roomInfo: [{ numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] }],
        searchCriteria: { city: String(MUMBAI.id), nationality: '106', currency: 'INR' },
        searchPreferences: { ratings: [3, 4, 5], fsc: true },
      },
      sync: true,
    },
  });
  expect(answer.ok(), 'the search answers').toBe(true);
  const search = (await answer.json()).response;
  const h = search.searchResult.his[0];
  // Every place the four nearby categories list around it (what its map may name).
  const token = (await (await request.get(`${API_BASE}/guest`, { headers: { 'correlation-id': String(Date.now()) } })).json()).response.token;
  const nearby = new Set<string>();
  for (const c of NEARBY_CATEGORIES) {
    const places = await request.post(`${API_BASE}/nearby-search`, {
      headers: { authorization: token, 'correlation-id': String(Date.now()) },
      data: { latitude: Number(h.gl.lt), longitude: Number(h.gl.ln), radius: 3000, type: c.type },
    });
    for (const p of (await places.json()).response.results as Array<{ name: string }>) nearby.add(plainText(p.name));
  }
  return { id: h.id as string, searchId: search.hotelSearchId as string, name: h.name as string, adr2: h.ad.adr2 as string, nearby };
}
