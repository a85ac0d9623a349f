import { checkA11y, expect, test } from './support/fixtures';

test.describe('static pages', () => {
  test('about: mission, founders and the demo video modal', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Padaav' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ananya Rao' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vikram Singh' })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Play demo video' }).click();
    const dialog = page.getByRole('dialog', { name: 'See Padaav in action' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toHaveAttribute('src', '/videos/demo.mp4');
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
  });

  test('about: the modal copes when the video is missing', async ({ page, consoleErrors }) => {
    await page.route('**/videos/demo.mp4', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/about');
    await page.getByRole('button', { name: 'Play demo video' }).click();
    const dialog = page.getByRole('dialog', { name: 'See Padaav in action' });
    await expect(dialog.getByRole('status')).toHaveText('The demo video is not available right now. Please try again later.');
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    // The browser reports the 404 this test arranged; nothing else may appear.
    const expected = consoleErrors.filter((e) => e.includes('404'));
    expect(expected).toHaveLength(1);
    consoleErrors.splice(consoleErrors.indexOf(expected[0]!), 1);
  });

  test('contact: address in Bengaluru, e-mail and phone', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('Bengaluru, Karnataka 560025')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'bookings@padaav.in' })).toHaveAttribute('href', 'mailto:bookings@padaav.in');
    await expect(page.getByRole('main').getByRole('link', { name: '+91 80 4718 2290' })).toBeVisible();
    await checkA11y(page);
  });

  test('terms: cookies, licence, user comments, linking and liability', async ({ page }) => {
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    for (const name of ['Cookies', 'Licence', 'User comments', 'Hyperlinking to our content', 'Disclaimer and limits of liability']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await checkA11y(page);
  });

  test('privacy: data, log files, partners, CCPA, GDPR and children', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    for (const name of ['Information we collect', 'Log files', 'Advertising partners', 'Your CCPA rights', 'Your GDPR data protection rights', "Children's information"]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/we have one month to respond to you/).first()).toBeVisible();
    await expect(page.getByText(/children under the age of 13/)).toBeVisible();
    await checkA11y(page);
  });

  test('footer links navigate and the page opens at the top', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 5000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown path answers 404 and shows "Page not found!" with header and footer', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await checkA11y(page);
  });

  test('an old page address with a file extension, or a page\'s address in a shape it does not have, answers 404 and shows "Page not found!"; a missing file is a 404', async ({ page, request }) => {
    for (const path of ['/old-page.html', '/index.php', '/search-detail/', '/search-detail/H1/S1/extra']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }
    const missing = await request.get('/images/no-such-picture.png', { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(missing.status()).toBe(404);
  });
});
