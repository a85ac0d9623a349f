import { API_BASE } from '../../contract/basePath';
import { checkA11y, expect, isMobile, test } from './support/fixtures';
import {
  allowFailedRequests,
  asNewClient,
  finishLogin,
  firstResultHeart,
  heartOf,
  loginDialog,
  loginThroughApi,
  loginWithPhone,
  requestPhoneCodeInOpenModal,
  uniquePhone,
} from './support/identity';

/** The account area `/user/*`. */
test.describe('account area', () => {
  test('logged out, /user/... asks for the login; closing it goes home', { tag: '@one-width' }, async ({ page }) => {
    await asNewClient(page);
    // (accountReturn.spec.ts logs in from there.)
    for (const path of ['/user/wishlist', '/user/foo']) {
      await page.goto(path);
      await expect(loginDialog(page)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Book top-rated budget-friendly hotels around the world' })).toBeVisible();
    }
  });

  test('the side menu: active item, a page for every item, closed on narrow screens', async ({ page, request }) => {
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
    // Every item has its page: none is disabled.
    for (const name of ['Bookings', 'Upcoming', 'Completed', 'Cancelled', 'Profile', 'User Profile', 'Delete Account', 'Wishlist', 'Reviews']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { disabled: true })).toHaveCount(0);
    await checkA11y(page);

    // Choosing an item closes the narrow menu.
    await menu.getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/user\/wishlist$/);
    if (isMobile(page)) await expect(menu).toHaveCount(0);
  });

  test('unknown account paths show "Page not found!"', { tag: '@one-width' }, async ({ page, request }) => {
    await loginThroughApi(page, request);
    for (const path of ['/user/foo', '/user/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found!' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('My Bookings opens the upcoming bookings; each bookings list says when it is empty', { tag: '@one-width' }, async ({ page, request }) => {
    await loginThroughApi(page, request);
    await page.goto('/about');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/user\/upcoming$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming bookings' })).toBeVisible();
    await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
    await checkA11y(page);
    await page.goto('/user/completed');
    await expect(page.getByText('You have no completed bookings yet.')).toBeVisible();
    await page.goto('/user/cancelled');
    await expect(page.getByText('You have no cancelled bookings.')).toBeVisible();
  });

  test('the header: My Account menu and the profile side menu', async ({ page, request }) => {
    await loginThroughApi(page, request);
    await page.goto('/about');
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeEnabled();
    await expect(page.getByRole('menuitem', { name: 'My Bookings' })).toBeEnabled();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/user\/user-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await page.goto('/about');
    await page.getByRole('button', { name: 'My Account' }).click();
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

  test('a session the server no longer knows: back to logged out everywhere, login offered, a new guest token', { tag: '@one-width' }, async ({ page, request, consoleErrors }) => {
    const { token, ip } = await loginThroughApi(page, request);
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
    // The server ends the session behind the tab's back (expired, or ended elsewhere).
    expect((await request.post(`${API_BASE}/logout`, { headers: { authorization: token, 'x-forwarded-for': ip }, data: {} })).status()).toBe(200);

    await page.goto('/user/wishlist');
    await expect(loginDialog(page)).toBeVisible();
    // The login opens over the account page, which shows again after it (accountReturn.spec.ts); closed, home.
    await expect(page).toHaveURL(/\/user\/wishlist$/);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('loggedIn'), localStorage.getItem('userId'), localStorage.getItem('userToken')])).toEqual([
      null,
      null,
      null,
    ]);
    // The dead token is replaced by a fresh guest token, which the server accepts.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('deviceToken'))).toMatch(/^[0-9a-f]{32}$/);
    const guest = await page.evaluate(() => sessionStorage.getItem('deviceToken'));
    expect(guest).not.toBe(token);
    expect((await request.post(`${API_BASE}/logout`, { headers: { authorization: guest!, 'x-forwarded-for': ip }, data: {} })).status()).toBe(200);
    allowFailedRequests(consoleErrors, 401);
  });

  test('login is browser-wide: a detail page opened in a new tab is logged in, and a logout reaches the other tab', { tag: '@one-width' }, async ({ page, context, request }) => {
    test.setTimeout(60_000);
    await asNewClient(page);
    // Logged out, a heart opens login; after it the hotel is saved.
    const { card, heart, name } = await firstResultHeart(page, request);
    await heart.click();
    const phone = uniquePhone();
    await requestPhoneCodeInOpenModal(page, phone);
    await finishLogin(page, request, phone);
    await expect(page.getByText(`${name} added to wishlist`)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // A real click on the card's link opens the detail in a new tab (noopener: no session storage).
    // Phones open a card in the same tab, so there the traveller opens the link in a new tab.
    const link = card.getByRole('link', { name });
    const [detail] = await Promise.all([
      context.waitForEvent('page'),
      isMobile(page) ? context.newPage().then(async (tab) => void (await tab.goto((await link.getAttribute('href'))!))) : link.click(),
    ]);
    await expect(detail).toHaveURL(/\/search-detail\//);
    await expect(detail.getByRole('button', { name: 'My Account' })).toBeVisible();
    const detailHeart = heartOf(detail.getByRole('main'), name).first();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(detailHeart).toHaveAccessibleName(`Remove ${name} from wishlist`);
    const stored = await detail.evaluate(() => ({ user: localStorage.getItem('userToken'), tab: sessionStorage.getItem('deviceToken') }));
    expect(stored.user).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.tab).toBe(stored.user);

    // Toggling works there (no 401, nobody logged out).
    await detailHeart.click();
    await expect(detail.getByText(`${name} removed from wishlist`)).toBeVisible();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
    await detailHeart.click();
    await expect(detail.getByText(`${name} added to wishlist`)).toBeVisible();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();

    // A logout in the first tab: the detail tab shows logged out at once (storage event)...
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
    // ...with a fresh guest token of its own, and stays so after a reload.
    await expect.poll(() => detail.evaluate(() => sessionStorage.getItem('deviceToken'))).not.toBe(stored.user);
    await detail.reload();
    await expect(detail.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    await expect(heartOf(detail.getByRole('main'), name).first()).toHaveAttribute('aria-pressed', 'false');
    await detail.close();
  });

  test('a reload after the login was removed behind the tab\'s back starts with a fresh guest token', { tag: '@one-width' }, async ({ page, request }) => {
    await asNewClient(page);
    await page.goto('/');
    await loginWithPhone(page, request);
    const userToken = await page.evaluate(() => localStorage.getItem('userToken'));
    expect(await page.evaluate(() => sessionStorage.getItem('deviceToken'))).toBe(userToken);
    // Another tab logged out while this one was not listening (e.g. frozen by the browser):
    // the server ended the session and local storage no longer holds the login.
    expect((await request.post(`${API_BASE}/logout`, { headers: { authorization: userToken! }, data: {} })).status()).toBe(200);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('deviceToken'))).toMatch(/^[0-9a-f]{32}$/);
    const guest = await page.evaluate(() => sessionStorage.getItem('deviceToken'));
    expect(guest, 'never the ended user token').not.toBe(userToken);
    expect((await request.post(`${API_BASE}/logout`, { headers: { authorization: guest! }, data: {} })).status()).toBe(200);
  });

  test('a login in one tab reaches the other tabs', { tag: '@one-width' }, async ({ page, context, request }) => {
    await asNewClient(page);
    await page.goto('/about');
    const other = await context.newPage();
    await other.goto('/about');
    await expect(other.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    await loginWithPhone(page, request);
    await expect(other.getByRole('button', { name: 'My Account' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    await expect.poll(() => other.evaluate(() => sessionStorage.getItem('deviceToken'))).toBe(token);
    // Its user-scoped calls work with the shared login.
    await other.goto('/user/wishlist');
    await expect(other.getByText('No hotels in your wishlist.')).toBeVisible();
    await other.close();
  });
});
