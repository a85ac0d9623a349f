/**
 * Axe as the e2e specs run it (`checkA11y` in tests/e2e/support/fixtures.ts: axe's default rules
 * on the whole settled page), on pages loaded at the e2e mobile project's size. Lighthouse's
 * accessibility category runs axe too, but only its WCAG A and AA rules and not all of them; this
 * counts what the e2e check would fail on.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';

export interface AxeTarget {
  url: string;
  /** Local storage the page starts with (a login). */
  storage?: Record<string, string>;
  /** A selector that shows once the page holds what it is for (not its loading state). */
  ready?: string;
}

export interface AxeCount {
  /** Ids of the serious and critical rules violated, with how many elements each. */
  serious: string[];
  /** Every rule violated, at any impact. */
  all: number;
}

export async function axeViolations(chromePort: number, targets: AxeTarget[]): Promise<AxeCount[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const counts: AxeCount[] = [];
    for (const target of targets) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
      try {
        if (target.storage) {
          await context.addInitScript((entries) => {
            if (!location.protocol.startsWith('http')) return;
            for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          }, target.storage);
        }
        const page = await context.newPage();
        await page.goto(target.url, { waitUntil: 'networkidle' });
        if (target.ready) await page.locator(target.ready).first().waitFor({ timeout: 20_000 });
        await settled(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        counts.push({
          serious: violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`),
          all: violations.length,
        });
      } finally {
        await context.close();
      }
    }
    return counts;
  } finally {
    await browser.close();
  }
}

/** Waits up to 3 s for the page's running finite animations (fades, skeletons leaving) to end, so colours are read at rest. */
async function settled(page: Page): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const running = await page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).length,
    );
    if (running === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
