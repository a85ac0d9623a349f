import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails if the page logs a console error or throws; `checkA11y` runs axe and fails on
 * serious or critical violations. The browser's report of a page the server sent with 404 (an
 * unknown path, which shows the app's "Page not found!") is the server's answer, not an error of
 * the page: it does not count.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const notFoundReports: Array<{ text: string; url: string }> = [];
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        errors.push(msg.text());
        if (msg.text().includes('status of 404')) notFoundReports.push({ text: msg.text(), url: msg.location().url });
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      for (const report of notFoundReports) {
        const at = notFoundPages.has(report.url) ? errors.indexOf(report.text) : -1;
        if (at >= 0) errors.splice(at, 1);
      }
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * `scope`, a CSS selector, checks only that part of the page, once it shows: for a test about one
 * part whose page another test checks whole (axe takes seconds over a whole page on a busy machine).
 */
export async function checkA11y(page: Page, scope?: string) {
  // Pages fill in over a few frames (staged sections, answers arriving) and some controls fade in
  // (a button leaving its disabled look): check the settled page, colours read as they rest. The
  // wait for running transitions is bounded and timed here, not in the page, whose clock a test
  // may have installed.
  if (scope) await expect(page.locator(scope).first()).toBeVisible();
  else await page.waitForLoadState('networkidle');
  for (let i = 0; i < 30; i++) {
    const running = await page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).length,
    );
    if (running === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Legacy mode runs axe in the page itself; the default opens a new page to merge the frames'
  // results, which made a check of the home page take 5 s instead of 2.4 here (no page has a
  // cross-origin frame, which is what that mode is for). Only violations are read, so only they are
  // collected: 1.4 s.
  // Two rules axe leaves off by default run too, as Lighthouse runs them: a control's name holds its
  // visible text (WCAG 2.5.3) and a target is at least 24 px square or spaced (WCAG 2.5.8).
  const axe = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } } });
  const results = await (scope ? axe.include(scope) : axe).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
