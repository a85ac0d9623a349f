import type { Page } from '@playwright/test';
import { API_BASE } from '../../contract/basePath';
import {
  apiTraveller,
  chooseOption,
  guestsOfRoom,
  openReview,
  otherGuest,
  primaryGuest,
  reviewStatus,
  singleRoomOption,
  takeEveryRoom,
} from './support/booking';
import { checkA11y, expect, isMobile, test } from './support/fixtures';
import { allowFailedRequests, asNewClient, finishLogin, loginDialog, loginThroughApi, requestPhoneCodeInOpenModal, uniquePhone } from './support/identity';
import { cards } from './support/results';
import { closeRooms, expandPanel, openCalendar, openRooms, panel, pickStay, stayDay } from './support/searchPanel';

/** Options any traveller can fill in without a PAN or passport. */
const plain = (o: { ipr: boolean; ipm: boolean }) => !o.ipr && !o.ipm;

/** Fills the primary guest's fields. */
async function fillPrimary(page: Page, guest: { first: string; last: string; email: string; phone: string }) {
  const primary = primaryGuest(page);
  await primary.getByLabel('First name').fill(guest.first);
  await primary.getByLabel('Last name').fill(guest.last);
  await primary.getByLabel('E-mail').fill(guest.email);
  await primary.getByLabel('Mobile number').fill(guest.phone);
}

/** Waits for the toasts (of the login, of a booking) to hide by themselves (4 s), so axe reads the page alone. */
async function toastsGone(page: Page) {
  await expect(page.locator('[id^="toast-"]')).toHaveCount(0, { timeout: 8_000 });
}

/**
 * The account side menu's link (behind the toggle at 375 px). A toast can sit over the toggle on a
 * phone, and a pointer resting on it keeps it open: wait for it to hide, as a person would.
 */
async function accountLink(page: Page, name: string) {
  if (isMobile(page)) {
    await toastsGone(page);
    await page.getByRole('button', { name: 'Open account menu' }).click();
  }
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name, exact: true }).click();
}

