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

  test('terms: bookings, payments, verified reviews, cookies, licence, linking and liability', async ({ page }) => {
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    for (const name of ['Bookings', 'Prices and payments', 'Pay later and cancellations', 'User comments', 'Cookies', 'Licence', 'Hyperlinking to our content', 'Disclaimer and limits of liability']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/Reviews marked "Verified stay" are written by travellers who booked that hotel on this website and checked out/)).toBeVisible();
    await expect(page.getByText(/by UPI, card, netbanking or wallet/)).toBeVisible();
    await expect(page.getByText(/Most interactive websites use cookies/)).toHaveCount(0);
    await checkA11y(page);
  });

  test('cancellation and refund policy: the windows, pay later, and refunds to the original payment method', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cancellation & Refund Policy' }).click();
    await expect(page).toHaveURL(/\/cancellation-refund-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cancellation and Refund Policy' })).toBeVisible();
    for (const name of ['Refundable and non-refundable rates', 'Book now, pay later', 'How to cancel', 'Refunds']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/within 5-7 working days to the original payment method/)).toBeVisible();
    await expect(page.getByText(/cancelling costs the first night of every room booked/)).toBeVisible();
    await checkA11y(page);
  });

  test('grievance officer: name, e-mail, phone and the 48 hours and one month, from the footer and the contact page', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByText(/acknowledges a complaint within 48 hours and\s+resolves it within one month/)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'How to reach the Grievance Officer' }).click();
    await expect(page).toHaveURL(/\/grievance-redressal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeVisible();
    const officer = page.getByRole('region', { name: 'Grievance Officer' });
    await expect(officer.getByText('Meera Krishnan')).toBeVisible();
    await expect(officer.getByRole('link', { name: 'grievance@padaav.in' })).toHaveAttribute('href', 'mailto:grievance@padaav.in');
    await expect(officer.getByRole('link', { name: '+91 80 4718 2291' })).toHaveAttribute('href', 'tel:+918047182291');
    await expect(page.getByRole('listitem').filter({ hasText: 'We acknowledge your complaint within 48 hours' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'We resolve it within one month' })).toBeVisible();
    await checkA11y(page);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Grievance Officer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeVisible();
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
