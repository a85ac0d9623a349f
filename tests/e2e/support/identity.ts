import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_BASE } from '../../../contract/basePath';
import { OTP_REWIND_PATH, OUTBOX_PATH } from '../../../contract/identity';
import { expect } from './fixtures';
import { dayFromToday } from './searchPanel';

/**
 * Helpers for the identity specs (login, wishlist, account, idle). Codes are read from the
 * server's dev outbox (`OTP_DELIVERY=outbox`), newest first.
 *
 * The server limits OTP sends to 20 per client address per hour and honours X-Forwarded-For
 * (it runs behind a proxy), so each test presents its own client address: the whole suite
 * would otherwise share 127.0.0.1 and run out of sends.
 */

const rand = (n: number) => Math.floor(Math.random() * n);

/** A fresh 10-digit mobile number (starts with 6-9 like an Indian mobile). */
export function uniquePhone(): string {
  return `${6 + rand(4)}${String(rand(1e9)).padStart(9, '0')}`;
}

export function uniqueEmail(): string {
  return `e2e.${Date.now().toString(36)}.${rand(1e6)}@example.in`;
}

function randomClientAddress(): string {
  return `10.${rand(256)}.${rand(256)}.${1 + rand(254)}`;
}

/** Every request of this page (and of `request`, if given) comes from a new client address. */
export async function asNewClient(page: Page): Promise<string> {
  const ip = randomClientAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** Waits until the outbox holds at least `count` codes for `to` and returns the newest. */
export async function otpFor(request: APIRequestContext, to: string, count = 1): Promise<string> {
  let newest = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${OUTBOX_PATH}?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { response: Array<{ otp: string }> };
        newest = body.response[0]?.otp ?? '';
        return body.response.length;
      },
      { message: `OTP number ${count} for ${to} in the outbox` },
    )
    .toBeGreaterThanOrEqual(count);
  return newest;
}

/**
 * Makes the server's 60 s between two sends to `to` (a phone number with its dial code, +91 by
 * default, or an address) pass at once: its codes and sends move that far back in time (the dev
 * outbox's twin route), the way `page.clock` moves the page's countdown. No test waits a real minute.
 */
export async function rewindSends(request: APIRequestContext, to: string, countryCode?: string, seconds = 61): Promise<void> {
  const answer = await request.post(OTP_REWIND_PATH, { data: { to, seconds, ...(countryCode ? { countryCode } : {}) } });
  expect(answer.status(), `rewinding the sends to ${to}`).toBe(200);
}

/** The login modal (`Login / Sign Up` dialog). */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Login / Sign Up' });
/** The OTP modal. */
export const otpDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify OTP' });

/** Types a code into the six boxes one key at a time (auto-advance moves the focus). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await otpDialog(page).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code, { delay: 20 });
}

/** Opens the login modal from the header, asks for a code for `phone` and waits for the OTP modal. */
export async function requestPhoneCode(page: Page, phone: string): Promise<void> {
  await page.getByRole('button', { name: 'Login / Sign Up' }).click();
  await requestPhoneCodeInOpenModal(page, phone);
}

export async function requestPhoneCodeInOpenModal(page: Page, phone: string): Promise<void> {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await expect(otpDialog(page)).toBeVisible();
}

/** The whole phone login through the UI, from the header button to 'My Account'. */
export async function loginWithPhone(page: Page, request: APIRequestContext, phone = uniquePhone()): Promise<string> {
  await requestPhoneCode(page, phone);
  await finishLogin(page, request, phone);
  return phone;
}

/**
 * Watches the page, from now on, for 'Login Successful!' in the OTP modal, which shows it for one
 * second before closing. A check that polls, as `expect` does, can miss that second on a busy
 * machine (the Verify click alone can take longer than that under load); an observer in the
 * page sees every change. Start it before Verify; the returned wait fails after 15 s with a
 * message.
 */
export async function watchLoginSuccess(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const shown = () =>
      [...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes('Verify OTP') && d.textContent.includes('Login Successful!'));
    (window as unknown as { loginSuccessSeen: Promise<boolean> }).loginSuccessSeen = new Promise<boolean>((resolve) => {
      if (shown()) return resolve(true);
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        resolve(true);
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      setTimeout(() => {
        observer.disconnect();
        resolve(false);
      }, 15_000);
    });
  });
  return async () => {
    const seen = await page.evaluate(() => (window as unknown as { loginSuccessSeen: Promise<boolean> }).loginSuccessSeen);
    expect(seen, "the OTP modal showed 'Login Successful!' within 15 s").toBe(true);
  };
}

