import type { Page } from '@playwright/test';
import { MAILBOX_PAGE_PATH } from '../../contract/devMailbox';
import { downloaded, pdfText } from './support/account';
import { chooseOption, openReview, primaryGuest } from './support/booking';
import { checkA11y, expect, test } from './support/fixtures';
import { allowFailedRequests, asNewClient, finishLogin, loginDialog, loginThroughApi, requestPhoneCodeInOpenModal, rewindSends, uniqueEmail } from './support/identity';
import { bookThroughApi, cancelThroughApi, payByUpi, payThroughApi, rupeesText, sandboxSheet, scrolledTo, statusAmountText, toastsGone } from './support/payment';

/**
 * After paying, or not: every page opens at the top; the booking-status page carries
 * the booking id, reads the booking from the server and is the confirmation a traveller can keep
 * (a reload, a co-traveller on the same account); a closed checkout says the rooms are still
 * held; a later visit shows where the booking stands now; the confirmation e-mail can be read in
 * the development mailbox.
 */

/** Each width books its own nights, so the two never race for one room. */
const days = (base: number, project: string) => base + (project === 'mobile' ? 1 : 0);

const statusUrl = (bookingId: string) => new RegExp(`/booking-status\\?bookingId=${bookingId}$`);

/** The page is at the top once it has painted. */
async function expectAtTop(page: Page, where: string) {
  await expect.poll(() => scrolledTo(page), { message: `${where} opens at the top` }).toBe(0);
}

/** Scrolls the button into view (below the fold, as a traveller would), checks the page did scroll, and presses it. */
async function scrollDownAndPress(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  expect(await scrolledTo(page), `the page is scrolled down to ${name}`).toBeGreaterThan(0);
  await button.click();
}

async function fillGuest(page: Page, email: string) {
  const primary = primaryGuest(page);
  await primary.getByLabel('Title').selectOption('Ms');
  await primary.getByLabel('First name').fill('Farah');
  await primary.getByLabel('Last name').fill('Khan');
  await primary.getByLabel('E-mail').fill(email);
  await primary.getByLabel('Mobile number').fill('9001122334');
}

