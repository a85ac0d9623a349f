import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, test } from './support/fixtures';
import { cards } from './support/results';
import { dayFromToday } from './support/searchPanel';

const API = '/api/web/v1/digital-channel/hotel';

/** A metro's results page, for a week from today. */
async function openResults(page: Page, request: APIRequestContext) {
  const guest = await (await request.get(`${API}/guest`)).json();
  const answer = await (await request.get(`${API}/cities/search/MUMBAI`, { headers: { authorization: guest.response.token } })).json();
  const city = answer.response.cityResponseProjections[0];
  await page.goto(`/search-result?${new URLSearchParams({ place: String(city.id), destination: city.cityName, checkIn: dayFromToday(7), checkOut: dayFromToday(8) })}`);
  await expect(page.getByRole('heading', { level: 1, name: `Hotel Stays in ${city.cityName}` })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Where the focused element is: in the main landmark, in the header, or elsewhere. */
const focusedIn = (page: Page) =>
  page.evaluate(() => {
    const at = document.activeElement;
    if (at?.closest('main')) return 'main';
    if (at?.closest('header')) return 'header';
    return at?.tagName ?? 'nothing';
  });

/**
 * The skip link: the first Tab shows it, in full and on top of the sticky header (nothing covers
 * its middle); Enter moves focus to the main landmark, and the next Tab to the first control in it.
 */
async function skipsToMain(page: Page, { axe = false } = {}) {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  const width = async () => (await skip.boundingBox())?.width ?? 0;
  expect(await width(), 'the skip link is hidden until it has focus').toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.width, 'the skip link shows its text').toBeGreaterThan(100);
  expect(box.height).toBeGreaterThan(20);
  const onTop = await skip.evaluate((link) => {
    const { left, top, width, height } = link.getBoundingClientRect();
    return link.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
  expect(onTop, 'nothing covers the skip link').toBe(true);
  // Checked with the link shown (its colours too), before the first control of the page has focus.
  if (axe) await checkA11y(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect(await width(), 'the skip link hides again').toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  expect(await focusedIn(page)).toBe('main');
}

test.describe('skip link', () => {
  test('on the home page, the first Tab shows "Skip to main content", and Enter moves on to the page', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('main')).toHaveCount(1);
    await skipsToMain(page, { axe: true });
  });

  test('on a results page, the first Tab shows "Skip to main content", and Enter moves on past the header', async ({ page, request }) => {
    await openResults(page, request);
    await expect(page.getByRole('main')).toHaveCount(1);
    await skipsToMain(page, { axe: true });
  });

  test('the not-found page has the skip link and one main landmark too', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await skipsToMain(page);
  });
});
