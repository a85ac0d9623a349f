import { checkA11y, expect, test } from './support/fixtures';
import { loginThroughApi } from './support/identity';

test.describe('app shell', () => {
  test('no app download links until there is an app', async ({ page }) => {
    await page.goto('/');
    // The last home section: every section before it has mounted.
    await page.getByRole('heading', { name: 'Frequently asked questions' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get the Padaav app' })).toHaveCount(0);
    await expect(page.locator('a[href*="play.google.com"], a[href*="apps.apple.com"]')).toHaveCount(0);
  });

  test('home loads with header, hero and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Book top-rated budget-friendly hotels around the world' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Padaav home' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Call support on \+91 80 4718 2290/ })).toHaveAttribute('href', 'tel:+918047182290');
    await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const name of ['About Us', 'Contact Us', 'Terms & Conditions', 'Privacy Policy', 'Cancellation & Refund Policy', 'Grievance Officer']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Padaav on Instagram' })).toHaveAttribute('href', /instagram\.com/);
    await checkA11y(page);
  });

  test('the header shows the social links: side by side when wide, in a Follow menu when narrow', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    if ((page.viewportSize()?.width ?? 1280) >= 992) {
      await expect(header.getByRole('link', { name: 'Padaav on Instagram' })).toHaveAttribute('href', /instagram\.com/);
      await expect(header.getByRole('button', { name: 'Follow Padaav' })).toBeHidden();
    } else {
      const follow = header.getByRole('button', { name: 'Follow Padaav' });
      await follow.click();
      const menu = page.getByRole('menu');
      for (const network of ['Facebook', 'Instagram', 'X', 'LinkedIn', 'YouTube']) {
        await expect(menu.getByRole('menuitem', { name: `Padaav on ${network}` })).toBeVisible();
      }
      await expect(menu.getByRole('menuitem', { name: 'Padaav on YouTube' })).toHaveAttribute('href', /youtube\.com/);
      // Escape goes to the menu once the focus is in it (the list or an item): on a busy machine
      // that is a moment after its items show.
      const focusInMenu = () => menu.evaluate((list) => list.contains(document.activeElement));
      await expect.poll(focusInMenu).toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(follow).toBeFocused();
      // The header, the menu closed; the whole page is checked in the first test.
      await checkA11y(page, 'header');
      // Closed again while it is still growing in, it leaves nothing behind (no invisible box under the button).
      await follow.click();
      await expect(menu.getByRole('menuitem', { name: 'Padaav on Facebook' })).toBeVisible();
      await expect.poll(focusInMenu).toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(follow).toBeFocused();
    }
  });

  test('the FAQ keeps one answer open at a time', async ({ page }) => {
    await page.goto('/');
    const first = page.getByRole('button', { name: 'Is the price I see the price I pay?' });
    const second = page.getByRole('button', { name: 'Can I book now and pay later?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('a new tab gets a guest device token in session storage', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('deviceToken'))).toMatch(/^[0-9a-f]{32}$/);
    const first = await page.evaluate(() => sessionStorage.getItem('deviceToken'));
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('deviceToken'))).toBe(first);
  });
});

test.describe('account area', () => {
  test('/user opens the upcoming bookings', async ({ page, request }) => {
    await loginThroughApi(page, request);
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/upcoming$/);
  });
});
