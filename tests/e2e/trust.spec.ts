import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, isMobile, test } from './support/fixtures';
import { cards } from './support/results';
import { leadTerms, type OptionTerms } from '../../machines/rules/leadTerms';
import { distanceMetres, parseLatLng } from '../../src/model/distance';
import { dayFromToday } from './support/searchPanel';

const API = '/api/web/v1/digital-channel/hotel';

interface AnsweredHotel {
  id: string;
  name: string;
  hotelRatings: { userRating: number; reviewCount: number };
  ops: OptionTerms[];
}

/** Mumbai's results 10 days ahead (free cancellation is still open for many lead options); the hotels the search answered. */
async function openMumbai(page: Page, request: APIRequestContext): Promise<AnsweredHotel[]> {
  const guest = await (await request.get(`${API}/guest`)).json();
  const answer = await (await request.get(`${API}/cities/search/MUMBAI`, { headers: { authorization: guest.response.token } })).json();
  const city = answer.response.cityResponseProjections[0];
  const searched = page.waitForResponse((r) => r.url().endsWith(`${API}/hotel-search-v2`) && r.request().method() === 'POST');
  await page.goto(`/search-result?${new URLSearchParams({ place: String(city.id), destination: city.cityName, checkIn: dayFromToday(10), checkOut: dayFromToday(11) })}`);
  const hotels: AnsweredHotel[] = (await (await searched).json()).response.searchResult.his;
  await expect(cards(page)).toHaveCount(10);
  return hotels;
}

const ratingText = (h: AnsweredHotel) => `${h.hotelRatings.userRating.toFixed(1)}`;

