import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_BASE } from '../../contract/basePath';
import { OUTBOX_PATH } from '../../contract/identity';
import { openFromAccountMenu, paidBooking } from './support/account';
import { checkA11y, expect, test } from './support/fixtures';
import { allowFailedRequests, asNewClient, finishLogin, loginDialog, loginThroughApi, loginWithPhone, otpDialog, otpFor, rewindSends, uniqueEmail } from './support/identity';

/**
 * One account, two ways in: a traveller who logs in by phone adds their e-mail address in the
 * profile with a code, and from then on a login by e-mail code opens the same account, bookings
 * and all. An identity another account holds is refused there once its code is entered, and
 * nothing changes. The booking's contact e-mail is no identity until it is verified. Through the
 * real server, codes read from its dev outbox.
 */

/** The profile's section of what the traveller logs in with. */
const identities = (page: Page) => page.getByRole('region', { name: 'How you log in' });
/** One identity's row in that section: its label, its value (or "Not added"), and Verified or Add. */
const identityRow = (page: Page, label: 'Mobile number' | 'Email') => identities(page).getByRole('listitem').filter({ hasText: label });

/** How many codes the dev outbox holds for `to`. */
async function codesSentTo(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`${OUTBOX_PATH}?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { response: unknown[] }).response.length;
}

/** Logs in by e-mail code through the API, as another traveller on another device would: their user id. */
async function emailLoginElsewhere(request: APIRequestContext, emailId: string): Promise<string> {
  const headers = { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` };
  const guest = (await (await request.get(`${API_BASE}/guest`, { headers })).json()) as { response: { token: string } };
  const auth = { ...headers, authorization: guest.response.token };
  expect((await request.post(`${API_BASE}/signup`, { headers: auth, data: { emailId } })).status()).toBe(200);
  const otp = await otpFor(request, emailId);
  const verified = await request.post(`${API_BASE}/signup/validate/otp`, { headers: auth, data: { emailId, otp } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { userId: string }).userId;
}

/** Logs out from the header's My Account menu. */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
}

/** The login modal's e-mail way in, through the UI, up to the code step of the OTP modal. */
async function requestEmailLoginCode(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Login / Sign Up' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'Continue with an e-mail address' }).click();
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await expect(otpDialog(page)).toBeVisible();
}

/** Types a code into the six boxes of `scope`, one key at a time (auto-advance moves the focus). */
async function typeCodeIn(page: Page, scope: Locator, code: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code, { delay: 20 });
}

