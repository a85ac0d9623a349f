import { checkA11y, expect, test } from './support/fixtures';
import { stayDay } from './support/searchPanel';

test.describe('home page', () => {
  test('sections come in the spec order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book top-rated budget-friendly hotels around the world');
    await expect(page.getByRole('search', { name: 'Search hotels' }).or(page.getByRole('button', { name: /^Search: / }))).toBeVisible();
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Choose Your Vibe, Stay In Style',
      'Popular Destinations',
      'Trending Hotels',
      'Iconic Temple Cities',
      'Why book with Padaav',
      "Explore India's Best Destinations",
      'Frequently asked questions',
    ]);
    await expect(page.getByRole('list', { name: 'Popular Destinations' }).getByRole('listitem')).toHaveCount(15);
    await expect(page.getByRole('list', { name: 'Iconic Temple Cities' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.locator('section[aria-labelledby="best-destinations"] li')).toHaveCount(15);
    const trending = page.getByRole('list', { name: 'Trending Hotels' }).getByRole('article').first();
    await expect(trending).toBeVisible();
    // A trending card says its price as the other cards do: per night, with the taxes it includes.
    await expect(trending.getByTestId('tile-price')).toContainText(/^Rs [\d,]+\.\d{2} \/ night/);
    await expect(trending.getByTestId('price-includes')).toHaveText(/^incl\. Rs [\d,]+\.\d{2} taxes & fees per night$/);
    await checkA11y(page);
  });

  test('theme tabs: the third is selected first, and a tab shows its cities', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(9);
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(2)).toHaveText('Luxury Heavens');
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Search hotels in Mumbai' })).toBeVisible();
    await page.getByRole('tab', { name: 'Beachside Stays' }).click();
    await expect(page.getByRole('tab', { name: 'Beachside Stays' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Search hotels in Varkala' })).toBeVisible();
    // The tabs, as they now show; the whole page is checked in the first test.
    await checkA11y(page, 'section[aria-labelledby="vibes"]');
  });

  test('a city tile searches that city with the default stay', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('list', { name: 'Iconic Temple Cities' }).getByRole('button', { name: 'Search hotels in Varanasi' }).click();
    await expect(page).toHaveURL(new RegExp(`/search-result\\?place=1253405&destination=Varanasi&checkIn=${stayDay(0)}&checkOut=${stayDay(1)}$`));
    const stored = await page.evaluate(() => ({ ...sessionStorage }));
    expect(stored).toMatchObject({ destination: 'Varanasi', destinationId: '1253405' });
    expect(JSON.parse(stored.rooms!)).toEqual([{ id: 1, adults: 1, children: 0, childAges: [] }]);
  });

  test('scroller arrows move 300 px', async ({ page }) => {
    await page.goto('/');
    for (const title of ['Popular Destinations', 'Trending Hotels']) {
      const row = page.getByRole('list', { name: title });
      await expect(row.getByRole('listitem').nth(3)).toBeAttached();
      await expect(row.getByRole('article').or(row.getByRole('button')).first()).toBeVisible();
      const scrollLeft = () => row.evaluate((el) => Math.round(el.scrollLeft));
      expect(await scrollLeft()).toBe(0);
      await page.getByRole('button', { name: `Scroll ${title} right` }).click();
      await expect.poll(scrollLeft).toBe(300);
      await page.getByRole('button', { name: `Scroll ${title} right` }).click();
      await expect.poll(scrollLeft).toBe(600);
      await page.getByRole('button', { name: `Scroll ${title} left` }).click();
      await expect.poll(scrollLeft).toBe(300);
    }
  });

  test('a trending hotel opens its detail page in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const link = page.getByRole('list', { name: 'Trending Hotels' }).getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^\/search-detail\/\d+$/);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(/\/search-detail\/\d+$/);
    await tab.close();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an image that fails to load shows the placeholder', async ({ page }) => {
    // Delhi's picture answers with something that is not an image.
    await page.route('**/media/cities/1273294.svg', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: 'broken' }));
    await page.goto('/');
    const tile = page.getByRole('list', { name: 'Popular Destinations' }).getByRole('button', { name: 'Search hotels in Delhi' });
    const img = tile.locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('data-fallback', 'true');
    await expect(img).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });
});
