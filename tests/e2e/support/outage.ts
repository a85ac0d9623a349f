import type { Page } from '@playwright/test';

/**
 * Calls matching `pattern` answer 503 with the API's failure envelope (the client's one retry
 * fails too) until `recover()`; then they reach the real server again.
 */
export async function serverDown(page: Page, pattern: string): Promise<{ recover: () => void }> {
  let down = true;
  await page.route(pattern, (route) =>
    down
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ hotelStatus: 'FAILURE', hotelFailureCode: 5030, hotelFailureMsg: 'down' }) })
      : route.fallback(),
  );
  return { recover: () => void (down = false) };
}
