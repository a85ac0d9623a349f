import type { Page } from '@playwright/test';
import { checkA11y, expect, isMobile, test } from './support/fixtures';
import { hotelsOnMap, somePin } from './support/map';
import { cards, count, prices, toggle } from './support/results';
import { closeRooms, expandPanel, openCalendar, openRooms, panel, pickStay, stayDay } from './support/searchPanel';

/** The hotel a price pin or card names: 'Hotel Sea View, Rs 3,245.50 per night' -> 'Hotel Sea View'. */
const hotelOfPin = (name: string) => name.replace(/, Rs [\d,]+\.\d{2} per night$/, '');

/** Opens a link or pin in a new tab and checks the detail page there: the hotel's name, and axe. */
async function detailTab(page: Page, open: () => Promise<void>, hotel: string, axe: boolean) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), open()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toMatch(/^\/search-detail\/\d+\/[\w-]+$/);
  await expect(tab.getByRole('heading', { level: 1, name: hotel })).toBeVisible({ timeout: 15_000 });
  if (axe) await checkA11y(tab);
  await tab.close();
}

/**
 * The whole discovery journey, at 1280 px and at 375 px: home, a typed city and its suggestion,
 * dates in the calendar, rooms and guests, Search, the results, a filter, a sort, the map with its
 * price pins and clusters, a card opening the hotel in a new tab and a pin's preview opening it in
 * the same tab. Axe checks every page.
 */
test('home -> suggestion -> dates -> rooms -> results -> filter -> sort -> map -> detail tab', async ({ page }) => {
  // Four accessibility scans, two extra tabs and the filter drawer at 375 px: slow on shared cores.
  test.setTimeout(240_000);

  // Home.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book top-rated budget-friendly hotels around the world');
  await checkA11y(page);

  // A typed city and its suggestion.
  await expandPanel(page);
  const box = panel(page).getByRole('combobox', { name: 'Destination' });
  await box.click();
  await box.pressSequentially('bengal', { delay: 40 });
  const option = page.getByRole('listbox', { name: 'Destination suggestions' }).getByRole('option', { name: /^Bengaluru Bengaluru, Karnataka, India/ });
  await option.click();
  await expect(box).toHaveValue('Bengaluru');

  // Dates in the calendar.
  const checkIn = stayDay(5);
  const checkOut = stayDay(7);
  await openCalendar(page);
  await pickStay(page, checkIn, checkOut);

  // Rooms and guests: two rooms, a child of 6 in the second.
  const rooms = await openRooms(page);
  await rooms.getByRole('button', { name: 'Add Room' }).click();
  await rooms.getByRole('button', { name: 'Add child to room 2' }).click();
  await rooms.getByLabel('Age of child 1').selectOption('6');
  await closeRooms(page);
  await expect(panel(page).getByRole('button', { name: '2 Rooms, 3 Guests' })).toBeVisible();

  // Search: the results for exactly that.
  const request = page.waitForRequest((r) => r.url().endsWith('/hotel-search-v2'));
  await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
  // The URL keeps the rooms too: 1 adult, then 1 adult with a child of 6.
  await expect(page).toHaveURL(new RegExp(`/search-result\\?place=1277333&destination=Bengaluru&checkIn=${checkIn}&checkOut=${checkOut}&rooms=1_1-6$`));
  expect((await request).postDataJSON().searchQuery.roomInfo).toEqual([
    { numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] },
    { numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 1, childAge: [6] },
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel Stays in Bengaluru' })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  const total = await count(page);
  expect(total).toBeGreaterThan(10);
  await checkA11y(page);

  // A filter: only 'Special Category' (above 3 stars).
  await toggle(page, 'Special Category');
  await expect.poll(() => count(page)).toBeLessThan(total);
  const filtered = await count(page);
  expect(filtered).toBeGreaterThan(0);
  for (const label of await page.getByRole('img', { name: /star hotel/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
    expect(label).not.toBe('3 star hotel');
  }

  // A sort: Price Low to High.
  await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
  await expect.poll(async () => {
    const p = await prices(page);
    return p.length > 0 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
  }).toBe(true);

  // A card opens the hotel in a new tab on wider screens. Phones open it in the same tab
  // (trust.spec.ts); the journey goes on from the results, so there it is opened in a tab of its own.
  const firstCard = cards(page).first();
  const cardHotel = (await firstCard.getByRole('heading').textContent())!.trim();
  const cardLink = firstCard.getByRole('link');
  const openCard = isMobile(page)
    ? async () => void (await page.evaluate((url) => window.open(url, '_blank'), (await cardLink.getAttribute('href'))!))
    : () => cardLink.click();
  await detailTab(page, openCard, cardHotel, true);

  // The map view: a price pin for every filtered hotel. A phone opened on the list; below 1000 px
  // Explore on Map switches to map view.
  if (isMobile(page)) {
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Explore on Map' }).click();
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
  } else {
    await page.getByRole('button', { name: 'Map', exact: true }).click();
  }
  const map = page.getByRole('region', { name: 'Map of hotels' });
  await expect(map).toBeVisible();
  await expect.poll(() => hotelsOnMap(map)).toBe(filtered);
  await checkA11y(page);

  // A pin opens its hotel's preview in place, whose link opens the hotel in the same tab.
  const pin = await somePin(map);
  const pinHotel = hotelOfPin((await pin.getAttribute('aria-label'))!);
  await pin.press('Enter');
  await map.getByRole('region', { name: `${pinHotel}, preview` }).getByRole('link', { name: 'View hotel' }).click();
  await expect(page).toHaveURL(/\/search-detail\/\d+\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: pinHotel })).toBeVisible({ timeout: 15_000 });
});
