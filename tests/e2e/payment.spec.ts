import type { Page } from '@playwright/test';
import { chooseOption, openReview, primaryGuest } from './support/booking';
import { checkA11y, expect, test } from './support/fixtures';
import { holdNext } from './support/holdRequest';
import { allowFailedRequests, loginThroughApi } from './support/identity';
import { bookThroughApi, cancelThroughApi, payByUpi, rupeesText, sandboxSheet, statusAmountText, toastsGone } from './support/payment';

/**
 * Paying a booking (/payment, /check-status, /booking-status: payment initiation and the
 * check-status flow, with their messages and redirects): the real server, its local
 * Razorpay-compatible sandbox and the sandbox's checkout script, which the page loads and opens
 * exactly as it would Razorpay's.
 */

/** Each width books its own nights, so the two never race for one room. */
const days = (base: number, project: string) => base + (project === 'mobile' ? 1 : 0);

/** The spec's failure texts; below the rooms still held (the page's first heading) when they are. */
const failedTexts = async (page: Page, { held = false } = {}) => {
  const sorry = page.getByRole('heading', { level: held ? 2 : 1, name: 'Sorry, your booking could not be completed!' });
  await expect(sorry).toBeVisible();
  await expect(page.getByText('The payment for this transaction has failed.')).toBeVisible();
  await expect(page.getByText(/^Please recheck your payment details and try again\. If any amount was deducted from your account, please contact our support team/)).toBeVisible();
  if (!held) return;
  // The hold leads: the page's one h1, above the spec's texts, with Try again before them.
  const lead = page.getByRole('heading', { level: 1 });
  await expect(lead).toHaveText('Your rooms are still held');
  await expect(page.getByTestId('held-first').getByTestId('status-hold')).toHaveText(/^Your rooms are still held until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M\.$/);
  const tryAgain = page.getByTestId('held-first').getByRole('link', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();
  const [leadBox, tryBox, sorryBox] = await Promise.all([lead.boundingBox(), tryAgain.boundingBox(), sorry.boundingBox()]);
  expect(leadBox!.y).toBeLessThan(sorryBox!.y);
  expect(tryBox!.y).toBeLessThan(sorryBox!.y);
};

const card = (page: Page, bookingId: string) => page.getByTestId('booking-card').filter({ hasText: bookingId });

test.describe('payment', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Pay Now, then Pay: the sandbox checkout takes the payment, the booking is confirmed and My Bookings shows it', async ({ page, request }, testInfo) => {
    await loginThroughApi(page, request);
    const option = await chooseOption(request, { days: days(40, testInfo.project.name), rooms: [{ adults: 1 }], wanted: (o) => !o.ipr && !o.ipm });
    await openReview(page, option);
    const primary = primaryGuest(page);
    await primary.getByLabel('First name').fill('Farah');
    await primary.getByLabel('Last name').fill('Khan');
    await primary.getByLabel('E-mail').fill('farah.khan@example.in');
    await primary.getByLabel('Mobile number').fill('9001122334');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/payment\?bookingId=PDV[0-9A-Z]{10}$/);
    const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
    const amount = (await page.getByTestId('amount-due').textContent())!;
    // Before Pay: what the checkout accepts, UPI first.
    const ways = page.getByTestId('ways-to-pay');
    await expect(ways.getByRole('heading', { name: 'Ways to pay' })).toBeVisible();
    await expect(ways.getByRole('listitem')).toHaveText([
      /^UPI · Google Pay, PhonePe, Paytm, BHIM/, /^Cards · Visa, Mastercard, RuPay and American Express/, /^Netbanking · /, /^Wallets · /,
    ]);
    await expect(page.getByText(/^You pay on the payment provider's secure checkout\./)).toBeVisible();
    await checkA11y(page);

    // Pay: the checkout opens on /check-status with the amount due.
    const initiated = page.waitForRequest((r) => r.url().endsWith('/initiate-payment'));
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    expect((await initiated).postDataJSON()).toMatchObject({ bookingId, amount: Number(amount.replace(/[^\d.]/g, '')), gateway: 'RAZORPAY' });
    await expect(page).toHaveURL(/\/check-status$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Processing Payment...' })).toBeVisible();
    const sheet = sandboxSheet(page);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(amount, { exact: true })).toBeVisible();
    await expect(sheet).toContainText(bookingId);

    // UPI first, by UPI ID: Razorpay's test ID that pays.
    await expect(sheet.getByRole('tab', { name: 'UPI' })).toHaveAttribute('aria-selected', 'true');
    await expect(sheet.getByRole('tab')).toHaveText(['UPI', 'Card', 'Netbanking', 'Wallet']);
    const verified = page.waitForRequest((r) => r.url().endsWith('/razorpay/checkStatus'));
    const paid = page.waitForRequest((r) => r.url().endsWith('/sandbox/razorpay/checkout/pay'));
    await payByUpi(page, amount);
    expect((await paid).postDataJSON()).toMatchObject({ method: 'upi', upi_flow: 'collect', vpa: 'success@razorpay' });
    expect((await verified).postDataJSON()).toMatchObject({ paymentId: expect.stringMatching(/^pay_/), orderId: expect.stringMatching(/^order_/), signature: expect.stringMatching(/^[0-9a-f]{64}$/) });

    // The outcome, with replace: /check-status is gone from history. The booking's id is in the URL.
    await expect(page).toHaveURL(new RegExp(`/booking-status\\?bookingId=${bookingId}$`));
    await expect(page.getByText('Payment successful! Booking confirmed.')).toBeVisible();
    const confirmed = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed successfully' })).toBeVisible();
      await expect(page.getByText(/^Thank you for booking with Padaav!/)).toBeVisible();
      await expect(page.getByTestId('payment-badge')).toHaveText('Payment Success');
      await expect(page.getByTestId('paid-amount')).toHaveText(amount.replace(/^Rs /, 'Rs . '));
      await expect(page.getByTestId('summary-amount')).toHaveText(amount.replace(/^Rs /, 'Rs . '));
      await expect(page.getByTestId('summary-reference-number')).toHaveText(bookingId);
      await expect(page.getByTestId('summary-status')).toHaveText('Success');
      await expect(page.getByTestId('summary-date')).toHaveText(/^\d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2} [AP]M$/);
      await expect(page.getByTestId('paid-by')).toHaveText('Paid by UPI (success@razorpay)');
      await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
    };
    await confirmed();
    await toastsGone(page);
    await checkA11y(page);
    // A reload reads the booking again: still confirmed.
    await page.reload();
    await confirmed();

    // Back is the payment page, read again: confirmed, nothing left to pay.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/payment\\?bookingId=${bookingId}$`));
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await page.goForward();
    await page.getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/user\/upcoming$/);
    await expect(card(page, bookingId).getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(card(page, bookingId).getByTestId('paid-by')).toHaveText('Paid by UPI (success@razorpay)');
    await expect(card(page, bookingId).getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
  });

  test('Make Payment on a blocked booking: a UPI payment that fails (failure@razorpay) leads with the rooms still held, Back to Payment goes two steps back, and paying again by card confirms it', { tag: '@one-width' }, async ({ page, request }, testInfo) => {
    const { token } = await loginThroughApi(page, request);
    const booking = await bookThroughApi(request, token, { days: days(42, testInfo.project.name), mode: 'payLater' });
    const amount = rupeesText(booking.total);
    await page.goto('/user/upcoming');
    await expect(card(page, booking.bookingId).getByTestId('booking-status')).toHaveText('Awaiting payment');
    await checkA11y(page);
    await card(page, booking.bookingId).getByRole('button', { name: 'Make Payment' }).click();

    // The payment page for that booking, at once from the list's item.
    await expect(page).toHaveURL(new RegExp(`/payment\\?bookingId=${booking.bookingId}$`));
    await expect(page.getByTestId('payment-booking').getByRole('heading', { name: booking.option.hotelName })).toBeVisible();
    await expect(page.getByTestId('amount-due')).toHaveText(amount);
    await expect(page.getByTestId('booking-status')).toHaveText('Blocked, awaiting payment');

    // The provider refuses the payment: Razorpay's test UPI ID that fails, with its reason.
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await payByUpi(page, amount, 'failure@razorpay');
    await expect(page.getByText(/^Payment failed: The UPI payment was declined by the bank/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/booking-status\\?bookingId=${booking.bookingId}$`));
    // The rooms still held come first, with Try again; the spec's texts follow, with which booking.
    await failedTexts(page, { held: true });
    await expect(page.getByTestId('status-booking-id')).toHaveText(booking.bookingId);
    await expect(page.getByTestId('status-booking').getByRole('heading', { name: booking.option.hotelName })).toBeVisible();
    await expect(page.getByTestId('status-hold')).toHaveText(/^Your rooms are still held until /);
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/payment?bookingId=${booking.bookingId}`);
    await toastsGone(page);
    await checkA11y(page);

    // Two steps back: past the payment page, to the list the payment was started from.
    await page.getByRole('button', { name: 'Back to Payment' }).click();
    await expect(page).toHaveURL(/\/user\/upcoming$/);
    await expect(card(page, booking.bookingId).getByTestId('booking-status')).toHaveText('Awaiting payment');

    // Again, by card this time: a card that fails the check digit is refused in the sheet, Razorpay's test Visa pays.
    await card(page, booking.bookingId).getByRole('button', { name: 'Make Payment' }).click();
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    const sheet = sandboxSheet(page);
    await sheet.getByRole('tab', { name: 'Card' }).click();
    await sheet.getByLabel('Card number').fill('4111 1111 1111 1112');
    await sheet.getByLabel('Expiry (MM/YY)').fill('12/35');
    await sheet.getByLabel('CVV').fill('123');
    await sheet.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(sheet.getByText('Enter a valid card number.')).toBeVisible();
    await expect(sheet.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(sheet.getByLabel('Card number')).toBeFocused();
    await sheet.getByLabel('Card number').fill('4111 1111 1111 1111');
    await sheet.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed successfully' })).toBeVisible();
    await expect(page.getByTestId('paid-amount')).toHaveText(statusAmountText(booking.total));
    await expect(page.getByTestId('paid-by')).toHaveText('Paid by card (Visa ending 1111)');
    await page.getByRole('link', { name: 'My Bookings' }).click();
    await expect(card(page, booking.bookingId).getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(card(page, booking.bookingId).getByTestId('paid-by')).toHaveText('Paid by card (Visa ending 1111)');
  });

  test('the checkout sheet is a modal the keyboard can use: focus starts on UPI and never leaves it, arrows change the method, a malformed UPI ID is refused in it, Escape closes it; a UPI app payment confirms the booking', { tag: '@one-width' }, async ({ page, request }, testInfo) => {
    const { token } = await loginThroughApi(page, request);
    const booking = await bookThroughApi(request, token, { days: days(50, testInfo.project.name) });
    const amount = rupeesText(booking.total);
    await page.goto(`/payment?bookingId=${booking.bookingId}`);
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    const sheet = sandboxSheet(page);
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    const upi = sheet.getByRole('tab', { name: 'UPI' });
    await expect(upi).toBeFocused();
    await checkA11y(page);

    // Tab and Shift+Tab go round the sheet, never to the page behind it (its header, links and footer are inert).
    const inSheet = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][aria-label="Test payment"]'));
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await inSheet(), `Tab ${i + 1}`).toBe(true);
      seen.add(
        await page.evaluate(() => {
          const at = document.activeElement as HTMLInputElement | null;
          return at?.getAttribute('aria-label') || at?.labels?.[0]?.textContent || at?.textContent || '';
        }),
      );
    }
    // It went round: every stop of the sheet was reached, from Close to the failure reason, and nothing else.
    expect([...seen].sort()).toEqual(['Close', 'Failure reason', 'Open UPI app', `Pay ${amount}`, 'UPI', 'UPI ID'].sort());
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inSheet(), `Shift+Tab ${i + 1}`).toBe(true);
    }
    const headerInert = () => page.evaluate(() => !!document.querySelector('header')?.closest('[inert]'));
    expect(await headerInert()).toBe(true);

    // The methods are tabs: arrows move between them, and the panel follows.
    await upi.focus();
    await page.keyboard.press('ArrowRight');
    await expect(sheet.getByRole('tab', { name: 'Card' })).toBeFocused();
    await expect(sheet.getByLabel('Card number')).toBeVisible();
    await page.keyboard.press('End');
    await expect(sheet.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true');
    await expect(sheet.getByRole('radio', { name: 'PhonePe' })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(upi).toHaveAttribute('aria-selected', 'true');

    // A malformed UPI ID is refused in the sheet: nothing is sent.
    let payCalls = 0;
    page.on('request', (r) => void (r.url().endsWith('/sandbox/razorpay/checkout/pay') && payCalls++));
    await sheet.getByLabel('UPI ID').fill('asha.sharma');
    await page.keyboard.press('Enter');
    await expect(sheet.getByText('Enter a valid UPI ID, such as name@bank.')).toBeVisible();
    await expect(sheet.getByLabel('UPI ID')).toHaveAttribute('aria-invalid', 'true');
    expect(payCalls).toBe(0);

    // Escape closes it, as Close does: nothing was paid.
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(page.getByText('Payment cancelled.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    expect(await headerInert()).toBe(false);

    // Try again, through a UPI app this time: the sandbox stands in for the app.
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await sheet.getByRole('button', { name: 'Open UPI app' }).click();
    const app = sheet.getByRole('group', { name: 'UPI app (sandbox)' });
    await expect(app.getByRole('button', { name: 'I have paid' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed successfully' })).toBeVisible();
    await expect(page.getByTestId('paid-by')).toHaveText('Paid by UPI');
    expect(payCalls).toBe(1);
  });

  test("closing the checkout is 'Payment cancelled.', and a checkout script that does not load is the spec's message", { tag: '@one-width' }, async ({ page, request }, testInfo) => {
    const { token } = await loginThroughApi(page, request);
    const booking = await bookThroughApi(request, token, { days: days(44, testInfo.project.name) });
    const amount = rupeesText(booking.total);
    await page.goto(`/payment?bookingId=${booking.bookingId}`);
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await sandboxSheet(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Payment cancelled.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/booking-status\\?bookingId=${booking.bookingId}$`));
    // Nothing failed: the rooms are still held, and Try again goes back to paying.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByTestId('status-hold')).toHaveText(/^Your rooms are still held until /);
    await expect(page.getByRole('heading', { name: 'Sorry, your booking could not be completed!' })).toHaveCount(0);

    // The script's URL blocked in a new page (none loaded yet): the spec's message, and the failure page.
    const other = await page.context().newPage();
    const errors: string[] = [];
    other.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await other.route('**/sandbox/razorpay/checkout.js', (route) => route.abort('blockedbyclient'));
    await other.goto(`/payment?bookingId=${booking.bookingId}`);
    await other.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(other.getByText('Failed to load payment gateway. Please try again.')).toBeVisible();
    await expect(other).toHaveURL(new RegExp(`/booking-status\\?bookingId=${booking.bookingId}$`));
    await failedTexts(other, { held: true });
    await expect(other.getByTestId('status-hold')).toHaveText(/^Your rooms are still held until /);
    expect(errors.filter((e) => !/ERR_BLOCKED_BY_CLIENT/.test(e))).toEqual([]);
    // The booking still waits for its payment.
    await page.goto(`/payment?bookingId=${booking.bookingId}`);
    await expect(page.getByTestId('booking-status')).toHaveText('Awaiting payment');
  });

  test('a payment that arrives after the booking stopped holding its rooms is refunded, and the status page says so', { tag: '@one-width' }, async ({ page, request, consoleErrors }, testInfo) => {
    const { token } = await loginThroughApi(page, request);
    const booking = await bookThroughApi(request, token, { days: days(48, testInfo.project.name) });
    const amount = rupeesText(booking.total);
    await page.goto(`/payment?bookingId=${booking.bookingId}`);
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    const sheet = sandboxSheet(page);
    await expect(sheet).toBeVisible();
    // Cancelled in another tab while the checkout is open: the payment that follows is not kept.
    await cancelThroughApi(request, token, booking.bookingId);
    await payByUpi(page, amount);
    await expect(page.getByText('The payment arrived after the rooms were released, so it is being refunded in full.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/booking-status\?bookingId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, your booking could not be completed!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your payment was refunded' })).toBeVisible();
    await expect(page.getByText(/^This booking was cancelled before your payment arrived, so the full amount is being refunded/)).toBeVisible();
    await expect(page.getByText('The payment for this transaction has failed.')).toHaveCount(0);
    await toastsGone(page);
    await checkA11y(page);
    // The verification's 409.
    allowFailedRequests(consoleErrors, 409);
  });

  test('/booking-status without a state is the failure page; /check-status without one says so and returns to /payment after 3 s', { tag: '@one-width' }, async ({ page, request }) => {
    await loginThroughApi(page, request);
    await page.goto('/booking-status');
    await failedTexts(page);
    await checkA11y(page);
    // Nothing to go back to in a page opened on its own: the payment page, which has no booking.
    await page.getByRole('button', { name: 'Back to Payment' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText('Something went wrong, please try again')).toBeVisible();

    await page.goto('/check-status');
    const message = 'Invalid payment data or user not logged in. Please try again.';
    await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    const shown = Date.now();
    await expect(page.getByRole('heading', { name: 'Processing Payment...' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/payment$/, { timeout: 6_000 });
    expect(Date.now() - shown).toBeGreaterThan(2_000);
  });

  test("a start the server refuses says its message and reads the booking again; a start that fails says the spec's words", { tag: '@one-width' }, async ({ page, request, consoleErrors }, testInfo) => {
    const { token } = await loginThroughApi(page, request);
    const booking = await bookThroughApi(request, token, { days: days(46, testInfo.project.name) });
    const amount = rupeesText(booking.total);
    await page.goto(`/payment?bookingId=${booking.bookingId}`);
    await expect(page.getByTestId('booking-status')).toHaveText('Awaiting payment');

    // No connection: the spec's words, and Pay again.
    const dropped = await holdNext(page, '/initiate-payment', 'abort');
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await dropped.release('abort');
    await expect(page.getByTestId('pay-problem')).toHaveText('An error occurred while initiating payment. Please try again.');
    await dropped.end();
    await toastsGone(page);
    await checkA11y(page);

    // Cancelled meanwhile (another tab): the server refuses, and the page shows the booking as it now is.
    await cancelThroughApi(request, token, booking.bookingId);
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    // Said by a toast too, which stays when the page, read again, has no Pay left to show its message by.
    await expect(page.getByText('This booking can no longer be paid: its hold has ended or it was cancelled.').first()).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    // The 409, and the dropped connection (the call and the client's one retry).
    allowFailedRequests(consoleErrors, 409);
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (/net::ERR_FAILED/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  });
});