test.describe('discovery a traveller trusts: ratings, cards and rooms', () => {
  test('cards show the score and review count, free cancellation when the lead option has it, and the distance from the centre', async ({ page, request }) => {
    const hotels = await openMumbai(page, request);
    const byName = new Map(hotels.map((h) => [h.name, h]));
    let badges = 0;
    for (let i = 0; i < 10; i++) {
      const card = cards(page).nth(i);
      const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
      const hotel = byName.get(name)!;
      expect(hotel, name).toBeDefined();
      await expect(card.getByTestId('card-rating')).toContainText(ratingText(hotel));
      await expect(card.getByTestId('card-rating')).toContainText(`(${hotel.hotelRatings.reviewCount} reviews)`);
      await expect(card.getByTestId('card-distance')).toHaveText(/^\d+\.\d km from Mumbai centre$/);
      const badge = card.getByText('Free cancellation', { exact: true });
      if (leadTerms(hotel.ops[0], { checkIn: dayFromToday(10), now: Date.now() }).freeCancellation) {
        await expect(badge).toBeVisible();
        badges++;
      } else await expect(badge).toHaveCount(0);
    }
    expect(badges).toBeGreaterThan(0);
    // User Rating (the default) sorts by the score the cards show.
    const scores = (await cards(page).getByTestId('card-rating').allTextContents()).map((t) => Number(/^\d\.\d/.exec(t)?.[0]));
    expect(scores.every((s, i) => i === 0 || scores[i - 1]! >= s)).toBe(true);
    await checkA11y(page, '[data-testid="hotel-card"]');
  });

  test("a region's cards measure each hotel from its nearest town with hotels, never from the region's middle", { tag: '@one-width' }, async ({ page }) => {
    // North Goa (a well-known region, id 502): Calangute, Candolim and Panaji, those of them with hotels in this catalogue.
    const searched = page.waitForResponse((r) => r.url().endsWith(`${API}/hotel-search-v2`) && r.request().method() === 'POST');
    await page.goto(`/search-result?${new URLSearchParams({ place: '502', destination: 'North Goa', checkIn: dayFromToday(10), checkOut: dayFromToday(11) })}`);
    const { towns, his } = (await (await searched).json()).response.searchResult as {
      towns: Array<{ name: string; lt: string; ln: string }>;
      his: Array<{ name: string; gl: { lt: string; ln: string } }>;
    };
    expect(towns.length).toBeGreaterThan(0);
    for (const town of towns) expect(['Calangute', 'Candolim', 'Panaji']).toContain(town.name);
    await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
    const shown = Math.min(10, his.length);
    await expect(cards(page)).toHaveCount(shown);
    const byName = new Map(his.map((h) => [h.name, h]));
    for (let i = 0; i < shown; i++) {
      const card = cards(page).nth(i);
      const hotel = byName.get((await card.getByRole('heading', { level: 2 }).textContent())!)!;
      const at = parseLatLng(hotel.gl.lt, hotel.gl.ln)!;
      const nearest = towns
        .map((t) => ({ name: t.name, m: distanceMetres(parseLatLng(t.lt, t.ln)!, at) }))
        .sort((a, b) => a.m - b.m)[0]!;
      await expect(card.getByTestId('card-distance')).toHaveText(`${(nearest.m / 1000).toFixed(1)} km from ${nearest.name}`);
    }
    await expect(page.getByText(/from North Goa centre/)).toHaveCount(0);
  });

  test('the sort says how Lowest Price & Best Rated works, and it differs from Price Low to High', { tag: '@one-width' }, async ({ page, request }) => {
    await openMumbai(page, request);
    const sort = page.getByLabel('Sort by');
    const names = () => cards(page).getByRole('heading', { level: 2 }).allTextContents();
    await sort.selectOption({ label: 'Price Low to High' });
    await expect(page.getByText(/^Value for money/)).toHaveCount(0);
    await expect.poll(async () => (await names()).length).toBe(10);
    const byPrice = await names();
    await sort.selectOption({ label: 'Lowest Price & Best Rated' });
    await expect(page.getByText('Value for money: guest score per Rs 1,000.00 a night, highest first.')).toBeVisible();
    await expect.poll(names).not.toEqual(byPrice);
  });

  test('a card opens the hotel in the same tab on phones, in a new tab on wider screens', async ({ page, request, context }) => {
    await openMumbai(page, request);
    const link = cards(page).first().getByRole('link');
    if (isMobile(page)) {
      const pages = context.pages().length;
      await link.click();
      await expect(page).toHaveURL(/\/search-detail\/\d+\/[\w-]+$/);
      expect(context.pages()).toHaveLength(pages);
    } else {
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test("the hotel page's header, reviews and rooms agree: one score and count, room types with their rate plans, bed text", async ({ page, request }) => {
    const hotels = await openMumbai(page, request);
    const first = hotels[0]!;
    const searchId = /\/search-detail\/\d+\/([\w-]+)$/.exec((await cards(page).first().getByRole('link').getAttribute('href'))!)![1];
    await page.goto(`/search-detail/${first.id}/${searchId}`);
    const score = first.hotelRatings.userRating.toFixed(1);
    const header = page.getByTestId('hotel-score');
    await expect(header).toContainText(`${score}/5`);
    await expect(header).toContainText(`${first.hotelRatings.reviewCount} reviews`);

    // Reviews: the Everyone tab gives the same score from the same number of reviews.
    const reviews = page.locator('section#reviews');
    await reviews.scrollIntoViewIfNeeded();
    const average = reviews.getByRole('tabpanel').getByTestId('reviews-average');
    await expect(average).toContainText(score, { timeout: 15_000 });
    await expect(average).toContainText(`from ${first.hotelRatings.reviewCount} reviews`);
    // ...and its list pages through exactly those reviews.
    const more = reviews.getByRole('tabpanel').getByRole('button', { name: /^View \d+ more$/ });
    if (first.hotelRatings.reviewCount > 4) await more.click();
    await expect(reviews.getByRole('tabpanel').getByTestId('review')).toHaveCount(first.hotelRatings.reviewCount);

    // Rooms: each room type once, its rate plans under it, beds said once.
    const rooms = page.getByTestId('room-type');
    await expect(rooms.first()).toBeVisible({ timeout: 15_000 });
    const roomNames = await rooms.getByRole('heading', { level: 3 }).allTextContents();
    expect(new Set(roomNames).size).toBe(roomNames.length);
    const plans = await page.getByTestId('room-option').count();
    expect(plans).toBeGreaterThanOrEqual(roomNames.length);
    for (const beds of await rooms.getByTestId('room-beds').allTextContents()) {
      expect(beds).toMatch(/^\d+ [A-Z][a-z]+ beds?(, \d+ [A-Z][a-z]+ beds?)*( · \d+ sq ft)?$/);
      expect(beds).not.toMatch(/Bed bed/i);
    }
    await expect(rooms.first().getByRole('img', { name: roomNames[0]! })).toBeVisible();
    await expect(rooms.first().getByTestId('room-option').first().getByRole('link', { name: /^Reserve/ })).toBeVisible();
    await checkA11y(page);
  });
});
