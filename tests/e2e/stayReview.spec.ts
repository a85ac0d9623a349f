import type { APIRequestContext, Locator } from '@playwright/test';
import { API_BASE } from '../../contract/basePath';
import { STAY_REWIND_PATH } from '../../contract/stayReview';
import { paidBooking } from './support/account';
import { checkA11y, expect, test } from './support/fixtures';
import { loginThroughApi } from './support/identity';

/**
 * Rate your stay: a completed booking offers the review form once; bad input is named by field
 * and sends nothing; the review sent shows first on the hotel's page, marked 'Verified stay', and
 * counts in its score. Through the real server: a paid booking whose stay the development route
 * moves into the past (as if its check-out had gone by).
 */

/** One star choice of a category's stars, as a person clicks it. */
const starOf = (form: Locator, category: string, stars: string) => form.getByRole('radiogroup', { name: category }).locator('label', { has: form.page().getByRole('radio', { name: stars }) });

const CATEGORIES = ['Overall stay', 'Cleanliness', 'Service', 'Location', 'Value for money', 'Rooms', 'Food'];

/** How many reviews the hotel's Everyone tab has, from the API. */
async function reviewCount(request: APIRequestContext, hotelId: string): Promise<number> {
  const res = await request.post(`${API_BASE}/hotel/reviews`, { data: { hotelId }, headers: { 'correlation-id': String(Date.now()) } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { response: { categoryList: Array<{ reviewList: unknown[] }> } };
  return body.response.categoryList[0]?.reviewList.length ?? 0;
}

test.describe('rate your stay', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a completed booking's 'Rate your stay': missing stars and a short text are named, then the review is sent once and shows on the hotel page as a verified stay", { tag: '@one-width' }, async ({ page, request }) => {
    const { token } = await loginThroughApi(page, request);
    const booking = await paidBooking(request, token);
    const rewound = await request.post(STAY_REWIND_PATH, { data: { bookingId: booking.bookingId } });
    expect(rewound.status(), 'the stay is moved into the past').toBe(200);
    const before = await reviewCount(request, booking.hotelId);

    await page.goto('/user/completed');
    await expect(page.getByRole('heading', { level: 1, name: 'Completed bookings' })).toBeVisible();
    const card = page.getByRole('article', { name: booking.hotelName });
    const rate = card.getByRole('button', { name: `Rate your stay at ${booking.hotelName}` });
    await expect(rate).toHaveText('Rate your stay');
    await rate.click();

    const form = page.getByRole('dialog', { name: 'Rate your stay' });
    await expect(form.getByText(booking.hotelName)).toBeVisible();
    // Sent empty: every missing part is named, and nothing is sent.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please give stars for Overall stay, Cleanliness, Service, Location, Value for money, Rooms and Food.')).toBeVisible();
    await expect(form.getByText('Please give your review a title of 3 to 100 characters.')).toBeVisible();
    await expect(form.getByText('Please write 20 to 2000 characters about your stay.')).toBeVisible();

    for (const [i, category] of CATEGORIES.entries()) await starOf(form, category, i === 0 ? '4 stars' : i === 6 ? '2 stars' : '3 stars').click();
    await expect(form.getByText(/^Please give stars for/)).toHaveCount(0);
    await form.getByLabel('Title').fill('Good room, slow breakfast');
    await form.getByLabel('Your review').fill('Too short.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please write 20 to 2000 characters about your stay.')).toBeVisible();
    await checkA11y(page, '[role="dialog"]');

    await form.getByLabel('Your review').fill('A clean, quiet room and a helpful front desk. Breakfast came late both mornings.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for rating your stay!')).toBeVisible();
    await expect(form).toBeHidden();
    // Once: the button goes, and stays gone when the lists are read again from the server.
    await expect(rate).toHaveCount(0);
    await page.reload();
    await expect(card.getByRole('button', { name: /Get Invoice/ })).toBeVisible();
    await expect(rate).toHaveCount(0);

    // The hotel's page: the review first, marked as a verified stay, counted in the score.
    await page.goto(`/search-detail/${encodeURIComponent(booking.hotelId)}`);
    const reviews = page.locator('section#reviews');
    await reviews.scrollIntoViewIfNeeded();
    const panel = reviews.getByRole('tabpanel');
    await expect(panel.getByTestId('reviews-average')).toContainText(`from ${before + 1} reviews`, { timeout: 20_000 });
    const first = panel.getByTestId('review').first();
    await expect(first.getByRole('heading', { name: 'Good room, slow breakfast' })).toBeVisible();
    await expect(first.getByText('Verified stay', { exact: true })).toBeVisible();
    await expect(first.getByTestId('review-text')).toHaveText('A clean, quiet room and a helpful front desk. Breakfast came late both mornings.');
    await expect(first).toContainText('Asha');
    // Only the guest's own review carries the mark: the generated ones do not.
    await expect(panel.getByText('Verified stay', { exact: true })).toHaveCount(1);
  });
});
