import { readFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import sharp from 'sharp';
import { API_BASE } from '../../../contract/basePath';
import { chooseOption, type ChosenOption } from './booking';
import { expect, isMobile } from './fixtures';

/**
 * Helpers for the account specs: a confirmed, paid booking made through the real API and the
 * payment sandbox (as the payment page and the sandbox's checkout would make it), the account
 * menu, photos made for the test, and a downloaded PDF read back.
 */

interface Envelope<T> {
  hotelStatus: 'SUCCESS' | 'FAILURE';
  hotelFailureMsg?: string;
  response: T;
}

async function post<T>(request: APIRequestContext, path: string, token: string, data: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const res = await request.fetch(`${API_BASE}${path}`, { method, headers: { authorization: token, 'correlation-id': String(Date.now()) }, data });
  const body = (await res.json()) as Envelope<T>;
  expect(res.status(), `${path}: ${body.hotelFailureMsg ?? ''}`).toBe(200);
  return body.response;
}

export interface PaidBooking extends ChosenOption {
  bookingId: string;
}

/**
 * A booking of one room for one adult, paid now: review, book (pay now), initiate the payment,
 * pay in the sandbox's checkout (its Pay button's call), and check the payment as the browser
 * does after the checkout. The booking is then confirmed and paid. `contactEmail` is the e-mail
 * typed as the booking's contact.
 */
export async function paidBooking(request: APIRequestContext, token: string, contactEmail = 'asha.verma@example.in'): Promise<PaidBooking> {
  const option = await chooseOption(request, { days: 30 + Math.floor(Math.random() * 200), rooms: [{ adults: 1 }], wanted: (o) => !o.ipr && !o.ipm });
  const review = await post<{ bookingId: string; price: { total: number } }>(request, '/hotel-review', token, { hotelId: option.hotelId, optionId: option.optionId });
  const booked = await post<{ amountDue: number }>(
    request,
    '/bookFullPayment',
    token,
    {
      bookingId: review.bookingId,
      hotelId: option.hotelId,
      roomTravellerInfo: [{ travellerInfo: [{ fN: 'Asha', lN: 'Verma', ti: 'Mrs', pt: 'ADULT' }] }],
      deliveryInfo: { emails: [contactEmail], contacts: ['9876543210'], code: '+91' },
      totalAmount: review.price.total,
    },
    'PUT',
  );
  const order = await post<{ key: string; order_id: string }>(request, '/initiate-payment', token, { bookingId: review.bookingId, amount: booked.amountDue, gateway: 'RAZORPAY' });
  const pay = await request.post('/sandbox/razorpay/checkout/pay', { data: { key: order.key, order_id: order.order_id, method: 'upi', vpa: 'success@razorpay' } });
  expect(pay.status(), 'the sandbox takes the payment').toBe(200);
  const paid = (await pay.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  await post(request, '/razorpay/checkStatus', token, { paymentId: paid.razorpay_payment_id, orderId: paid.razorpay_order_id, signature: paid.razorpay_signature });
  return { ...option, bookingId: review.bookingId };
}

/** Opens an account page from the side menu (on a phone, the menu opens first). */
export async function openFromAccountMenu(page: Page, item: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Account menu' });
  const link = nav.getByRole('link', { name: item, exact: true });
  // On a phone the menu folds out first; a click while it is still unfolding on a busy machine may
  // not reach the link, so the pick is tried again until the page is the item's.
  await expect(async () => {
    if (isMobile(page) && !(await nav.isVisible())) await page.getByRole('button', { name: 'Open account menu' }).click();
    const href = await link.getAttribute('href', { timeout: 2_000 });
    await link.click({ timeout: 2_000 });
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** A PNG photo of `side` pixels square, made for the test. */
export async function pngPhoto(side = 96): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: { r: 230, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

/** A photo as a phone takes one: a JPEG of 2400 by 1800 pixels, over 3 MB. */
export async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A download's file: its name and its bytes. */
export async function downloaded(download: Download): Promise<{ name: string; bytes: Buffer }> {
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** The text of a PDF, as poppler's pdftotext reads it (Debian poppler-utils). */
export function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr?.toString() ?? run.error?.message}`);
  return run.stdout.toString('utf8');
}