/** In the open OTP modal: type the code from the outbox, verify, see the success, wait for the modal to close. */
export async function finishLogin(page: Page, request: APIRequestContext, to: string): Promise<void> {
  await typeCode(page, await otpFor(request, to));
  const success = await watchLoginSuccess(page);
  await otpDialog(page).getByRole('button', { name: 'Verify' }).click();
  await success();
  await expect(otpDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
}

/**
 * Logs a new user in through the API (guest token, code, verify) and seeds the browser storage
 * the way a UI login leaves it, before the first page load. For tests about what comes after
 * the login; the login itself is driven through the UI in login.spec.ts.
 */
export async function loginThroughApi(page: Page, request: APIRequestContext): Promise<{ userId: string; token: string; ip: string; phone: string }> {
  const ip = await asNewClient(page);
  const headers = { 'x-forwarded-for': ip };
  const guest = (await (await request.get(`${API_BASE}/guest`, { headers })).json()) as { response: { token: string } };
  const phone = uniquePhone();
  const sent = await request.post(`${API_BASE}/signup`, { headers: { ...headers, authorization: guest.response.token }, data: { mobileNumber: phone } });
  expect(sent.status()).toBe(200);
  const otp = await otpFor(request, phone);
  const verified = await request.post(`${API_BASE}/signup/validate/otp`, {
    headers: { ...headers, authorization: guest.response.token },
    data: { mobileNumber: phone, emailId: '', otp },
  });
  const body = (await verified.json()) as { userId: string; response: { token: string } };
  const login = { userId: body.userId, token: body.response.token };
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('loggedIn', 'true');
    localStorage.setItem('userId', seed.userId);
    localStorage.setItem('userToken', seed.token);
  }, login);
  return { ...login, ip, phone };
}

/** A hotel the catalogue has (from the trending list). */
export async function someHotel(request: APIRequestContext, index = 0): Promise<{ id: string; name: string }> {
  const res = await request.get(`${API_BASE}/trending-gateway`);
  const body = (await res.json()) as { response: { searchResult: { his: Array<{ id: string; name: string }> } } };
  const hotel = body.response.searchResult.his[index];
  if (!hotel) throw new Error('no trending hotel');
  return { id: hotel.id, name: hotel.name };
}

/**
 * The browser logs a failed HTTP answer (400 wrong code, 429 too soon, 401) as a console error.
 * A test that provokes one on purpose drops exactly those lines from the fixture's list, so any
 * other console error still fails it.
 */
export function allowFailedRequests(consoleErrors: string[], ...statuses: number[]): void {
  const expected = (line: string) => statuses.some((s) => line.includes(`status of ${s}`));
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (expected(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  }
}

/** Fires a paste of `text` on an element, as a Ctrl+V from the clipboard would. */
export async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}


/** Opens search results for a metro and returns the first card, its heart and its hotel name. */
export async function firstResultHeart(page: Page, request: APIRequestContext): Promise<{ card: Locator; heart: Locator; name: string }> {
  const guest = (await (await request.get(`${API_BASE}/guest`)).json()) as { response: { token: string } };
  const answer = (await (
    await request.get(`${API_BASE}/cities/search/MUMBAI`, { headers: { authorization: guest.response.token } })
  ).json()) as { response: { cityResponseProjections: Array<{ id: number; cityName: string }> } };
  const city = answer.response.cityResponseProjections[0]!;
  const query = new URLSearchParams({ place: String(city.id), destination: city.cityName, checkIn: dayFromToday(7), checkOut: dayFromToday(8) });
  await page.goto(`/search-result?${query}`);
  const card = page.getByTestId('hotel-card').first();
  const heart = card.getByRole('button', { name: /^(Save .+ to|Remove .+ from) wishlist$/ });
  await expect(heart).toBeVisible();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const name = /^Save (.+) to wishlist$/.exec(label)?.[1] ?? '';
  expect(name, 'a hotel not yet saved').not.toBe('');
  return { card, heart: heartOf(card, name), name };
}

/** The wishlist heart of a hotel inside `scope`, whichever state it shows. */
export function heartOf(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^(Save ${escape(name)} to|Remove ${escape(name)} from) wishlist$`) });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
