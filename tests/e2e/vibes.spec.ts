import { checkA11y, expect, test } from './support/fixtures';
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
