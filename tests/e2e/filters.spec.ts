import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, isMobile, test } from './support/fixtures';
import { cards, count, doneWithFilters, filters, metro, option, optionCount, toggle } from './support/results';
import { dayFromToday, panel } from './support/searchPanel';

/** The results of a stay 7 days ahead (pay later needs free cancellation 48 hours ahead), with more in the query string. */
async function resultsUrl(request: APIRequestContext, more: Record<string, string> = {}): Promise<string> {
  const city = await metro(request);
  return `/search-result?${new URLSearchParams({ place: String(city.id), destination: city.name, checkIn: dayFromToday(7), checkOut: dayFromToday(8), ...more })}`;
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ hotels? found$/);
}

/** The URL's value of a parameter, once it is written. */
const param = (page: Page, key: string) => new URL(page.url()).searchParams.getAll(key);

test.describe('filters', () => {
  test('each option says how many hotels it shows; Free cancellation and Pay later available narrow the list to that many', async ({ page, request }) => {
    test.setTimeout(90_000);
    await open(page, await resultsUrl(request));
    const total = await count(page);

    let panelBox = await filters(page);
    const free = await optionCount(panelBox, 'Free cancellation');
    await doneWithFilters(page);
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThan(total);
    await toggle(page, 'Free cancellation');
    await expect.poll(() => count(page)).toBe(free);

    // Counted within free cancellation: pay later needs it.
    panelBox = await filters(page);
    const later = await optionCount(panelBox, 'Pay later available');
    await doneWithFilters(page);
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThanOrEqual(free);
    await toggle(page, 'Pay later available');
    await expect.poll(() => count(page)).toBe(later);

    // A star option counts within the ticked terms; ticking it shows that many.
    panelBox = await filters(page);
    const stars = (await panelBox.getByRole('group', { name: 'Star rating' }).getByRole('checkbox').all()).length;
    expect(stars).toBeGreaterThan(0);
    const fiveStars = await optionCount(panelBox, '5 Star');
    await doneWithFilters(page);
    if (fiveStars > 0) {
      await toggle(page, '5 Star');
      await expect.poll(() => count(page)).toBe(fiveStars);
      await toggle(page, '5 Star');
    }

    // A hotel's name leaves most options with nothing to show: those are off, and say (0).
    const name = (await cards(page).first().getByRole('heading').textContent())!.trim();
    panelBox = await filters(page);
    await panelBox.getByRole('button', { name: 'Clear all' }).click();
    await panelBox.getByLabel('Hotel name').fill(name);
    const zero = panelBox.getByRole('checkbox', { name: / \(0\)$/ });
    await expect(zero.first()).toBeDisabled();
    expect(await zero.count()).toBeGreaterThan(3);
    for (const box of await zero.all()) await expect(box).toBeDisabled();
    // Options that every hotel of the search matches are not offered: they would filter nothing.
    await expect(panelBox.getByRole('checkbox', { name: /^Free WiFi \(/ })).toHaveCount(0);
    await checkA11y(page);
    await doneWithFilters(page);
  });

  test('Couple friendly shows as many hotels as it counts, each with its badge, and the hotel page shows the same badges its policies state', { tag: '@one-width' }, async ({ page, request }) => {
    test.setTimeout(90_000);
    await open(page, await resultsUrl(request));
    const total = await count(page);

    let panelBox = await filters(page);
    const rules = panelBox.getByRole('group', { name: 'House rules' });
    await expect(option(rules, 'Couple friendly')).toBeVisible();
    await expect(option(rules, 'Local ID accepted')).toBeVisible();
    // The rules are a group of their own, not amenities too.
    await expect(panelBox.getByRole('group', { name: 'Amenities' }).getByRole('checkbox', { name: /^Couple Friendly/i })).toHaveCount(0);
    const couples = await optionCount(rules, 'Couple friendly');
    await doneWithFilters(page);
    expect(couples).toBeGreaterThan(0);
    expect(couples).toBeLessThan(total);

    await toggle(page, 'Couple friendly');
    await expect.poll(() => count(page)).toBe(couples);
    await expect.poll(() => param(page, 'rules')).toEqual(['coupleFriendly']);
    const shown = await cards(page).all();
    expect(shown.length).toBeGreaterThan(0);
    for (const card of shown) await expect(card.getByText('Couple friendly', { exact: true })).toBeVisible();

    // Counted within Couple friendly: ticking Local ID accepted too shows that many, each with both badges.
    panelBox = await filters(page);
    const both = await optionCount(panelBox.getByRole('group', { name: 'House rules' }), 'Local ID accepted');
    await doneWithFilters(page);
    expect(both).toBeLessThanOrEqual(couples);
    if (both > 0) {
      await toggle(page, 'Local ID accepted');
      await expect.poll(() => count(page)).toBe(both);
      for (const card of await cards(page).all()) {
        await expect(card.getByText('Couple friendly', { exact: true })).toBeVisible();
        await expect(card.getByText('Local ID accepted', { exact: true })).toBeVisible();
      }
      await toggle(page, 'Local ID accepted');
      await expect.poll(() => count(page)).toBe(couples);
    }

    // The first hotel's page: the badges beside its stars, as its policies say.
    const first = cards(page).first();
    const takesLocalId = (await first.getByText('Local ID accepted', { exact: true }).count()) > 0;
    const name = (await first.getByRole('heading').textContent())!.trim();
    await page.goto((await first.getByRole('heading').getByRole('link').getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    const badges = page.getByTestId('house-rule');
    await expect(badges.first()).toBeVisible();
    expect(await badges.allTextContents()).toEqual(takesLocalId ? ['Couple friendly', 'Local ID accepted'] : ['Couple friendly']);
    const about = page.locator('section#about');
    await about.getByRole('tab', { name: 'Amenities', exact: true }).click();
    await expect(about.getByText(/Unmarried couples are welcome\./)).toBeVisible();
    await expect(about.getByText(takesLocalId ? /Guests with a local ID are accepted\./ : /Guests with a local ID are not accepted\./)).toBeVisible();
    await checkA11y(page);
  });

  test('filters, sort, view and rooms live in the URL: a reload and a shared link open the same list', { tag: '@one-width' }, async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    await open(page, await resultsUrl(request, { rooms: '2' }));
    // 1 room, 2 adults: kept in the URL (the default stay, 1 adult, is left out).
    await expect(page.getByTestId('result-count')).toBeVisible();
    expect(param(page, 'rooms')).toEqual(['2']);
    const total = await count(page);

    await toggle(page, 'Free cancellation');
    await toggle(page, 'Special Category');
    await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect.poll(() => param(page, 'sort')).toEqual(['priceLowToHigh']);
    expect(param(page, 'terms')).toEqual(['freeCancellation']);
    expect(param(page, 'stars')).toEqual(['special']);
    // Map view is in the URL when chosen, at every width.
    await expect.poll(() => param(page, 'view')).toEqual(['map']);
    // The URL changes before the list renders the filtered count (in a transition).
    await expect.poll(() => count(page)).toBeLessThan(total);
    const filtered = await count(page);

    const same = async (p: Page) => {
      await expect(p.getByTestId('result-count')).toHaveText(`${filtered} hotels found`);
      await expect(p.getByLabel('Sort by')).toHaveValue('priceLowToHigh');
      await expect(p.getByRole('region', { name: 'Map of hotels' })).toBeVisible();
      const box = await filters(p);
      await expect(option(box, 'Free cancellation')).toBeChecked();
      await expect(option(box, 'Special Category')).toBeChecked();
      // What 'Special Category' means is said beside it (a rating above 3).
      await expect(option(box, 'Special Category')).toHaveAccessibleDescription('Rated above 3 stars: every 4 and 5 star stay');
      await doneWithFilters(p);
    };
    await page.reload();
    await same(page);

    // A shared link: another browser, with nothing in its storage, and 2 rooms in the link.
    const link = new URL(page.url());
    link.searchParams.set('rooms', '2-5_1');
    const other = await browser.newContext({ viewport: page.viewportSize()!, isMobile: isMobile(page), hasTouch: isMobile(page) });
    const shared = await other.newPage();
    await shared.goto(link.toString().replace(link.origin, test.info().project.use.baseURL!));
    await expect(shared.getByLabel('Sort by')).toHaveValue('priceLowToHigh');
    const box = await filters(shared);
    await expect(option(box, 'Free cancellation')).toBeChecked();
    await doneWithFilters(shared);
    if (isMobile(shared)) await shared.getByRole('button', { name: /^Modify Search: / }).click();
    await expect(panel(shared).getByRole('button', { name: '2 Rooms, 4 Guests' })).toBeVisible();
    await other.close();
  });

  test('values in the URL that mean nothing are ignored', { tag: '@one-width' }, async ({ page, request }) => {
    await open(page, await resultsUrl(request));
    const total = await count(page);
    await open(page, await resultsUrl(request, { sort: 'cheapest', view: 'globe', stars: '9', terms: 'free', price: '1-2', rooms: '7-99' }));
    await expect(page.getByTestId('result-count')).toHaveText(`${total} hotels found`);
    await expect(page.getByLabel('Sort by')).toHaveValue('userRating');
    // Written back as what the page shows: the defaults, left out.
    await expect.poll(() => param(page, 'rooms')).toEqual([]);
    expect(param(page, 'sort')).toEqual([]);
    expect(param(page, 'stars')).toEqual([]);
  });

  test('the filter panel stays in view while the list scrolls, and a change goes back to the top of the list', async ({ page, request }) => {
    await open(page, await resultsUrl(request));
    await expect(cards(page)).toHaveCount(10);
    await cards(page).nth(8).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    if (!isMobile(page)) {
      const aside = page.getByRole('complementary', { name: 'Filter hotels' });
      await expect(aside.getByRole('heading', { name: 'Filters' })).toBeInViewport();
      const box = (await aside.boundingBox())!;
      // Just below the 64 px site header.
      expect(box.y).toBeGreaterThanOrEqual(64);
      expect(box.y).toBeLessThan(100);
    }
    await toggle(page, 'Free cancellation');
    await expect(page.getByRole('heading', { level: 1, name: /^Hotel Stays in / })).toBeInViewport();
    await expect(cards(page).first()).toBeInViewport();
  });
});