test.describe('booking', () => {
  // Long flows on a shared machine, at 375 px too.
  test.describe.configure({ timeout: 120_000 });

  test('search, open a hotel, reserve a pay-later room logged out (the page in full), two rooms with a child, log in at Book Now & Pay Later, blocked, upcoming, cancel, cancelled, the rooms back', async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    await asNewClient(page);
    // The two widths run at once: each books its own nights.
    const checkIn = stayDay(testInfo.project.name === 'mobile' ? 36 : 29);
    const checkOut = stayDay(testInfo.project.name === 'mobile' ? 38 : 31);
    const option = await chooseOption(request, { checkIn, rooms: [{ adults: 1 }, { adults: 1, childAges: [7] }], wanted: (o) => o.isBA && plain(o) });

    // Search: Bengaluru, the dates, two rooms with a child of 7 in the second.
    await page.goto('/');
    await expandPanel(page);
    const box = panel(page).getByRole('combobox', { name: 'Destination' });
    await box.click();
    await box.pressSequentially('bengal', { delay: 40 });
    await page.getByRole('listbox', { name: 'Destination suggestions' }).getByRole('option', { name: /^Bengaluru Bengaluru, Karnataka, India/ }).click();
    await expect(box).toHaveValue('Bengaluru');
    await openCalendar(page);
    await pickStay(page, checkIn, checkOut);
    const rooms = await openRooms(page);
    await rooms.getByRole('button', { name: 'Add Room' }).click();
    await rooms.getByRole('button', { name: 'Add child to room 2' }).click();
    await rooms.getByLabel('Age of child 1').selectOption('7');
    await closeRooms(page);
    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(cards(page)).toHaveCount(10);

    // The hotel chosen through the API, priced for this search; its pay-later room.
    const href = (await cards(page).first().getByRole('link').first().getAttribute('href')) ?? '';
    const searchId = /\/search-detail\/\d+\/([\w-]+)$/.exec(href)?.[1];
    expect(searchId, 'the results link to their search').toBeTruthy();
    await page.goto(`/search-detail/${option.hotelId}/${searchId}`);
    await expect(page.getByRole('heading', { level: 1, name: option.hotelName })).toBeVisible({ timeout: 15_000 });
    // The room's price per night, as its option says it: an average when the stay's nights cost different amounts.
    const reserve = page.locator(`a[href$="-${option.hotelId}-${option.suffix}"]`);
    const basis = await page.getByTestId('room-option').filter({ has: reserve }).getByTestId('price-basis').textContent();
    expect(basis).toMatch(/^(avg\. )?per night for 2 rooms$/);
    await reserve.click();

    // Logged out, the page shows in full: the hotel, the stay, the price, the cancellation terms, the form.
    await expect(page).toHaveURL(new RegExp(`/review-booking/${option.hotelId}/${searchId}-${option.hotelId}-${option.suffix}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Review your booking' })).toBeVisible({ timeout: 15_000 });
    await expect(loginDialog(page)).toHaveCount(0);
    const summary = page.getByTestId('stay-summary');
    await expect(summary.getByRole('heading', { name: option.hotelName })).toBeVisible();
    await expect(summary.getByTestId('party')).toHaveText('2 rooms, 2 adults, 1 child');
    await expect(summary.getByTestId('check-in')).toContainText('2 PM');
    await expect(summary.getByTestId('check-out')).toContainText('11 AM');
    await expect(page.getByTestId('review-price').getByTestId('price-basis')).toHaveText(basis!);
    await expect(page.getByRole('region', { name: 'Cancellation policy' }).getByRole('row').last()).toContainText(/The whole stay \(Rs [\d,]+\.\d{2}\)/);

    // The guests: a row for each searched, room 2's child below 12 from the age searched (Master or Miss).
    await primaryGuest(page).getByLabel('Title').selectOption('Mrs');
    await fillPrimary(page, { first: 'Asha', last: 'Sharma', email: 'asha.sharma@example.in', phone: '9876543210' });
    await otherGuest(page, 2, 1).getByLabel('First name').fill('Vikram');
    const child = otherGuest(page, 2, 2);
    await expect(child.getByRole('checkbox', { name: 'Below 12' })).toBeChecked();
    await expect(child.getByLabel('Title')).toHaveValue('Master');
    await child.getByLabel('First name').fill('Ravi');
    await expect(child.getByLabel('Last name')).toHaveValue('Sharma');
    await page.getByRole('region', { name: 'Special requests' }).getByText('Late check-in').click();
    await toastsGone(page);
    await checkA11y(page);

    // Book Now & Pay Later asks for the login ("Please log in to proceed with booking."); the booking continues after it.
    await expect(page.getByTestId('pay-by')).toContainText('Pay by');
    await page.getByRole('button', { name: 'Book Now & Pay Later' }).click();
    await expect(page.getByTestId('booking-notice')).toHaveText('Please log in to proceed with booking.');
    const phone = uniquePhone();
    await requestPhoneCodeInOpenModal(page, phone);
    await finishLogin(page, request, phone);

    // Blocked, then upcoming bookings after 2 s.
    await expect(page.getByText('Your booking is blocked. Pay before the pay-by time to confirm it.')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/upcoming$/, { timeout: 10_000 });
    const card = page.getByTestId('booking-card').filter({ hasText: option.hotelName });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('booking-status')).toHaveText('Awaiting payment');
    await expect(card.getByTestId('booking-deadline')).toHaveText(/^Pay by \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M$/);
    await expect(card).toContainText('2 rooms · 3 guests');
    await expect(card).toContainText('Mrs Asha Sharma, Mr Vikram Sharma, Master Ravi Sharma');
    // Awaiting payment: Make Payment (tests/e2e/payment.spec.ts pays it); the voucher and invoice come once paid.
    await expect(card.getByRole('button', { name: 'Make Payment' })).toBeVisible();
    for (const name of ['Voucher', 'Invoice']) await expect(card.getByRole('button', { name })).toHaveCount(0);
    await toastsGone(page);
    await checkA11y(page);

    // Another traveller takes every room left of that room type on those nights.
    const other = await apiTraveller(request);
    const single = await singleRoomOption(request, option);
    await takeEveryRoom(request, other, option.hotelId, single);
    expect(await reviewStatus(request, other, option.hotelId, single)).toEqual({ status: 409, code: 6034 });

    // Cancel: a reason is needed; the modal shows the refund and charge first.
    await card.getByRole('button', { name: /^Cancel booking / }).click();
    const modal = page.getByRole('dialog', { name: 'Cancel booking' });
    await expect(modal.getByTestId('cancel-quote')).toContainText('Refund: Rs 0.00');
    await expect(modal.getByTestId('cancel-quote')).toContainText('Cancellation charge: Rs 0.00');
    await modal.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please select a reason for cancellation.');
    await modal.getByText('Change of plans').click();
    await modal.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(/^Booking PDV\w+ at .+ is cancelled\.$/)).toBeVisible();
    await expect(card).toHaveCount(0);

    // Under cancelled, with the reason and the refund; the rooms are back for the other traveller.
    await accountLink(page, 'Cancelled');
    await expect(page).toHaveURL(/\/user\/cancelled$/);
    const cancelled = page.getByTestId('booking-card').filter({ hasText: option.hotelName });
    await expect(cancelled.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(cancelled.getByTestId('cancel-reason')).toHaveText(/^Cancelled on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M: Change of plans\. Nothing was paid, so there is nothing to refund\.$/);
    expect(await reviewStatus(request, other, option.hotelId, single)).toEqual({ status: 200, code: undefined });
  });

  test('an id missing from the URL, the empty-data page, and the review logged out: a login closed at Pay Now, then the booking continues after it', { tag: '@one-width' }, async ({ page, request }) => {
    await asNewClient(page);
    await page.goto('/review-booking/1275339007');
    await expect(page.getByText('Missing hotel or option details in URL. Please try again.')).toBeVisible();
    await page.goto('/review-booking/1275339007/not-an-option');
    await expect(page.getByText('Missing hotel or option details in URL. Please try again.')).toBeVisible();
    // The empty-data page: a short message and a way home.
    await page.goto('/no-Data');
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing to show here' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();

    // Logged out, the page shows the option with no login asked; Pay Now asks for it.
    const option = await chooseOption(request, { days: 12, rooms: [{ adults: 1 }], wanted: plain });
    await page.goto(`/review-booking/${option.hotelId}/${option.optionId}`);
    await expect(page.getByTestId('stay-summary').getByRole('heading', { name: option.hotelName })).toBeVisible({ timeout: 15_000 });
    await expect(loginDialog(page)).toHaveCount(0);
    await fillPrimary(page, { first: 'Meera', last: 'Iyer', email: 'meera.iyer@example.in', phone: '9123456780' });
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(loginDialog(page)).toBeVisible();
    // Closed: the page says why nothing more happens, and keeps what was typed.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('booking-notice')).toHaveText('Please log in to proceed with booking.');
    await expect(primaryGuest(page).getByLabel('First name')).toHaveValue('Meera');
    await toastsGone(page);
    await checkA11y(page);
    // Pay Now again, log in: the booking continues to the payment page.
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const phone = uniquePhone();
    await requestPhoneCodeInOpenModal(page, phone);
    await finishLogin(page, request, phone);
    await expect(page).toHaveURL(/\/payment\?bookingId=PDV[0-9A-Z]{10}$/, { timeout: 15_000 });
  });

  test('every guest rule says its message where it applies', { tag: '@one-width' }, async ({ page, request }) => {
    await loginThroughApi(page, request);
    const option = await chooseOption(request, { days: 14, rooms: [{ adults: 1, childAges: [7] }], wanted: (o) => o.ipr && !o.ipm });
    await openReview(page, option);
    await fillPrimary(page, { first: 'Al', last: 'Sharma', email: 'asha@', phone: '98765' });
    const primary = primaryGuest(page);
    const room = guestsOfRoom(page, 1);
    // The child's row is there from the start; taken away, the room says who is missing.
    await room.getByRole('button', { name: 'Remove Room 1, guest 2' }).click();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(primary.getByText('First name must have at least 3 letters.')).toBeVisible();
    await expect(primary.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(primary.getByText('Phone number must be exactly 10 digits.')).toBeVisible();
    await expect(primary.getByText('PAN is required for this hotel.')).toBeVisible();
    await expect(room.getByTestId('room-1-problem')).toHaveText('please fill add guest details');
    await expect(room.getByTestId('room-1-missing')).toHaveText('Room 1: 1 child below 12 still to add.');
    // The first problem is said near the buttons as well, with where it is.
    await expect(page.getByTestId('booking-notice')).toHaveText('Primary guest: First name must have at least 3 letters.');
    // The login's rule for a mobile number: 10 digits starting with 6 to 9.
    await primary.getByLabel('Mobile number').fill('0123456789');
    await expect(primary.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();

    // The room's child: added below 12; a second guest, or the child switched to 12 or more, is refused.
    await room.getByRole('button', { name: 'Add guest to room 1' }).click();
    await room.getByRole('button', { name: 'Add guest to room 1' }).click();
    await expect(room.getByTestId('room-1-problem')).toHaveText('Cannot add more than 2 total guests.');
    const child = otherGuest(page, 1, 2);
    await child.getByText('Below 12').click();
    await expect(room.getByTestId('room-1-problem')).toHaveText('Cannot add more than 1 adults (including primary guest).');
    await expect(child.getByRole('checkbox', { name: 'Below 12' })).toBeChecked();
    await expect(child.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(child.getByText("Please enter guest's first and last name")).toBeVisible();
    await expect(child.getByLabel('Title').locator('option')).toHaveText(['Master', 'Miss']);

    // A GSTIN that does not check out.
    await page.getByRole('button', { name: 'Add GST details' }).click();
    const business = page.getByRole('region', { name: 'Business invoice (optional)' });
    await business.getByLabel('Company name').fill('Acme Travels');
    await business.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
    await business.getByLabel('Company address').fill('Baner, Pune');
    await expect(business.getByText('Please enter a valid GSTIN, e.g. 27AAPFU0939F1ZV.')).toBeVisible();
    await checkA11y(page);

    // Put right, every message goes.
    await primary.getByLabel('First name').fill('Asha');
    await primary.getByLabel('E-mail').fill('asha.sharma@example.in');
    await primary.getByLabel('Mobile number').fill('+91 98765 43210');
    await expect(primary.getByLabel('Mobile number')).toHaveValue('9876543210');
    await primary.getByLabel('PAN').fill('abcde1234f');
    await child.getByLabel('First name').fill('Ravi');
    await business.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.getByTestId('room-1-problem')).toHaveCount(0);
  });

  test('Pay Now holds the rooms and lands on the payment page, which a reload reads again; the session keeps the guest details until a logout', { tag: '@one-width' }, async ({ page, request }) => {
    await loginThroughApi(page, request);
    const option = await chooseOption(request, { days: 16, rooms: [{ adults: 1 }], wanted: plain });
    await openReview(page, option);
    await fillPrimary(page, { first: 'Meera', last: 'Iyer', email: 'meera.iyer@example.in', phone: '9123456780' });
    const amount = await page.getByTestId('price-breakup').getByText(/^Rs /).last().textContent();
    const put = page.waitForRequest((r) => r.url().endsWith('/bookFullPayment') && r.method() === 'PUT');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    expect((await put).headers()['idempotency-key']).toMatch(/^book-[0-9a-f-]{36}$/);
    await expect(page).toHaveURL(/\/payment\?bookingId=PDV[0-9A-Z]{10}$/);
    const check = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
      await expect(page.getByTestId('payment-booking').getByRole('heading', { name: option.hotelName })).toBeVisible();
      await expect(page.getByTestId('amount-due')).toHaveText(amount!);
      await expect(page.getByTestId('held-until')).toHaveText(/^Rooms held until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M$/);
      await expect(page.getByTestId('booking-status')).toHaveText('Awaiting payment');
      // Paying it is tests/e2e/payment.spec.ts.
      await expect(page.getByRole('button', { name: `Pay ${amount}` })).toBeVisible();
    };
    await check();
    await checkA11y(page);
    await page.reload();
    await check();
    // The booking is upcoming, awaiting payment, held until the same time.
    await page.goto('/user/upcoming');
    const card = page.getByTestId('booking-card').filter({ hasText: option.hotelName });
    await expect(card.getByTestId('booking-deadline')).toHaveText(/^Rooms held until /);
    // The next review starts from the guest details the session holds.
    await openReview(page, option);
    await expect(primaryGuest(page).getByLabel('First name')).toHaveValue('Meera');
    await expect(primaryGuest(page).getByLabel('Mobile number')).toHaveValue('9123456780');
    // A logout resets them, and the booking id kept with them.
    expect(await page.evaluate(() => sessionStorage.getItem('hotelBookingId'))).toMatch(/^PDV/);
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => [sessionStorage.getItem('guestDetails'), sessionStorage.getItem('hotelBookingId')])).toEqual([null, null]);
    // Logged out, or without a booking id: the spec's message.
    await page.goto('/payment');
    await expect(page.getByText('Something went wrong, please try again')).toBeVisible();
  });

  test("a price the server changed is shown, and booking at it goes through", { tag: '@one-width' }, async ({ page, request, consoleErrors }) => {
    await loginThroughApi(page, request);
    const option = await chooseOption(request, { days: 18, rooms: [{ adults: 1 }], wanted: plain });
    await openReview(page, option);
    await fillPrimary(page, { first: 'Kavya', last: 'Rao', email: 'kavya.rao@example.in', phone: '9988776655' });
    const shown = await page.getByTestId('review-price').getByTestId('per-night').textContent();
    // The server's price moved since the review: the page's total is a rupee off what it now asks.
    await page.route(`**${API_BASE}/bookFullPayment`, async (route) => {
      const body = route.request().postDataJSON();
      await route.continue({ postData: JSON.stringify({ ...body, totalAmount: body.totalAmount - 1 }) });
    }, { times: 1 });
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const asked = page.getByRole('alertdialog', { name: 'The price has changed' });
    await expect(asked).toBeVisible();
    await expect(asked.getByTestId('new-price')).toContainText(`This stay now costs ${shown}`);
    await checkA11y(page);
    await asked.getByRole('button', { name: /^Book at Rs / }).click();
    await expect(page).toHaveURL(/\/payment\?bookingId=PDV/);
    allowFailedRequests(consoleErrors, 409);
  });

  test("a room type with no room left is the 'We're Sorry!' screen, with Go Back", { tag: '@one-width' }, async ({ page, request, consoleErrors }) => {
    await loginThroughApi(page, request);
    const option = await chooseOption(request, { days: 22, rooms: [{ adults: 1 }], wanted: plain });
    const other = await apiTraveller(request);
    await takeEveryRoom(request, other, option.hotelId, option.optionId);
    await page.goto('/about');
    await page.goto(`/review-booking/${option.hotelId}/${option.optionId}`);
    await expect(page.getByRole('heading', { level: 1, name: "We're Sorry!" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Apologies, there are no rooms available at this hotel at the moment.')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
    allowFailedRequests(consoleErrors, 409);
  });
});
