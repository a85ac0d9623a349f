import { expect, type Locator } from '@playwright/test';

/** Price pins are named after their hotel and nightly price: 'Hotel Sea View, Rs 3,245.50 per night'. */
export const pinsOf = (map: Locator) => map.getByRole('button', { name: /, Rs [\d,]+\.\d{2} per night$/ });
/** Clusters are named by their count: '12 hotels here, show them'. */
export const clustersOf = (map: Locator) => map.getByRole('button', { name: /^\d+ hotels here, show them$/ });

/** How many hotels the map shows: its pins plus the counts its clusters show. */
export async function hotelsOnMap(map: Locator): Promise<number> {
  const counts = await clustersOf(map).allTextContents();
  return (await pinsOf(map).count()) + counts.reduce((sum, c) => sum + Number(c), 0);
}

/** Zooms into clusters until a price pin shows, and returns it. */
export async function somePin(map: Locator): Promise<Locator> {
  for (let i = 0; i < 10 && (await pinsOf(map).count()) === 0; i++) {
    const clusters = await clustersOf(map).count();
    await clustersOf(map).first().click();
    await expect.poll(async () => (await pinsOf(map).count()) > 0 || (await clustersOf(map).count()) !== clusters).toBe(true);
  }
  await expect(pinsOf(map).first()).toBeVisible();
  return pinsOf(map).first();
}
