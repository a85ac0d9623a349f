import type { APIRequestContext, Page } from '@playwright/test';
import { API_BASE } from '../../../contract/basePath';
import { chooseOption, type ChosenOption } from './booking';
import { expect } from './fixtures';

/**
 * Helpers for the payment specs: a booking awaiting payment made through the real API for the
 * logged-in traveller of a page (pay now: held 15 minutes; pay later: blocked until its pay-by
 * time), and the local sandbox's checkout sheet.
 */

export interface BookingToPay {
  option: ChosenOption;
  bookingId: string;
  /** Rupees. */
  total: number;
}

const headers = (token: string) => ({ 'correlation-id': String(Date.now()), authorization: token });

/**
 * Reviews and books an option for the traveller whose token is given, through the API; `refundable`:
 * one cancelled free for two days more (an option that offers pay later), so cancelling refunds all.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  opts: { days: number; mode?: 'payNow' | 'payLater'; email?: string; refundable?: boolean },
): Promise<BookingToPay> {
  const mode = opts.mode ?? 'payNow';
  const option = await chooseOption(request, { days: opts.days, rooms: [{ adults: 1 }], wanted: (o) => !o.ipr && !o.ipm && ((mode === 'payNow' && !opts.refundable) || o.isBA) });
  const review = await request.post(`${API_BASE}/hotel-review`, { headers: headers(token), data: { hotelId: option.hotelId, optionId: option.optionId } });
  expect(review.status(), 'the review answers').toBe(200);
  const body = (await review.json()) as { response: { bookingId: string; price: { total: number } } };
  const booked = await request.put(`${API_BASE}/${mode === 'payNow' ? 'bookFullPayment' : 'bookWithZero'}`, {
    headers: headers(token),
    data: {
      bookingId: body.response.bookingId,
      hotelId: option.hotelId,
      roomTravellerInfo: [{ travellerInfo: [{ fN: 'Nikhil', lN: 'Bose', ti: 'Mr', pt: 'ADULT' }] }],
      deliveryInfo: { emails: [opts.email ?? 'nikhil.bose@example.in'], contacts: ['9812345670'], code: '+91' },
      totalAmount: body.response.price.total,
    },
  });
  expect(booked.status(), 'the booking is made').toBe(200);
  return { option, bookingId: body.response.bookingId, total: body.response.price.total };
}

/** Cancels a booking through the API (the traveller's own). */
export async function cancelThroughApi(request: APIRequestContext, token: string, bookingId: string): Promise<void> {
  const res = await request.post(`${API_BASE}/cancelBooking/${bookingId}`, { headers: headers(token), data: { changeOfPlans: true } });
  expect(res.status(), 'the booking is cancelled').toBe(200);
}

/** The sandbox's checkout sheet (server/adapters/payments/sandbox/checkoutScript.ts). */
export const sandboxSheet = (page: Page) => page.getByRole('dialog', { name: 'Test payment' });

/** Pays in the sandbox's sheet by UPI ID, as a traveller would: the UPI ID (Razorpay's test one that pays, unless given), then Pay. */
export async function payByUpi(page: Page, amount: string, vpa = 'success@razorpay'): Promise<void> {
  const sheet = sandboxSheet(page);
  await sheet.getByLabel('UPI ID').fill(vpa);
  await sheet.getByRole('button', { name: `Pay ${amount}` }).click();
}

/** `Rs 8,960.00` as the sandbox's Pay button and the payment page say it. */
export const rupeesText = (amount: number) => `Rs ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The booking-status page's amount: `Rs . 8,960.00`. */
export const statusAmountText = (amount: number) => `Rs . ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Waits for the toasts to hide by themselves (4 s), so axe reads the page alone. A pointer resting
 * on a toast holds it open, as it should; the click that closed the checkout's sheet (its Close is
 * near the top, where toasts show) may have left it there, so it is moved off first.
 */
export async function toastsGone(page: Page) {
  const size = page.viewportSize();
  if (size) await page.mouse.move(1, size.height - 1);
  await expect(page.locator('[id^="toast-"]')).toHaveCount(0, { timeout: 8_000 });
}

/**
 * Pays a booking awaiting payment through the API, as the payment page and the sandbox's sheet
 * would: the order, the sheet's Pay, and the server's check. The booking is confirmed after it.
 */
export async function payThroughApi(request: APIRequestContext, token: string, booking: Pick<BookingToPay, 'bookingId' | 'total'>): Promise<void> {
  const initiated = await request.post(`${API_BASE}/initiate-payment`, { headers: headers(token), data: { bookingId: booking.bookingId, amount: booking.total, gateway: 'RAZORPAY' } });
  expect(initiated.status(), 'the payment is started').toBe(200);
  const order = ((await initiated.json()) as { response: { key: string; order_id: string } }).response;
  const paid = await request.post('/sandbox/razorpay/checkout/pay', { data: { key: order.key, order_id: order.order_id, method: 'upi', vpa: 'success@razorpay' } });
  expect(paid.status(), "the sandbox's sheet takes the payment").toBe(200);
  const ids = (await paid.json()) as { razorpay_payment_id: string; razorpay_signature: string };
  const checked = await request.post(`${API_BASE}/razorpay/checkStatus`, {
    headers: headers(token),
    data: { paymentId: ids.razorpay_payment_id, orderId: order.order_id, signature: ids.razorpay_signature },
  });
  expect(checked.status(), 'the server confirms the payment').toBe(200);
}

/** The window's scroll position, once it has settled (a page scrolls before it paints). */
export async function scrolledTo(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(Math.round(window.scrollY)))));
}
