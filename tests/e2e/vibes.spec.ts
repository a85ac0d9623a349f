import { checkA11y, expect, test } from './support/fixtures';
import { serverDown } from './support/outage';
import { stayDay } from './support/searchPanel';

test.describe('vibes page', () => {
  test('from a theme tab to its page, and back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Mountain Escapes' }).click();
    await page.getByRole('link', { name: 'See all Mountain Escapes stays' }).click();
    await expect(page).toHaveURL(/\/vibes\/5$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mountain Escapes' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Search hotels in / })).toHaveCount(9);
    await checkA11y(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('opened directly, it names the theme; a city goes to its results', async ({ page }) => {
    await page.goto('/vibes/4');
    await expect(page.getByRole('heading', { level: 1, name: 'Beachside Stays' })).toBeVisible();
    const city = page.getByRole('button', { name: 'Search hotels in Calangute' });
    await expect(city.locator('img')).toHaveAttribute('src', '/media/cities/1273858.svg');
    await city.click();
    await expect(page).toHaveURL(new RegExp(`/search-result\\?place=1273858&destination=Calangute&checkIn=${stayDay(0)}&checkOut=${stayDay(1)}$`));
  });
});

/** Drops the console lines a deliberately failing answer causes (and only those). */
function dropExpected(consoleErrors: string[], pattern: RegExp) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (pattern.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
}

test.describe('vibes page without cities', () => {
  test('a theme with no cities says so, instead of an empty grid', async ({ page }) => {
    await page.route('**/retrieve-cities-by-theme/4', (route) => route.fulfill({ json: { hotelStatus: 'SUCCESS', response: [] } }));
    await page.goto('/vibes/4');
    await expect(page.getByRole('heading', { level: 1, name: 'Beachside Stays' })).toBeVisible();
    await expect(page.getByText('No cities were found for this vibe.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Search hotels in / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Explore other vibes' })).toHaveAttribute('href', '/');
    await checkA11y(page);
  });

  test('a failed load says so and offers a retry that works', async ({ page, consoleErrors }) => {
    const outage = await serverDown(page, '**/retrieve-cities-by-theme/5');
    await page.goto('/vibes/5');
    await expect(page.getByRole('alert')).toContainText('The cities of this vibe could not be loaded. Please try again.', { timeout: 15_000 });
    await expect(page.getByText('No cities were found for this vibe.')).toHaveCount(0);
    await checkA11y(page);
    outage.recover();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: /^Search hotels in / })).toHaveCount(9);
    dropExpected(consoleErrors, /status of 503/);
  });

  test('an unknown theme says it does not exist', async ({ page, consoleErrors }) => {
    await page.goto('/vibes/99');
    await expect(page.getByText('This vibe does not exist.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    dropExpected(consoleErrors, /status of 404/);
  });
});
