/**
 * Local storage put into the browser Lighthouse drives, before it audits a page that needs it (a
 * logged-in page). Lighthouse opens each audit's tab in the browser's default context and, before
 * the run, clears the origin's caches, service workers and file systems (its default
 * `clearStorageTypes`) but not its local storage: the page then loads cold and still finds what
 * is put here. Playwright connects to that browser only for this and leaves again, so no second
 * client watches the tabs Lighthouse measures.
 */
import { chromium } from '@playwright/test';

export async function putLocalStorage(chromePort: number, origin: string, items: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    // A small answer of the same origin: local storage belongs to the origin, not to a page.
    await page.goto(`${origin}/healthz`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
    await page.close();
  } finally {
    await browser.close();
  }
}
