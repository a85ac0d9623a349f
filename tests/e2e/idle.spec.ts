import { checkA11y, expect, test } from './support/fixtures';
import { asNewClient, finishLogin, firstResultHeart, requestPhoneCodeInOpenModal, uniquePhone } from './support/identity';

/**
 * The idle-session overlay: 5 minutes without activity, driven with the
 * browser clock (the production timeout, no override).
 */
test.describe('idle session', () => {
  test("5 idle minutes: overlay, session storage cleared; I'm Still Here restarts the timer", async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('probe', 'x'));
    const overlay = page.getByRole('alertdialog', { name: 'Your session has expired' });

    await page.clock.fastForward('04:00');
    await expect(overlay).toHaveCount(0);
    await page.clock.fastForward('01:01');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText('Still there? It looks like your session timed out...')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('probe'))).toBeNull();
    await checkA11y(page);

    await overlay.getByRole('button', { name: "I'm Still Here" }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);

    // Activity keeps the session alive: a key press at 4 minutes restarts the 5.
    await page.clock.fastForward('04:00');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('04:00');
    await expect(overlay).toHaveCount(0);
    await page.clock.fastForward('01:01');
    await expect(overlay).toBeVisible();
  });

  test('Back to Home loads / afresh', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    await page.clock.fastForward('05:01');
    const overlay = page.getByRole('alertdialog', { name: 'Your session has expired' });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book top-rated budget-friendly hotels around the world' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(overlay).toHaveCount(0);
  });

  test("logged in: after the overlay and I'm Still Here, the user's calls still work (the user's token, never the ended guest one)", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await asNewClient(page);
    await page.clock.install();
    // Log in in this tab, so the login rotates the tab's own guest token (the server ends it).
    const { heart, name } = await firstResultHeart(page, request);
    await heart.click();
    const phone = uniquePhone();
    await requestPhoneCodeInOpenModal(page, phone);
    await finishLogin(page, request, phone);
    await expect(page.getByText(`${name} added to wishlist`)).toBeVisible();
    const userToken = await page.evaluate(() => localStorage.getItem('userToken'));
    expect(userToken).toMatch(/^[0-9a-f]{32}$/);

    await page.clock.fastForward('05:01');
    const overlay = page.getByRole('alertdialog', { name: 'Your session has expired' });
    await expect(overlay).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('deviceToken'))).toBeNull();
    await overlay.getByRole('button', { name: "I'm Still Here" }).click();
    await expect(overlay).toBeHidden();

    // A user-scoped call: removing the hotel from the wishlist.
    await heart.click();
    await expect(page.getByText(`${name} removed from wishlist`)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
    // The tab's device token is the user's again, in session storage too.
    expect(await page.evaluate(() => sessionStorage.getItem('deviceToken'))).toBe(userToken);
    await page.goto('/user/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page.getByText('No hotels in your wishlist.')).toBeVisible();
  });
});
