import { checkA11y, expect, isMobile, test } from './support/fixtures';
import { allowFailedRequests, asNewClient, loginDialog, loginThroughApi } from './support/identity';

/** The account area `/user/*` (spec 000 §2 side menu, spec 001 §2 Account area). */
test.describe('account area', () => {
  test('logged out, /user/... goes home', async ({ page }) => {
    await asNewClient(page);
    await page.goto('/user/wishlist');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book top-rated budget-friendly hotels around the world' })).toBeVisible();
    await page.goto('/user/foo');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the side menu: active item, pages not built yet disabled, closed on narrow screens', async ({ page, request }) => {
    await loginThroughApi(page, request);
    await page.goto('/user/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Account menu' });
    if (isMobile(page)) {
      // 768 px or less: closed, a toggle opens it.
      await expect(menu).toHaveCount(0);
      const toggle = page.getByRole('button', { name: 'Open account menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Close account menu' })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Bookings', 'Upcoming', 'Completed', 'Cancelled', 'Profile', 'User Profile', 'Delete Account', 'Reviews']) {
      await expect(menu.getByRole('button', { name, exact: true })).toBeDisabled();
    }
    await checkA11y(page);

    // Choosing an item closes the narrow menu.
    await menu.getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/user\/wishlist$/);
    if (isMobile(page)) await expect(menu).toHaveCount(0);
  });

  test('unknown and not-yet-built account paths show "Page not found!"', async ({ page, request }) => {
    await loginThroughApi(page, request);
    for (const path of ['/user/foo', '/user/upcoming', '/user']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found!' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('the header: My Account menu and the profile side menu', async ({ page, request }) => {
    await loginThroughApi(page, request);
    await page.goto('/about');
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'My Bookings' })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/user\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();

    await page.goto('/about');
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'My Account' });
    await expect(drawer).toBeVisible();
    await checkA11y(page);
    await drawer.getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/user\/wishlist$/);
    await expect(drawer).toBeHidden();
  });

  test('a session the server no longer knows: back to logged out, login offered', async ({ page, consoleErrors }) => {
    await asNewClient(page);
    // The flags say logged in, but the tab holds a guest token (e.g. a new tab): the first
    // user-scoped call answers 401.
    await page.addInitScript(() => {
      localStorage.setItem('loggedIn', 'true');
      localStorage.setItem('userId', 'someone');
    });
    await page.goto('/user/wishlist');
    await expect(loginDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();
    allowFailedRequests(consoleErrors, 401, 403);
  });
});
