import type { APIRequestContext, Page } from '@playwright/test';
import { API_BASE } from '../../contract/basePath';
import { addDays, todayInIndia } from '../../domain/dates';
import { leadTerms } from '../../machines/rules/leadTerms';
import { BENGALURU, chooseOption, otherGuest, primaryGuest, searchBody, type ChosenOption } from './support/booking';
import { checkA11y, expect, isMobile, test } from './support/fixtures';
import { asNewClient, finishLogin, requestPhoneCode, uniquePhone } from './support/identity';
import { cards, toggle } from './support/results';

/**
 * Before paying: the review page seen logged out, typing kept across a login, the
 * phone's bar with the total and Pay Now, the same amount on every page, and pay later said
 * before the review page. Each width books its own nights.
 */

const plain = (o: { ipr: boolean; ipm: boolean }) => !o.ipr && !o.ipm;
const days = (page: Page, desktop: number) => desktop + (isMobile(page) ? 1 : 0);

/** The rate row of the hotel page that reserves `option`. */
const rateRow = (page: Page, option: ChosenOption) =>
  page.getByTestId('room-option').filter({ has: page.locator(`a[href$="/review-booking/${option.hotelId}/${option.optionId}"]`) });

test.describe('before paying', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the same amount on the hotel page, the review page, the bar on a phone, the payment page and the bookings list; a login typed around keeps what was typed', async ({ page, request }) => {
    await asNewClient(page);
    const option = await chooseOption(request, { days: days(page, 40), rooms: [{ adults: 1, childAges: [6] }], wanted: plain });
    const amount = `Rs ${option.total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    // The hotel page: the rate row's stay total, and its cancellation rules in nights.
    await page.goto(`/search-detail/${option.hotelId}/${option.searchId}`);
    const row = rateRow(page, option);
    await expect(row.getByTestId('stay-total')).toHaveText(`${amount} for 2 nights`, { timeout: 15_000 });
    await row.getByRole('button', { name: 'Show Cancellation Rules' }).click();
    const rules = page.getByRole('dialog', { name: 'Cancellation Rules' });
    await expect(rules.getByRole('row').last()).toContainText(/The whole stay \(Rs [\d,]+\.\d{2}\)/);
    await expect(rules).not.toContainText('% of the booking');
    await rules.getByRole('button', { name: 'Close cancellation rules' }).click();

    // Reserve, logged out: the whole review, the child's row below 12 from the age searched.
    await row.getByRole('link', { name: /^Reserve / }).click();
    await expect(page.getByTestId('stay-summary').getByRole('heading', { name: option.hotelName })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('price-breakup')).toContainText(`Total${amount}`);
    await expect(otherGuest(page, 1, 2).getByRole('checkbox', { name: 'Below 12' })).toBeChecked();
    const bar = page.getByTestId('phone-booking-bar');
    if (isMobile(page)) {
      // On a phone the total and Pay Now stay at the bottom of the screen from the top of the page.
      await expect(bar.getByTestId('bar-total')).toHaveText(`${amount} for 2 nights`);
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
      expect(box.y).toBeGreaterThan(page.viewportSize()!.height / 2);
      await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(1);
      await expect(bar.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    } else {
      await expect(bar).toHaveCount(0);
      await expect(page.getByRole('complementary', { name: 'Price and booking' }).getByRole('button', { name: 'Pay Now' })).toBeVisible();
    }

    // Typed before the login, kept; typed right after it closes, kept.
    const primary = primaryGuest(page);
    await primary.getByLabel('First name').fill('Asha');
    const phone = uniquePhone();
    await requestPhoneCode(page, phone);
    await finishLogin(page, request, phone);
    await primary.getByLabel('Last name').pressSequentially('Sharma');
    await expect(primary.getByLabel('Last name')).toHaveValue('Sharma');
    await expect(primary.getByLabel('First name')).toHaveValue('Asha');
    await primary.getByLabel('E-mail').fill('asha.sharma@example.in');
    await primary.getByLabel('Mobile number').fill(phone);
    await otherGuest(page, 1, 2).getByLabel('First name').fill('Ravi');
    await expect(otherGuest(page, 1, 2).getByLabel('Last name')).toHaveValue('Sharma');
    await checkA11y(page);

    // Logged in already: Pay Now books at once; the payment page asks for the same amount.
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/payment\?bookingId=PDV[0-9A-Z]{10}$/, { timeout: 15_000 });
    await expect(page.getByTestId('amount-due')).toHaveText(amount);
    await page.goto('/user/upcoming');
    await expect(page.getByTestId('booking-card').filter({ hasText: option.hotelName })).toContainText(`Total ${amount}`);
  });

  test('pay later is said on the hotel page and on the result cards whose lead option allows it', { tag: '@one-width' }, async ({ page, request }) => {
    const checkIn = addDays(todayInIndia(new Date()), days(page, 44));
    const checkOut = addDays(checkIn, 1);
    const hits = await searchHits(request, checkIn);
    const now = Date.now();
    // What each hotel's lead option allows, by name (a name two hotels share is not checked).
    const offers = new Map<string, Set<boolean>>();
    for (const h of hits) offers.set(h.name, (offers.get(h.name) ?? new Set()).add(leadTerms(h.ops[0], { checkIn, now }).payLater));
    expect([...offers.values()].some((o) => o.has(true)), 'some hotels of the search offer pay later').toBe(true);

    await page.goto(`/search-result?${new URLSearchParams({ place: String(BENGALURU.id), destination: BENGALURU.name, checkIn, checkOut })}`);
    await expect(cards(page)).toHaveCount(10, { timeout: 15_000 });
    for (const card of await cards(page).all()) {
      const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
      const line = card.getByTestId('pay-later');
      const offered = offers.get(name);
      if (offered?.size !== 1) continue;
      if (offered.has(true)) {
        await expect(line, name).toHaveText('Pay later available');
      } else await expect(line, name).toHaveCount(0);
    }
    // The filter of the same name keeps only those: each says so.
    await toggle(page, 'Pay later available');
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) await expect(card.getByTestId('pay-later')).toHaveText('Pay later available');

    // The hotel page: the rate rows that offer it say so.
    const option = await chooseOption(request, { days: days(page, 46), rooms: [{ adults: 1 }], wanted: (o) => o.isBA });
    await page.goto(`/search-detail/${option.hotelId}/${option.searchId}`);
    await expect(rateRow(page, option).getByTestId('pay-later')).toHaveText('Pay later available', { timeout: 15_000 });
    await checkA11y(page, '[data-testid="room-option"]');
  });
});

/** The search the results page makes for Bengaluru, one room and one adult, through the API. */
async function searchHits(request: APIRequestContext, checkIn: string): Promise<Array<{ name: string; ops: Array<{ fcd?: number | null; pl?: boolean }> }>> {
  const res = await request.post(`${API_BASE}/hotel-search-v2`, { headers: { 'correlation-id': String(Date.now()) }, data: searchBody(BENGALURU, checkIn, 1, [{ adults: 1 }]) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { response: { searchResult: { his: Array<{ name: string; ops: Array<{ fcd?: number | null; pl?: boolean }> }> } } }).response.searchResult.his;
}
