import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_BASE } from '../../../contract/basePath';
import { isMobile } from './fixtures';

/** The result cards, the count in 'N hotels found', and the shown prices. */
export const cards = (page: Page) => page.getByTestId('hotel-card');
export const count = async (page: Page) => Number(/(\d+) hotels? found/.exec((await page.getByTestId('result-count').textContent()) ?? '')?.[1]);
export const prices = async (page: Page) => (await page.getByTestId('hotel-price').getByTestId('per-night').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));

/** The filter panel: the sidebar at 1280 px, the drawer behind the floating Filters button at 375 px. */
export async function filters(page: Page): Promise<Locator> {
  if (!isMobile(page)) return page.getByRole('complementary', { name: 'Filter hotels' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter hotels' });
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function doneWithFilters(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: /^Show \d+ hotels?$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filter hotels' })).toBeHidden();
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An option's label followed by how many hotels it would show: `5 Star (42)`. */
const withCount = (label: string) => new RegExp(`^${escaped(label)} \\(\\d+\\)$`);

/** A filter option by its label. */
export const option = (panel: Locator, label: string) => panel.getByRole('checkbox', { name: withCount(label) });

/** The count an option shows beside its label. */
export const optionCount = async (panel: Locator, label: string) =>
  Number(/\((\d+)\)$/.exec((await panel.locator('label').filter({ hasText: withCount(label) }).textContent()) ?? '')?.[1]);

/** An option's label without its count. */
export const optionLabel = (text: string) => text.replace(/ \(\d+\)$/, '');

/** Ticks or unticks one filter by its label. */
export async function toggle(page: Page, label: string) {
  const panel = await filters(page);
  await panel.locator('label').filter({ hasText: withCount(label) }).click();
  await doneWithFilters(page);
}

/** Mumbai, a metro with a few hundred hotels: its id and name from the city search (with a guest token). */
export async function metro(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const guest = await (await request.get(`${API_BASE}/guest`)).json();
  const answer = await (await request.get(`${API_BASE}/cities/search/MUMBAI`, { headers: { authorization: guest.response.token } })).json();
  const city = answer.response.cityResponseProjections[0];
  return { id: city.id, name: city.cityName };
}
