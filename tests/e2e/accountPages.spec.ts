import { API_BASE } from '../../contract/basePath';
import { downloaded, openFromAccountMenu, paidBooking, pdfText, phonePhoto, pngPhoto } from './support/account';
import { loginThroughApi } from './support/identity';
import { checkA11y, expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** A star of the rating, as a person clicks it. */
const star = (page: Page, stars: string) => page.locator('label', { has: page.getByRole('radio', { name: stars }) });

/**
 * The account pages: the voucher of a paid booking, the profile with a photo, the app rating, and
 * deleting the account, through the real server, its payment sandbox and the browser's downloads.
 */
test.describe('account pages', () => {
  // Long flows on a shared machine, at 375 px too.
  test.describe.configure({ timeout: 150_000 });

  test('journey: a paid booking and its voucher, deletion stopped while the booking is upcoming, the profile with a phone photo, one toast, an app rating, then done', async ({
    page,
    request,
  }) => {
    const { token } = await loginThroughApi(page, request);
    const booking = await paidBooking(request, token);

    // Upcoming: confirmed and paid, so its voucher is there to download.
    await page.goto('/user/upcoming');
    const card = page.getByRole('article', { name: booking.hotelName });
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');
    const voucherButton = card.getByRole('button', { name: `Voucher PDF for booking ${booking.bookingId}` });
    await expect(voucherButton).toHaveText('Voucher PDF');
    await expect(card.getByRole('button', { name: /Get Invoice/ })).toHaveCount(0);
    // The review page's GST invoice: when it comes.
    await expect(card.getByTestId('invoice-note')).toContainText('GST invoice: available after check-out, from ');
    await checkA11y(page);
    const [download] = await Promise.all([page.waitForEvent('download'), voucherButton.click()]);
    const voucher = await downloaded(download);
    expect(voucher.name).toBe(`voucher-${booking.bookingId}.pdf`);
    expect(voucher.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const voucherText = pdfText(voucher.bytes);
    expect(voucherText).toContain(booking.bookingId);
    expect(voucherText).toContain(booking.hotelName);

    // Deleting the account: the upcoming booking is said before any "cannot be undone" question, with a way to it.
    await openFromAccountMenu(page, 'Delete Account');
    await expect(page).toHaveURL(/\/user\/delete-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delete Account' })).toBeVisible();
    await page.getByText('Other reasons').click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const problem = page.getByTestId('deletion-problem');
    await expect(problem).toContainText('You have upcoming or unpaid bookings. Please cancel them before deleting your account.');
    await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toHaveCount(0);
    await expect(problem.getByRole('link', { name: 'See my upcoming bookings' })).toHaveAttribute('href', '/user/upcoming');

    // The profile: the number logged in with is shown, read-only; a name, details and a photo.
    await openFromAccountMenu(page, 'User Profile');
    await expect(page).toHaveURL(/\/user\/user-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await expect(page.getByText(/^You log in with \+91\d{10}$/)).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveAttribute('readonly', '');
    await expect(page.getByText('This is what you log in with: it cannot be changed here.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Asha Verma');
    await page.getByRole('textbox', { name: 'Email' }).fill('asha.verma@example.in');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
    await page.getByRole('combobox', { name: 'Marital status' }).selectOption('Married');
    await page.getByRole('textbox', { name: 'City' }).fill('Pune');
    await page.getByRole('textbox', { name: 'State' }).fill('Maharashtra');
    await page.getByRole('textbox', { name: 'Country' }).fill('India');
    // An upload button, not the browser's own file chooser. A photo of over 3 MB, as a phone takes
    // them, is made smaller in the browser: no 2 MB message, its preview before anything is sent.
    await expect(page.getByRole('button', { name: 'Upload photo' })).toBeVisible();
    await expect(page.locator('input[type="file"]')).toBeHidden();
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload photo' }).click()]);
    await chooser.setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    const preview = page.getByTestId('profile-photo-preview').locator('img');
    await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/, { timeout: 15_000 });
    expect(((await preview.getAttribute('src'))!.length * 3) / 4).toBeLessThan(2 * 1024 * 1024);
    await expect(page.getByText('Image size must be less than 2MB.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Save' }).click();
    // The toast shows once, in the page's one live region.
    await expect(page.getByText('Profile updated successfully.')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toHaveCount(1);
    await expect(page.locator('[aria-live]').filter({ hasText: 'Profile updated successfully.' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    // Back in view mode, as the server kept it: the photo re-encoded (WebP), the details as typed.
    await expect(page.getByRole('heading', { level: 2, name: 'Asha Verma' })).toBeVisible();
    await expect(page.getByTestId('profile-photo').locator('img')).toHaveAttribute('src', /^data:image\/webp;base64,/);
    for (const shown of ['asha.verma@example.in', '12 Apr 1990', 'Female', 'Married', 'Pune', 'Maharashtra', 'India']) {
      await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${shown}$`) })).toBeVisible();
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Asha Verma' })).toBeVisible();
    await expect(page.getByTestId('profile-photo').locator('img')).toHaveAttribute('src', /^data:image\/webp;base64,/);

    // The app rating: 4 stars with feedback, then changed to 5 (a new rating replaces the old).
    await openFromAccountMenu(page, 'Reviews');
    await expect(page).toHaveURL(/\/user\/reviews-feedback$/);
    await star(page, '4 stars').click();
    await page.getByRole('textbox', { name: 'Feedback (optional)' }).fill('Quick to book, clear prices.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback! You rated Padaav 4 out of 5.' })).toBeVisible();
    await expect(page.getByText('“Quick to book, clear prices.”')).toBeVisible();
    await page.getByRole('button', { name: 'Change your rating' }).click();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await star(page, '5 stars').click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You rated Padaav 5 out of 5.' })).toBeVisible();

    // Cancel the booking (paid: refunded through the provider), then the account can go.
    await openFromAccountMenu(page, 'Upcoming');
    await card.getByRole('button', { name: `Cancel booking ${booking.bookingId}` }).click();
    const modal = page.getByRole('dialog', { name: 'Cancel booking' });
    await modal.getByText('Change of plans').click();
    await modal.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(modal).toBeHidden();
    await expect(card).toHaveCount(0);
    await openFromAccountMenu(page, 'Cancelled');
    const cancelled = page.getByRole('article', { name: booking.hotelName });
    await expect(cancelled.getByTestId('booking-status')).toHaveText('Cancelled');
    // A cancelled booking offers no voucher; an invoice only for a charge the cancellation kept.
    await expect(cancelled.getByRole('button', { name: /Voucher PDF/ })).toHaveCount(0);

    await openFromAccountMenu(page, 'Delete Account');
    await page.getByText('Privacy concerns').click();
    await page.getByText('Other reasons').click();
    await page.getByRole('textbox', { name: 'Feedback (optional)' }).fill('Moving abroad.');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted. Taking you to the home page...' })).toBeVisible();
    // Local storage is cleared at once; home comes 1.5 s later, logged out.
    expect(await page.evaluate(() => [localStorage.getItem('loggedIn'), localStorage.getItem('userId'), localStorage.getItem('userToken')])).toEqual([null, null, null]);
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Book top-rated budget-friendly hotels around the world' })).toBeVisible();
    // The tab has a new guest token; the old one is dead.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('deviceToken'))).not.toBe(token);
    expect((await request.post(`${API_BASE}/user-account-info`, { headers: { authorization: token }, data: {} })).status()).toBe(401);
  });

  test('the profile: Cancel puts the saved values back; required fields, e-mail and mobile checks; a photo of 2 MB or more is refused before it is sent', async ({
    page,
    request,
  }) => {
    await loginThroughApi(page, request);
    await page.goto('/user/user-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    // A new traveller: nothing but the number they log in with.
    await expect(page.getByRole('heading', { level: 2, name: 'Your name' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^\d{10}$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Kabir Mehta');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your name' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');

    // Saving without a name or e-mail: the spec's message under each; nothing is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Full name, email and mobile number are required.')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Kabir Mehta');
    await page.getByRole('textbox', { name: 'Email' }).fill('kabir@example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Full name, email and mobile number are required.')).toHaveCount(0);

    // 2 MB or more that the browser cannot draw smaller (a broken PNG: its signature, then zeros,
    // no image header; a whole PNG with zeros after its end still draws) meets the spec's message.
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0);
    (await pngPhoto()).copy(big, 0, 0, 8);
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('Image size must be less than 2MB.')).toBeVisible();
    await expect(page.getByTestId('profile-photo-preview').locator('img')).toHaveCount(0);
    // A file that is not an image is refused when picked, by its bytes, whatever its name says.
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.getByText('The photo must be a JPEG, PNG, WebP or GIF image.')).toBeVisible();
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo either') });
    await expect(page.getByText('The photo must be a JPEG, PNG, WebP or GIF image.')).toBeVisible();
    await expect(page.getByTestId('profile-photo-preview').locator('img')).toHaveCount(0);
    // A small one replaces the message with its preview; Remove photo takes it away again.
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngPhoto(40) });
    await expect(page.getByTestId('profile-photo-preview').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByText('The photo must be a JPEG, PNG, WebP or GIF image.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByTestId('profile-photo-preview').locator('img')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Email' }).fill('kabir.mehta@example.in');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Kabir Mehta' })).toBeVisible();
    await checkA11y(page);
  });

  test('delete account and reviews: a reason and a star rating are required; Keep my account closes the question', async ({ page, request }) => {
    await loginThroughApi(page, request);
    await page.goto('/user/delete-account');
    for (const reason of [
      'I found a better app or website',
      'I no longer travel often',
      'Prices were too high',
      'I had a problem with a booking',
      'I get too many messages',
      'Privacy concerns',
      'Other reasons',
    ]) {
      await expect(page.getByRole('checkbox', { name: reason })).not.toBeChecked();
    }
    await checkA11y(page);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByText('Please select at least one reason.')).toBeVisible();
    await page.getByText('Prices were too high').click();
    await expect(page.getByText('Please select at least one reason.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(question).toBeVisible();
    await checkA11y(page);
    await question.getByRole('button', { name: 'Keep my account' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Prices were too high' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();

    await page.goto('/user/reviews-feedback');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    await star(page, '3 stars').click();
    await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toHaveCount(0);
    await checkA11y(page);
  });
});
