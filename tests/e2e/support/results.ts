import { expect, type Locator, type Page } from '@playwright/test';
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

/** Ticks or unticks one filter by its label. */
export async function toggle(page: Page, label: string) {
  const panel = await filters(page);
  await panel.locator('label').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  await doneWithFilters(page);
}
