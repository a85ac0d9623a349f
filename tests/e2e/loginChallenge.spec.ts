import type { APIRequestContext } from '@playwright/test';
import { API_BASE } from '../../contract/basePath';
import { loginMessages } from '../../machines/otpLogin.machine';
import { checkA11y, expect, test } from './support/fixtures';
import { allowFailedRequests, asNewClient, finishLogin, loginDialog, otpDialog, uniquePhone } from './support/identity';

/** The address's 20 free code sends of the hour, through the API, as 20 other travellers behind the same carrier address. */
async function fillAddress(request: APIRequestContext, ip: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const sent = await request.post(`${API_BASE}/signup`, { headers: { 'x-forwarded-for': ip }, data: { mobileNumber: uniquePhone() } });
    expect(sent.status(), 'one of the 20 free sends').toBe(200);
  }
}

/**
 * A traveller behind a busy carrier address: past the address's 20 sends of the hour, Get OTP
 * meets the server's proof-of-work challenge. The modal says it is checking, the browser solves
 * it, and the code is sent with nothing more to do; the login then goes as any other.
 */
test.describe('login from a busy network', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Get OTP solves the challenge and sends the code, and the login succeeds', { tag: '@one-width' }, async ({ page, request, consoleErrors }) => {
    const ip = await asNewClient(page);
    await fillAddress(request, ip);
    // Hold the solver back until the modal has been seen saying so: on a fast machine it takes a blink.
    let releaseSolver: () => void = () => {};
    const solverHeld = new Promise<void>((resolve) => (releaseSolver = resolve));
    let solverAsked = false;
    await page.route(/proofOfWork\.worker/, async (route) => {
      solverAsked = true;
      await solverHeld;
      await route.continue();
    });
    const sends: Array<{ status: number; proof: boolean }> = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/signup') && response.request().method() === 'POST') {
        sends.push({ status: response.status(), proof: response.request().headers()['x-proof-of-work'] !== undefined });
      }
    });

    await page.goto('/');
    await page.getByRole('button', { name: 'Login / Sign Up' }).click();
    const dialog = loginDialog(page);
    const phone = uniquePhone();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await dialog.getByRole('button', { name: 'Get OTP' }).click();

    const status = dialog.getByRole('status');
    await expect(status).toHaveText(loginMessages.proving);
    await expect(dialog.getByRole('button', { name: /Get OTP|Checking/ })).toBeDisabled();
    await expect(dialog.getByText('Please enter a valid 10-digit mobile number')).toBeHidden();
    await checkA11y(page, '[role="dialog"]');
    await expect.poll(() => solverAsked, { message: 'the solver was started' }).toBe(true);
    releaseSolver();

    // Solved: the same send went again with the solution, and the OTP modal opens.
    await expect(otpDialog(page)).toBeVisible({ timeout: 30_000 });
    expect(sends).toEqual([
      { status: 429, proof: false },
      { status: 200, proof: true },
    ]);
    await finishLogin(page, request, phone);
    allowFailedRequests(consoleErrors, 429);
  });
});