test.describe('one account, two ways in', () => {
  // Two logins, a paid booking and the profile's code on a shared machine, at 375 px too.
  test.describe.configure({ timeout: 150_000 });

  test('a phone account adds its e-mail in the profile with a code; after a logout, a login by e-mail code opens the same account with its booking', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await asNewClient(page);
    await page.goto('/');
    const phone = await loginWithPhone(page, request);
    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    // The booking's contact e-mail is the address the traveller adds next: typed there, it is no way in yet.
    const address = uniqueEmail();
    const booking = await paidBooking(request, token!, address);
    await page.goto('/user/upcoming');
    await expect(page.getByRole('article', { name: booking.hotelName })).toBeVisible();

    await openFromAccountMenu(page, 'User Profile');
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await expect(identityRow(page, 'Mobile number')).toContainText(`+91${phone}`);
    await expect(identityRow(page, 'Mobile number')).toContainText('Verified');
    await expect(identityRow(page, 'Email')).toContainText('Not added');
    await expect(page.getByText(`You log in with +91${phone}`, { exact: true })).toBeVisible();

    // The form under the missing one: a bad address is said before anything is sent.
    await identityRow(page, 'Email').getByRole('button', { name: 'Add e-mail address' }).click();
    const form = page.getByRole('region', { name: 'Add e-mail address' });
    const field = form.getByRole('textbox', { name: 'E-mail address' });
    await expect(field).toBeFocused();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await field.fill('rohan@');
    await form.getByRole('button', { name: 'Get OTP' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    expect(await codesSentTo(request, address)).toBe(0);

    await field.fill(address);
    await form.getByRole('button', { name: 'Get OTP' }).click();
    await expect(form.getByText(`Enter the 6-digit code sent to ${address}.`)).toBeVisible();
    await expect(form.getByTestId('link-otp-countdown')).toContainText('Resend OTP in');
    await checkA11y(page, 'section[aria-label="Add e-mail address"]');
    const code = await otpFor(request, address);

    // A wrong code says so and clears the boxes; the right one adds the address.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await typeCodeIn(page, form, wrong);
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(form.getByRole('alert')).toHaveText('Wrong OTP, please enter again.');
    await expect(form.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    allowFailedRequests(consoleErrors, 400);
    await typeCodeIn(page, form, code);
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Email address verified. You can now log in with it too.')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(identityRow(page, 'Email')).toContainText(address);
    await expect(identityRow(page, 'Email')).toContainText('Verified');
    await expect(identities(page).getByRole('button', { name: /^Add / })).toHaveCount(0);
    await expect(page.getByText(`You log in with +91${phone} or ${address}`, { exact: true })).toBeVisible();
    // Both are read-only in the form now.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Out, and back in by e-mail code: the same account, its booking and both ways in. A login
    // code obeys the 60 s after the link code to the same address, which pass at once here.
    await logOut(page);
    await rewindSends(request, address);
    await requestEmailLoginCode(page, address);
    await finishLogin(page, request, address);
    await page.goto('/user/upcoming');
    await expect(page.getByRole('article', { name: booking.hotelName })).toBeVisible();
    await expect(page.getByText('You have no upcoming bookings.')).toHaveCount(0);
    await openFromAccountMenu(page, 'User Profile');
    await expect(identityRow(page, 'Mobile number')).toContainText(`+91${phone}`);
    await expect(identityRow(page, 'Email')).toContainText(address);
    await expect(identities(page).getByText('Not added')).toHaveCount(0);
    await expect(page.getByText(`You log in with +91${phone} or ${address}`, { exact: true })).toBeVisible();
  });

  test('an identity another account holds is refused in the profile once its code is entered, and nothing changes: not the e-mail a booking gave as its contact, nor a phone number', { tag: '@one-width' }, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const first = await loginThroughApi(page, request);
    const contactEmail = uniqueEmail();
    const booking = await paidBooking(request, first.token, contactEmail);
    // Someone logs in with the booking's contact e-mail: a new account of its own, which holds it now.
    const holder = await emailLoginElsewhere(request, contactEmail);
    expect(holder).not.toBe(first.userId);
    const sentBefore = await codesSentTo(request, contactEmail);

    // Asking sends a code, as for any address (so asking tells no one who has an account); the
    // code entered, the refusal says why, under the boxes.
    await page.goto('/user/user-profile');
    await identityRow(page, 'Email').getByRole('button', { name: 'Add e-mail address' }).click();
    const form = page.getByRole('region', { name: 'Add e-mail address' });
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(contactEmail);
    await form.getByRole('button', { name: 'Get OTP' }).click();
    await expect(form.getByText(`Enter the 6-digit code sent to ${contactEmail}.`)).toBeVisible();
    await typeCodeIn(page, form, await otpFor(request, contactEmail, sentBefore + 1));
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(form.getByRole('alert')).toHaveText('This email address is already linked to another account. Log in with it to use that account.');
    allowFailedRequests(consoleErrors, 409);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await expect(identityRow(page, 'Email').getByRole('button', { name: 'Add e-mail address' })).toBeVisible();
    await page.reload();
    await expect(identityRow(page, 'Email')).toContainText('Not added');
    await expect(identityRow(page, 'Mobile number')).toContainText(`+91${first.phone}`);

    // The address opens the other account, empty; the first's phone number is refused there too.
    // (The 60 s between two sends to one address or number from one network pass at once here.)
    await logOut(page);
    await rewindSends(request, contactEmail);
    await requestEmailLoginCode(page, contactEmail);
    await finishLogin(page, request, contactEmail);
    await page.goto('/user/upcoming');
    await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
    await expect(page.getByRole('article', { name: booking.hotelName })).toHaveCount(0);
    await openFromAccountMenu(page, 'User Profile');
    await expect(identityRow(page, 'Mobile number')).toContainText('Not added');
    await expect(identityRow(page, 'Email')).toContainText(contactEmail);
    await identityRow(page, 'Mobile number').getByRole('button', { name: 'Add mobile number' }).click();
    const phoneForm = page.getByRole('region', { name: 'Add mobile number' });
    await expect(phoneForm.getByRole('combobox', { name: 'Country code' })).toHaveValue('IN');
    await rewindSends(request, first.phone);
    const phoneSent = await codesSentTo(request, first.phone);
    await phoneForm.getByRole('textbox', { name: 'Mobile number' }).fill(first.phone);
    await phoneForm.getByRole('button', { name: 'Get OTP' }).click();
    await expect(phoneForm.getByText(`Enter the 6-digit code sent to your mobile number ending ${first.phone.slice(-4)}.`)).toBeVisible();
    await typeCodeIn(page, phoneForm, await otpFor(request, first.phone, phoneSent + 1));
    await phoneForm.getByRole('button', { name: 'Verify' }).click();
    await expect(phoneForm.getByRole('alert')).toHaveText('This mobile number is already linked to another account. Log in with it to use that account.');
    allowFailedRequests(consoleErrors, 409);
    await page.reload();
    await expect(identityRow(page, 'Mobile number')).toContainText('Not added');
  });
});
