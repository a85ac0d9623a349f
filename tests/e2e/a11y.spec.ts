import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, test } from './support/fixtures';
import { cards } from './support/results';
import { dayFromToday } from './support/searchPanel';

const API = '/api/web/v1/digital-channel/hotel';

/** A metro's results page, for a week from today. */
async function openResults(page: Page, request: APIRequestContext) {
  const guest = await (await request.get(`${API}/guest`)).json();
  const answer = await (await request.get(`${API}/cities/search/MUMBAI`, { headers: { authorization: guest.response.token } })).json();
  const city = answer.response.cityResponseProjections[0];
  await page.goto(`/search-result?${new URLSearchParams({ place: String(city.id), destination: city.cityName, checkIn: dayFromToday(7), checkOut: dayFromToday(8) })}`);
  await expect(page.getByRole('heading', { level: 1, name: `Hotel Stays in ${city.cityName}` })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Where the focused element is: in the main landmark, in the header, or elsewhere. */
const focusedIn = (page: Page) =>
  page.evaluate(() => {
    const at = document.activeElement;
    if (at?.closest('main')) return 'main';
    if (at?.closest('header')) return 'header';
    return at?.tagName ?? 'nothing';
  });

/**
 * The skip link: the first Tab shows it, in full and on top of the sticky header (nothing covers
 * its middle); Enter moves focus to the main landmark, and the next Tab to the first control in it.
 */
async function skipsToMain(page: Page, { axe = false } = {}) {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  const width = async () => (await skip.boundingBox())?.width ?? 0;
  expect(await width(), 'the skip link is hidden until it has focus').toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.width, 'the skip link shows its text').toBeGreaterThan(100);
  expect(box.height).toBeGreaterThan(20);
  const onTop = await skip.evaluate((link) => {
    const { left, top, width, height } = link.getBoundingClientRect();
    return link.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
  expect(onTop, 'nothing covers the skip link').toBe(true);
  // Checked with the link shown (its colours too), before the first control of the page has focus.
  if (axe) await checkA11y(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect(await width(), 'the skip link hides again').toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  expect(await focusedIn(page)).toBe('main');
}

test.describe('skip link', () => {
  test('on the home page, the first Tab shows "Skip to main content", and Enter moves on to the page', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('main')).toHaveCount(1);
    await skipsToMain(page, { axe: true });
  });

  test('on a results page, the first Tab shows "Skip to main content", and Enter moves on past the header', async ({ page, request }) => {
    await openResults(page, request);
    await expect(page.getByRole('main')).toHaveCount(1);
    await skipsToMain(page, { axe: true });
  });

  test('the not-found page has the skip link and one main landmark too', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await skipsToMain(page);
  });
});

/** A Tab stop: what a person would call the focused element, and whether its ring shows. */
interface Stop {
  name: string;
  ring: boolean;
}

/**
 * Presses Tab `count` times from the top of the page and reads, at each stop, whether the focused
 * element shows a ring: an outline at least 2 px wide or a box shadow, in a colour with 3:1
 * contrast against the background behind the control (either colour of a two-colour ring). A
 * checkbox or radio whose input is hidden shows its ring on the box beside it (the label's part
 * marked data-focus-visible).
 */
async function tabStops(page: Page, count: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(async () => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return { name: 'the page body', ring: true };
        const rect = focused.getBoundingClientRect();
        const hidden = rect.width <= 1 || rect.height <= 1;
        const shown = hidden ? (focused.closest('label')?.querySelector<HTMLElement>('[data-focus-visible]') ?? focused) : focused;
        // The ring as it rests, once a control's transition into it (Chakra's box shadows) is over.
        await Promise.all(shown.getAnimations().map((animation) => animation.finished.catch(() => undefined)));

        type Rgba = [number, number, number, number];
        const parse = (text: string): Rgba[] =>
          [...text.matchAll(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]);
        const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
        const luminance = ([r, g, b]: Rgba) =>
          [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, k) => sum + c * [0.2126, 0.7152, 0.0722][k]!, 0);
        const contrast = (a: Rgba, b: Rgba) => {
          const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (hi! + 0.05) / (lo! + 0.05);
        };
        // The background around the control: the first opaque background of an element around it.
        let behind: Rgba = [255, 255, 255, 1];
        for (let at = shown.parentElement; at; at = at.parentElement) {
          const [colour] = parse(getComputedStyle(at).backgroundColor);
          if (colour && colour[3] === 1) {
            behind = colour;
            break;
          }
        }
        const style = getComputedStyle(shown);
        const colours: Rgba[] = [];
        if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) colours.push(...parse(style.outlineColor));
        if (style.boxShadow !== 'none') colours.push(...parse(style.boxShadow));
        const ring = colours.some((colour) => contrast(over(colour, behind), behind) >= 3);
        const role = focused.getAttribute('role') ?? focused.tagName.toLowerCase();
        const labelledBy = focused.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        const inputLabel = (focused as HTMLInputElement).labels?.[0]?.textContent;
        const label = (focused.getAttribute('aria-label') ?? labelledBy ?? inputLabel ?? focused.textContent ?? '').trim().slice(0, 40);
        return { name: `${role} "${label}"`, ring };
      }),
    );
  }
  return stops;
}

test.describe('focus ring', () => {
  test('every control of the home page shows a ring when Tab reaches it', async ({ page }) => {
    await openHome(page);
    const stops = await tabStops(page, 25);
    expect(new Set(stops.map((s) => s.name)).size, 'Tab moved through the page').toBeGreaterThan(10);
    expect(stops.filter((s) => !s.ring).map((s) => s.name), 'controls without a focus ring').toEqual([]);
  });

  test('every control of a results page shows a ring when Tab reaches it', async ({ page, request }) => {
    await openResults(page, request);
    const stops = await tabStops(page, 25);
    expect(new Set(stops.map((s) => s.name)).size, 'Tab moved through the page').toBeGreaterThan(10);
    expect(stops.filter((s) => !s.ring).map((s) => s.name), 'controls without a focus ring').toEqual([]);
  });
});