test.describe('after paying, or not', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Pay Now and Pay from scrolled pages: the payment page and the confirmation open at the top; the confirmation tells the stay, keeps after a reload, and its e-mail is in the development mailbox', async ({ page, request }, testInfo) => {
    await loginThroughApi(page, request);
    const option = await chooseOption(request, { days: days(100, testInfo.project.name), rooms: [{ adults: 1 }], wanted: (o) => !o.ipr && !o.ipm });
    const email = uniqueEmail();
    await openReview(page, option);
    await fillGuest(page, email);

    // The payment page opens at the top, though Pay Now was pressed far down the review page.
    await scrollDownAndPress(page, 'Pay Now');
    await expect(page).toHaveURL(/\/payment\?bookingId=PDV[0-9A-Z]{10}$/);
    const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeInViewport();
    await expectAtTop(page, 'the payment page');
    const amount = (await page.getByTestId('amount-due').textContent())!;

    // Paid: the confirmation, reached with a replace carrying state, opens at the top with its headline and amount in view.
    await scrollDownAndPress(page, `Pay ${amount}`);
    await payByUpi(page, amount);
    await expect(page).toHaveURL(statusUrl(bookingId));
    const headline = page.getByRole('heading', { level: 1, name: 'Booking confirmed successfully' });
    await expect(headline).toBeInViewport();
    await expect(page.getByTestId('paid-amount')).toBeInViewport();
    await expectAtTop(page, 'the confirmation');

    const confirmation = async () => {
      await expect(headline).toBeVisible();
      // The spec's summary: "Rs . x.xx", the reference number, Success.
      await expect(page.getByTestId('paid-amount')).toHaveText(amount.replace(/^Rs /, 'Rs . '));
      await expect(page.getByTestId('summary-reference-number')).toHaveText(bookingId);
      await expect(page.getByTestId('summary-status')).toHaveText('Success');
      await expect(page.getByTestId('summary-date')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M$/);
      // The stay, read from the server.
      await expect(page.getByTestId('confirmation-sent')).toHaveText(`A confirmation was sent to ${email}.`);
      const stay = page.getByRole('region', { name: 'Your stay' });
      await expect(stay.getByText(option.hotelName, { exact: true })).toBeVisible();
      await expect(stay.getByTestId('summary-check-in')).toHaveText(/, from 2 PM$/);
      await expect(stay.getByTestId('summary-check-out')).toHaveText(/, by 11 AM$/);
      await expect(stay.getByTestId('summary-guests')).toHaveText('1 guest: Ms Farah Khan');
      await expect(stay.getByTestId('summary-rooms')).toHaveText(/^1 room: /);
      await expect(stay.getByTestId('summary-amount-paid')).toHaveText(amount);
      await expect(stay.getByRole('link', { name: /^\+91 \d{5} \d{5}$/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
      await expect(stay.getByTestId('invoice-note')).toHaveText(/^Your GST invoice can be downloaded after check-out, from \d{1,2} \w{3} \d{4}, 11 AM, under My Bookings \(Completed\)\.$/);
    };
    await confirmation();
    await toastsGone(page);
    await checkA11y(page);

    // The voucher downloads from the confirmation, and says the same amount paid.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Voucher PDF for booking ${bookingId}` }).click();
    const voucher = await downloaded(await download);
    expect(voucher.name).toBe(`voucher-${bookingId}.pdf`);
    expect(pdfText(voucher.bytes).replace(/\s+/g, ' ')).toContain(`Amount paid: ${amount}`);

    // A reload, and a new tab with the link alone (no navigation state): the same confirmation, from the server.
    await page.reload();
    await confirmation();
    const tab = await page.context().newPage();
    await tab.goto(`/booking-status?bookingId=${bookingId}`);
    // A new tab starts the app afresh: allow it the time a loaded machine takes.
    await expect(tab.getByTestId('summary-amount-paid')).toHaveText(amount, { timeout: 15_000 });
    await expect(tab.getByTestId('confirmation-sent')).toHaveText(`A confirmation was sent to ${email}.`);
    await tab.close();

    // The confirmation e-mail, read in the development mailbox: a tab of this machine's own (the
    // test's page presents another client address, which the mailbox does not serve).
    const mailbox = await page.context().newPage();
    await mailbox.goto(`${MAILBOX_PAGE_PATH}?to=${encodeURIComponent(email)}`);
    const mail = mailbox.getByRole('article').filter({ hasText: bookingId });
    await expect(mail.getByRole('heading', { level: 3 })).toHaveText(new RegExp(`^Booking confirmed: ${option.hotelName}, .* \\(${bookingId}\\)$`));
    await expect(mail).toContainText(`To: ${email}`);
    await expect(mail).toContainText(`Your booking ${bookingId} is confirmed.`);
    await expect(mail).toContainText(amount.replace(/^Rs /, ''));
    await expect(mail.getByRole('link', { name: `voucher-${bookingId}.pdf` })).toBeVisible();
    await mailbox.close();
  });

  test('Book Now & Pay Later opens the bookings at the top; a closed checkout says the rooms are still held, with Try again; a later visit shows the booking as it now is', { tag: '@one-width' }, async ({ page, request }, testInfo) => {
    const { token } = await loginThroughApi(page, request);
    const option = await chooseOption(request, { days: days(102, testInfo.project.name), rooms: [{ adults: 1 }], wanted: (o) => !o.ipr && !o.ipm && o.isBA });
    await openReview(page, option);
    await fillGuest(page, uniqueEmail());

    // Blocked, then the bookings after 2 s: at the top, the booking in view (not a toast over the footer).
    await scrollDownAndPress(page, 'Book Now & Pay Later');
    await expect(page).toHaveURL(/\/user\/upcoming$/, { timeout: 10_000 });
    const card = page.getByTestId('booking-card').filter({ hasText: option.hotelName });
    await expect(card).toBeInViewport();
    await expectAtTop(page, 'the upcoming bookings');
    const payBy = (await card.getByTestId('booking-deadline').textContent())!.replace(/^Pay by /, '');

    // Make Payment, Pay, and the sheet closed without paying.
    await card.getByRole('button', { name: 'Make Payment' }).click();
    await expectAtTop(page, 'the payment page');
    const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
    await page.getByRole('button', { name: `Pay ${rupeesText(option.total)}` }).click();
    await sandboxSheet(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Payment cancelled.')).toBeVisible();
    await expect(page).toHaveURL(statusUrl(bookingId));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByTestId('status-hold')).toHaveText(`Your rooms are still held until ${payBy}.`);
    await expect(page.getByTestId('status-booking-id')).toHaveText(bookingId);
    await expect(page.getByTestId('status-booking').getByRole('heading', { name: option.hotelName })).toBeVisible();
    await expect(page.getByText('Sorry, your booking could not be completed!')).toHaveCount(0);
    await expectAtTop(page, 'the status page');
    await toastsGone(page);
    await checkA11y(page);

    // Opened again later (a reload): still held. Try again goes back to paying it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?bookingId=${bookingId}$`));
    await expect(page.getByRole('button', { name: `Pay ${rupeesText(option.total)}` })).toBeVisible();

    // Cancelled meanwhile: the status page, opened on its own, says so, not the last outcome it saw.
    await cancelThroughApi(request, token, bookingId);
    await page.goto(`/booking-status?bookingId=${bookingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This booking was cancelled' })).toBeVisible();
    await expect(page.getByTestId('status-ended')).toHaveText(/^It was cancelled on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M \(Change of plans\)\.$/);
  });

  test('a shared link: a co-traveller logs in as the same traveller over the page and sees the booking; another traveller is told it is not found', { tag: '@one-width' }, async ({ page, browser, request, consoleErrors }, testInfo) => {
    const owner = await loginThroughApi(page, request);
    const booking = await bookThroughApi(request, owner.token, { days: days(104, testInfo.project.name) });
    await payThroughApi(request, owner.token, booking);
    const link = `/booking-status?bookingId=${booking.bookingId}`;

    // Another traveller: not found, as an unknown id is; nothing of the booking shows.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed successfully' })).toBeVisible();
    const stranger = await browser.newPage({ viewport: page.viewportSize() });
    await loginThroughApi(stranger, request);
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { level: 1, name: 'We could not find this booking' })).toBeVisible();
    await expect(stranger.getByText(booking.option.hotelName)).toHaveCount(0);
    await stranger.close();

    // The co-traveller opens the link logged out: the login opens over the page, and the booking shows after it.
    const coTraveller = await browser.newPage({ viewport: page.viewportSize() });
    await asNewClient(coTraveller);
    await coTraveller.goto(link);
    await expect(loginDialog(coTraveller)).toBeVisible();
    // The page is behind the modal, so outside the accessibility tree while the modal is open.
    await expect(coTraveller.getByRole('heading', { level: 1, name: 'Your booking', includeHidden: true })).toBeVisible();
    await rewindSends(request, owner.phone);
    await requestPhoneCodeInOpenModal(coTraveller, owner.phone);
    await finishLogin(coTraveller, request, owner.phone);
    await expect(coTraveller).toHaveURL(new RegExp(`${link.replace('?', '\\?')}$`));
    await expect(coTraveller.getByRole('heading', { level: 1, name: 'Booking confirmed successfully' })).toBeVisible();
    await expect(coTraveller.getByTestId('paid-amount')).toHaveText(statusAmountText(booking.total));
    await expect(coTraveller.getByRole('region', { name: 'Your stay' }).getByText(booking.option.hotelName, { exact: true })).toBeVisible();
    await coTraveller.close();
    allowFailedRequests(consoleErrors, 404);
  });

  test("a paid booking cancelled: its card and its status page say when, the refund to the original payment method and where it is", { tag: '@one-width' }, async ({ page, request }, testInfo) => {
    const { token } = await loginThroughApi(page, request);
    const booking = await bookThroughApi(request, token, { days: days(106, testInfo.project.name), refundable: true });
    await payThroughApi(request, token, booking);
    await page.goto('/user/upcoming');
    const card = page.getByRole('article', { name: booking.option.hotelName });
    await card.getByRole('button', { name: `Cancel booking ${booking.bookingId}` }).click();
    const modal = page.getByRole('dialog', { name: 'Cancel booking' });
    await modal.getByText('Change of plans').click();
    await modal.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(modal).toBeHidden();

    // The cancelled list: when and why, and the refund (sent at once; the sandbox processes it).
    await page.goto('/user/cancelled');
    const cancelled = page.getByRole('article', { name: booking.option.hotelName });
    await expect(cancelled.getByTestId('cancel-reason')).toHaveText(/^Cancelled on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M: Change of plans\.$/);
    const refund = cancelled.getByTestId('refund');
    await expect(refund).toContainText(`Refund of ${rupeesText(booking.total)} to your original payment method`);
    await expect(async () => {
      await page.reload();
      await expect(refund.getByTestId('refund-status')).toHaveText('Processed', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(refund.getByTestId('refund-detail')).toHaveText(/^Processed on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M\. It usually shows in your account within 5–7 working days of that\.$/);
    await checkA11y(page);

    // Its status page, opened later, tells the same: cancelled, not the confirmation it once was.
    await page.goto(`/booking-status?bookingId=${booking.bookingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This booking was cancelled' })).toBeVisible();
    await expect(page.getByTestId('refund')).toContainText(`Refund of ${rupeesText(booking.total)} to your original payment method`);
    await expect(page.getByTestId('refund-status')).toHaveText('Processed');
  });

  test('going back keeps the place a page was left at; going on opens the next page at the top', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' });
    await footerLink.scrollIntoViewIfNeeded();
    const left = await scrolledTo(page);
    expect(left).toBeGreaterThan(0);
    await footerLink.click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expectAtTop(page, 'the contact page');
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrolledTo(page), { message: 'the about page is where it was left' }).toBeGreaterThan(left - 50);
  });
});
