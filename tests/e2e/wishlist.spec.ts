import { API_BASE } from '../../contract/basePath';
import { checkA11y, expect, test } from './support/fixtures';
import { closeRooms, expandPanel, openCalendar, openRooms, panel, pickStay, stayDay } from './support/searchPanel';
import { asNewClient, finishLogin, firstResultHeart, heartOf, loginDialog, loginThroughApi, otpFor, requestPhoneCodeInOpenModal, someHotel, uniquePhone } from './support/identity';

/**
 * The wishlist heart and page.
 *
 * The heart a logged-out visitor clicks is the one on the search result cards (the results page
 * mounts WishlistHeart); the wishlist page's hearts are the account area's own.
 */
test.describe('wishlist', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the wishlist page: empty, a saved hotel as a card, removed with its heart', async ({ page, request }) => {
    const { token, userId, ip } = await loginThroughApi(page, request);
    await page.goto('/user/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page.getByText('No hotels in your wishlist.')).toBeVisible();

    const hotel = await someHotel(request, 1);
    const saved = await request.post(`${API_BASE}/save-wishlist`, {
      headers: { authorization: token, 'x-forwarded-for': ip },
      data: { userId, hotelId: hotel.id },
    });
    expect(saved.status()).toBe(200);
    await page.reload();

    const cards = page.getByRole('list', { name: 'Saved hotels' }).getByRole('article');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    const link = card.getByRole('link', { name: hotel.name });
    await expect(link).toHaveAttribute('href', `/search-detail/${encodeURIComponent(hotel.id)}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(card.getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
    await checkA11y(page);

    const heart = card.getByRole('button', { name: `Remove ${hotel.name} from wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(page.getByText(`${hotel.name} removed from wishlist`)).toBeVisible();
    await expect(page.getByText('No hotels in your wishlist.')).toBeVisible();
    await expect(cards).toHaveCount(0);
  });

  test('a saved hotel opens, in its new tab, for the dates and guests this tab searched', async ({ page, request }) => {
    const { token, userId, ip } = await loginThroughApi(page, request);
    const hotel = await someHotel(request, 2);
    expect((await request.post(`${API_BASE}/save-wishlist`, { headers: { authorization: token, 'x-forwarded-for': ip }, data: { userId, hotelId: hotel.id } })).status()).toBe(200);

    // A search on the home page: Bengaluru, two nights, 2 rooms, the second with a child of 7.
    await page.goto('/');
    await expandPanel(page);
    const box = panel(page).getByRole('combobox', { name: 'Destination' });
    await box.click();
    await box.pressSequentially('ben', { delay: 40 });
    await page.getByRole('listbox', { name: 'Destination suggestions' }).getByRole('option', { name: /^Bengaluru/ }).first().click();
    const checkIn = stayDay(5);
    const checkOut = stayDay(7);
    await openCalendar(page);
    await pickStay(page, checkIn, checkOut);
    const rooms = await openRooms(page);
    await rooms.getByRole('button', { name: 'Add Room' }).click();
    await rooms.getByRole('button', { name: 'Add child to room 2' }).click();
    await rooms.getByLabel('Age of child 1').selectOption('7');
    await closeRooms(page);
    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search-result\?/);

    // The wishlist, then the saved hotel, which opens in a tab of its own.
    await page.goto('/user/wishlist');
    const link = page.getByRole('list', { name: 'Saved hotels' }).getByRole('link', { name: hotel.name });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    const form = tab.getByRole('form', { name: 'Update your stay' });
    const day = (date: string) => `${Number(date.slice(8))} ${new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
    await expect(form.getByRole('button', { name: /Check-in/ })).toContainText(day(checkIn));
    await expect(form.getByRole('button', { name: /Check-in/ })).toContainText(day(checkOut));
    await expect(form.getByRole('button', { name: '2 Rooms, 3 Guests' })).toBeVisible();
    await expect(tab.getByTestId('hotel-price')).toContainText('for 2 nights');
    await tab.close();
  });

  test('a logged-out click on a heart opens login; after it the add runs', async ({ page, request }) => {
    await asNewClient(page);
    const { heart, name } = await firstResultHeart(page, request);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(loginDialog(page)).toBeVisible();
    const phone = uniquePhone();
    await requestPhoneCodeInOpenModal(page, phone);
    await finishLogin(page, request, phone);
    await expect(page.getByText(`${name} added to wishlist`)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(`Remove ${name} from wishlist`);

    // Removing from the card, then adding again, then the wishlist page lists it.
    await heart.click();
    await expect(page.getByText(`${name} removed from wishlist`)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByText(`${name} added to wishlist`).first()).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Wishlist' }).click();
    await expect(page.getByRole('list', { name: 'Saved hotels' }).getByRole('link', { name })).toBeVisible();
  });

  test('hearts shown before a login learn which hotels the user had saved, without a reload', async ({ page, request }) => {
    await asNewClient(page);
    const { card, heart, name } = await firstResultHeart(page, request);
    const hotelId = decodeURIComponent(/\/search-detail\/([^/]+)/.exec((await card.getByRole('link').first().getAttribute('href')) ?? '')![1]!);
    const second = page.getByTestId('hotel-card').nth(1);
    const secondName = /^Save (.+) to wishlist$/.exec((await second.getByRole('button', { name: /wishlist$/ }).getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(secondName, 'a second hotel not yet saved').not.toBe('');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    // The same traveller, on another device, saved the first hotel earlier.
    const ip = `10.77.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
    const headers = { 'x-forwarded-for': ip };
    const guest = (await (await request.get(`${API_BASE}/guest`, { headers })).json()) as { response: { token: string } };
    const phone = uniquePhone();
    expect((await request.post(`${API_BASE}/signup`, { headers: { ...headers, authorization: guest.response.token }, data: { mobileNumber: phone } })).status()).toBe(200);
    const verified = await request.post(`${API_BASE}/signup/validate/otp`, {
      headers: { ...headers, authorization: guest.response.token },
      data: { mobileNumber: phone, emailId: '', otp: await otpFor(request, phone) },
    });
    const login = (await verified.json()) as { userId: string; response: { token: string } };
    const save = await request.post(`${API_BASE}/save-wishlist`, {
      headers: { ...headers, authorization: login.response.token },
      data: { userId: login.userId, hotelId },
    });
    expect(save.status()).toBe(200);

    // Now they log in on this browser, in another tab: this tab hears of it and its hearts follow.
    const other = await page.context().newPage();
    await other.goto('/about');
    await other.evaluate((seed) => {
      localStorage.setItem('userToken', seed.token);
      localStorage.setItem('userId', seed.userId);
      localStorage.setItem('loggedIn', 'true');
    }, { token: login.response.token, userId: login.userId });
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(`Remove ${name} from wishlist`);
    await expect(heartOf(second, secondName)).toHaveAttribute('aria-pressed', 'false');
    await other.close();
  });

  test('closing the login modal drops the pending add', async ({ page, request }) => {
    await asNewClient(page);
    const { heart } = await firstResultHeart(page, request);
    await heart.click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // The heart takes clicks again: the next one opens login again.
    await heart.click();
    await expect(loginDialog(page)).toBeVisible();
  });
});
