import type { APIRequestContext, Page } from '@playwright/test';
import { API_BASE } from '../../contract/basePath';
import type { CitySuggestion } from '../../contract/cities';
import { checkA11y, expect, test } from './support/fixtures';
import { cards } from './support/results';
import { expandPanel, panel } from './support/searchPanel';

const destination = (page: Page) => panel(page).getByRole('combobox', { name: 'Destination' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Destination suggestions' });
const searchButton = (page: Page) => panel(page).getByRole('button', { name: 'Search', exact: true });

async function suggest(request: APIRequestContext, query: string): Promise<CitySuggestion[]> {
  const answer = (await (await request.get(`${API_BASE}/cities/search/${query}`)).json()) as { response: { cityResponseProjections: CitySuggestion[] } };
  return answer.response.cityResponseProjections;
}

/** Types into the destination box as a person would (it may hold the last search's place) and waits for the server's list. */
async function type(page: Page, text: string, firstLine: RegExp) {
  const box = destination(page);
  await box.click();
  await box.fill('');
  await box.pressSequentially(text, { delay: 30 });
  await expect(suggestions(page).getByRole('option').first()).toHaveText(firstLine);
}

/** A pick leads on to the dates: the default stay will do (the calendar can cover Search on a phone). */
async function keepDefaultStay(page: Page) {
  const calendar = page.getByRole('dialog', { name: 'Choose check-in and check-out dates' });
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
}

/** Searches what is typed without choosing a line (the list can cover Search on a phone: it is closed first). */
async function searchTyped(page: Page) {
  await destination(page).press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await searchButton(page).click();
}

test.describe('destinations', () => {
  test('Goa is a state whose search covers all its towns, shown with its kind and hotel count', async ({ page, request }) => {
    const goa = await suggest(request, 'GOA');
    expect(goa[0]).toMatchObject({ cityName: 'Goa', kind: 'state' });
    const largestTown = Math.max(...goa.filter((c) => c.kind === 'city').map((c) => c.hotelCount ?? 0));

    await page.goto('/');
    await expandPanel(page);
    await type(page, 'Goa', new RegExp(`^Goa\\s*Goa, India · ${goa[0]!.hotelCount} hotels\\s*State$`));
    // Its towns follow as cities of Goa; Panaji, the capital, is one of them, not an area of Candolim.
    await expect(suggestions(page).getByRole('option', { name: /^Panaji\s*Panaji, Goa, India/ })).toHaveText(/City$/);
    await expect(suggestions(page).getByRole('option', { name: /^Panaji\s*Panaji, Candolim/ })).toHaveCount(0);
    await checkA11y(page, '[role=listbox]');

    await suggestions(page).getByRole('option', { name: /^Goa\s*Goa, India/ }).click();
    await expect(destination(page)).toHaveValue('Goa');
    await keepDefaultStay(page);
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/search-result\?place=110&destination=Goa&/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hotel Stays in Goa' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const found = Number((await page.getByTestId('result-count').textContent())!.match(/^(\d+) hotels found$/)![1]);
    // More hotels than any one town of Goa has: the state's search covers its towns.
    expect(found).toBeGreaterThan(largestTown);
  });

  test('typing "Goa" and pressing Search searches the state, not the first town', async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    await type(page, 'Goa', /^Goa\s*Goa, India/);
    await searchTyped(page);
    await expect(page).toHaveURL(/\/search-result\?place=110&destination=Goa&/);
  });

  test('another name of a state and a well-known region: Himachal, Coorg', async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    await type(page, 'Himachal', /^Himachal Pradesh\s*Himachal Pradesh, India · \d+ hotels\s*State$/);
    await searchTyped(page);
    await expect(page).toHaveURL(/\/search-result\?place=113&destination=Himachal(\+|%20)Pradesh&/);

    await page.goto('/');
    await expandPanel(page);
    await type(page, 'Coorg', /^Coorg\s*Coorg, Karnataka, India · \d+ hotels?\s*Region$/);
    await searchTyped(page);
    await expect(page).toHaveURL(/\/search-result\?place=501&destination=Coorg&/);
  });

  test('text that names no one place is not searched as another: the list asks to choose', async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    await type(page, 'mumb', /^Mumbai\s*Mumbai, Maharashtra, India/);
    await searchTyped(page);
    await expect(panel(page).getByRole('alert')).toHaveText('Choose your destination from the list.');
    await expect(page).toHaveURL(/\/$/);
    await expect(suggestions(page).getByRole('option').first()).toHaveText(/^Mumbai\s*Mumbai, Maharashtra, India/);
    // The box has the focus: the arrow keys reach the list.
    await expect(destination(page)).toBeFocused();
    await checkA11y(page, '[role=listbox]');
    await destination(page).press('ArrowDown');
    await destination(page).press('Enter');
    await expect(destination(page)).toHaveValue('Mumbai');
    await keepDefaultStay(page);
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/search-result\?place=1275339&destination=Mumbai&/);
  });

  test('the last searches are offered when the box opens empty, latest first', async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    await type(page, 'Kerala', /^Kerala\s*Kerala, India/);
    await searchTyped(page);
    await expect(page).toHaveURL(/place=117&destination=Kerala&/);

    await page.goto('/');
    await expandPanel(page);
    await type(page, 'Goa', /^Goa\s*Goa, India/);
    await searchTyped(page);
    await expect(page).toHaveURL(/place=110&destination=Goa&/);

    // The box holds Goa, the last search of this tab: emptied, it offers the recent searches.
    await page.goto('/');
    await expandPanel(page);
    await destination(page).click();
    await destination(page).fill('');
    const options = suggestions(page).getByRole('option');
    await expect(options.nth(0)).toHaveText(/^Goa\s*Goa, India · \d+ hotels\s*Recent\s*State$/);
    await expect(options.nth(1)).toHaveText(/^Kerala\s*Kerala, India · \d+ hotels\s*Recent\s*State$/);
    // Then the popular cities, which are not marked.
    await expect(options.nth(2)).not.toHaveText(/Recent/);
    await checkA11y(page, '[role=listbox]');
    await options.nth(1).click();
    await expect(destination(page)).toHaveValue('Kerala');
    // Kept in this browser's local storage, at most 5.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recentSearches') ?? '[]') as Array<{ name: string }>);
    expect(stored.map((r) => r.name)).toEqual(['Goa', 'Kerala']);
  });
});
