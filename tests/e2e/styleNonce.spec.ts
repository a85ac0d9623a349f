import { expect, test } from './support/fixtures';
import { loginDialog } from './support/identity';
import { dayFromToday } from './support/searchPanel';

/**
 * Inline styles under the page's nonce: the Content-Security-Policy allows only the
 * inline styles that carry the nonce the server gave the page. Every style the site makes itself
 * carries it (the build's page styles, Chakra's through Emotion, a modal's scroll lock), so the
 * browser reports no violation while pages render and overlays open; a style without it is refused.
 */
test.describe('style nonces', () => {
  test('the site\'s own styles apply with the page\'s nonce; a style injected without it is refused', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      // Styles only: zod probes once whether it may compile parsers with eval, which script-src refuses.
      document.addEventListener('securitypolicyviolation', (event) => {
        if (event.violatedDirective.startsWith('style-src')) seen.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`);
      });
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    const answer = await page.goto('/');
    const nonce = /'nonce-([^']+)'/.exec((await answer!.allHeaders())['content-security-policy'] ?? '')?.[1];
    expect(nonce, 'the page\'s CSP names a style nonce').toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A modal: Chakra's styles for it and its scroll lock's own style tag.
    await page.getByRole('button', { name: 'Login / Sign Up' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
    // A results page, sent with a nonce of its own.
    await page.goto(`/search-result?${new URLSearchParams({ place: '1277333', destination: 'Bengaluru', checkIn: dayFromToday(7), checkOut: dayFromToday(8) })}`);
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    expect(await violations(), 'style violations while the site renders').toEqual([]);
    expect(await page.evaluate(() => [...document.querySelectorAll('style')].every((s) => s.nonce !== ''))).toBe(true);

    // What an injected stylesheet would do: refused, and reported.
    const applied = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px solid rgb(255, 0, 0) }';
      document.head.appendChild(style);
      return getComputedStyle(document.body).outlineWidth;
    });
    expect(applied).not.toBe('7px');
    await expect.poll(violations).toEqual([expect.stringMatching(/^style-src-elem: /)]);
    // The browser logs the refusal it was asked for; nothing else may be logged.
    const refusal = consoleErrors.findIndex((line) => line.includes('inline style violates the following Content Security Policy'));
    expect(refusal).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refusal, 1);
  });
});
