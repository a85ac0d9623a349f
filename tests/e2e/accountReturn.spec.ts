import { API_BASE } from '../../contract/basePath';
import { checkA11y, expect, test } from './support/fixtures';
import { allowFailedRequests, asNewClient, finishLogin, loginDialog, loginThroughApi, requestPhoneCodeInOpenModal, uniquePhone } from './support/identity';

/**
 * An account page (`/user/...`) visited logged out opens the login over it and shows after the
 * login, at the same address; closing the login goes home (rather
 * than a plain redirect to /). A session that runs out on an account page does the same.
 */
test.describe('account pages after the login', () => {
  test('logged out, the profile asks for the login and shows after it', async ({ page, request }) => {
    await asNewClient(page);
    await page.goto('/user/user-profile');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Login / Sign Up', { exact: true })).toBeVisible();
    // The address stays while the login is open; the profile itself waits for it.
    await expect(page).toHaveURL(/\/user\/user-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toHaveCount(0);
    await checkA11y(page, '[role="dialog"]');

    const phone = uniquePhone();
    await requestPhoneCodeInOpenModal(page, phone);
    await finishLogin(page, request, phone);
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/user-profile$/);
  });

  test('logged out, closing the login goes home and shows no bookings', async ({ page }) => {
    await asNewClient(page);
    await page.goto('/user/upcoming');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close login' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book top-rated budget-friendly hotels around the world' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming bookings' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
  });

  test('logged out, the wishlist (with its query) shows after the login', async ({ page, request }) => {
    await asNewClient(page);
    await page.goto('/user/wishlist?from=mail');
    await expect(loginDialog(page)).toBeVisible();
    const phone = uniquePhone();
    await requestPhoneCodeInOpenModal(page, phone);
    await finishLogin(page, request, phone);
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/wishlist\?from=mail$/);
  });

  test('a session that ran out on an account page: the login, then the same page', async ({ page, request, consoleErrors }) => {
    const { token, ip } = await loginThroughApi(page, request);
    // The server ends the session behind the tab's back; the wishlist's read answers 401.
    expect((await request.post(`${API_BASE}/logout`, { headers: { authorization: token, 'x-forwarded-for': ip }, data: {} })).status()).toBe(200);
    await page.goto('/user/wishlist');
    await expect(loginDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/user\/wishlist$/);
    const phone = uniquePhone();
    await requestPhoneCodeInOpenModal(page, phone);
    await finishLogin(page, request, phone);
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/wishlist$/);
    allowFailedRequests(consoleErrors, 401);
  });
});
