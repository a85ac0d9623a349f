import { expect, test } from './support/fixtures';

/** The modulepreload links of an HTML page, as the server answers a browser opening `path` (404 for a path that is no page). */
async function preloads(request: import('@playwright/test').APIRequestContext, path: string): Promise<string[]> {
  const answer = await request.get(path, { headers: { accept: 'text/html' } });
  expect(answer.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
  const html = await answer.text();
  expect(html).toContain('<div id="root"></div>');
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}

test.describe('pages loaded on demand', () => {
  test('every page fetches the start steps\' code at once; a results, hotel or review link also fetches that page\'s code and the answer schemas; other pages do not', async ({ request }) => {
    const results = await preloads(request, '/search-result?place=1277333&destination=Bengaluru&checkIn=2030-01-01&checkOut=2030-01-02');
    expect(results.some((href) => /\/assets\/ResultsPage-[\w-]+\.js$/.test(href))).toBe(true);
    const detail = await preloads(request, '/search-detail/1277333016/some-search');
    expect(detail.some((href) => /\/assets\/HotelDetailPage-[\w-]+\.js$/.test(href))).toBe(true);
    expect(detail.some((href) => href.includes('ResultsPage'))).toBe(false);
    const review = await preloads(request, '/review-booking/1277333016/some-option');
    expect(review.some((href) => /\/assets\/ReviewBookingPage-[\w-]+\.js$/.test(href))).toBe(true);
    expect(review.some((href) => /ResultsPage|HotelDetailPage/.test(href))).toBe(false);
    for (const page of [results, detail, review]) expect(page.some((href) => /\/assets\/schemas-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of [...results, ...detail, ...review]) expect((await request.get(href)).status(), href).toBe(200);

    for (const path of ['/', '/about', '/vibes/2', '/no-such-page']) {
      const listed = await preloads(request, path);
      // The start steps of src/main.tsx (the app, the style system) come with the page.
      for (const step of [/\/assets\/app-[\w-]+\.js$/, /\/assets\/style-[\w-]+\.js$/, /\/assets\/actors-[\w-]+\.js$/]) expect(listed.some((href) => step.test(href)), `${path} ${step}`).toBe(true);
      expect(listed.filter((href) => /ResultsPage|HotelDetailPage|schemas-/.test(href)), path).toEqual([]);
    }
  });

  test('the first page, a results page and a hotel page do not wait for the overlays (menus, modals, popovers, toasts, the filter drawer), which load when first needed', async ({ page, request }) => {
    for (const path of ['/', '/search-result?place=1277333&destination=Bengaluru', '/search-detail/1277333016/some-search']) {
      expect((await preloads(request, path)).filter((href) => href.includes('overlay')), path).toEqual([]);
    }
    // The social menu (narrow screens) loads its menu at the first tap, and opens it.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const overlayCode: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/overlay') && overlayCode.push(r.url()));
    await page.getByRole('button', { name: /^Follow / }).click();
    await expect(page.getByRole('menuitem', { name: /Instagram/i })).toBeVisible();
    expect(overlayCode.length).toBeGreaterThan(0);
  });
});

test.describe('each page\'s first styles', () => {
  test('come in its HTML, and a hotel page makes few styles of its own as it renders', async ({ page, request }) => {
    for (const path of ['/', '/search-result?place=1277333&destination=Bengaluru', '/search-detail/1277333016', '/review-booking/1277333016/some-option']) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      // Each with the page's nonce (styleNonce.spec.ts checks it is this answer's own).
      expect(html, path).toMatch(/<style data-emotion="css [\w -]+" nonce="[\w+/=-]+">/);
      expect(html, path).toMatch(/<style data-emotion="css-global \w+" nonce="[\w+/=-]+">/);
    }
    await page.goto('/search-detail/1277333016');
    await expect(page.getByRole('heading', { name: 'Guest reviews' })).toBeVisible();
    const rules = await page.evaluate(() => {
      const count = (selector: string) =>
        Array.from(document.querySelectorAll<HTMLStyleElement>(selector)).reduce((n, tag) => n + (tag.sheet?.cssRules.length ?? 0), 0);
      return { adopted: count('style[data-emotion^="css "]'), made: count('style[data-emotion="css"]') };
    });
    // The build renders the hotel page's sections with a sample hotel (build/pageStyles):
    // when the page changes, the sample follows, or this count grows.
    expect(rules.adopted).toBeGreaterThan(100);
    expect(rules.made).toBeLessThan(rules.adopted / 2);
  });
});

test.describe('a hotel page\'s first picture', () => {
  const pictureLinks = async (request: import('@playwright/test').APIRequestContext, path: string) => {
    const answer = await request.get(path, { headers: { accept: 'text/html' } });
    // A hotel page's path without the hotel is no page: the app's not-found page, with 404.
    expect(answer.status(), path).toBe(path === '/search-detail/' ? 404 : 200);
    const html = await answer.text();
    expect(html).toContain('<div id="root"></div>');
    return [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]!);
  };

  test('is preloaded by the page itself, and is the picture the gallery shows first', async ({ page, request }) => {
    const links = await pictureLinks(request, '/search-detail/1277333016');
    expect(links).toEqual(['/media/hotels/1277333016/0-Standard.svg']);
    expect(await pictureLinks(request, '/search-detail/1277333016/some-search')).toEqual(links);
    expect((await request.get(links[0]!)).status()).toBe(200);

    await page.goto('/search-detail/1277333016');
    await expect(page.locator('img[data-lcp="gallery-main"]')).toHaveAttribute('src', links[0]!);
  });

  test('is not named for an unknown hotel, an odd path or another page', async ({ request }) => {
    for (const path of ['/search-detail/999', '/search-detail/%2E%2E%2Fmedia', '/search-detail/', '/', '/search-result?place=1277333&destination=Bengaluru']) {
      expect(await pictureLinks(request, path), path).toEqual([]);
    }
  });
});
