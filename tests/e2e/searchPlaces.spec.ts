import { API_BASE } from '../../contract/basePath';
import { dayNumber, weekdayOfDay } from '../../domain/dates';
import { expect, test } from './support/fixtures';
import { cards } from './support/results';
import { dayFromToday, expandPanel, panel } from './support/searchPanel';

const AIRPORT = 'Chhatrapati Shivaji Maharaj International Airport';
const MUMBAI = 1275339;

const destination = (page: import('@playwright/test').Page) => panel(page).getByRole('combobox', { name: 'Destination' });
const suggestions = (page: import('@playwright/test').Page) => page.getByRole('listbox', { name: 'Destination suggestions' });

/** Types into the destination box as a person does, a key at a time, and waits for the server's list. */
async function typeDestination(page: import('@playwright/test').Page, text: string) {
  const box = destination(page);
  await box.click();
  await box.fill('');
  await box.pressSequentially(text, { delay: 30 });
  return suggestions(page);
}

/** A suggestion line: its name first and its kind last, as a screen reader reads it. */
const line = (name: string, kind: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*${kind}$`);

test.describe('destination suggestions beyond cities', () => {
  test('airports, stations, landmarks, hotels and Indian scripts: each line says what it is', async ({ page, request }) => {
    await page.goto('/');
    await expandPanel(page);

    let list = await typeDestination(page, 'Mumbai airport');
    await expect(list.getByRole('option').first()).toHaveAccessibleName(line(AIRPORT, 'Airport'));
    await expect(list.getByRole('option').first()).toContainText('BOM · Mumbai, Maharashtra, India');

    list = await typeDestination(page, 'BOM');
    await expect(list.getByRole('option', { name: line(AIRPORT, 'Airport') })).toBeVisible();

    list = await typeDestination(page, 'Goa airport');
    await expect(list.getByRole('option', { name: /Airport$/ })).not.toHaveCount(0);
    await expect(list.getByRole('option').first()).toHaveAccessibleName(/Goa, India.* Airport$/);

    list = await typeDestination(page, 'CST');
    await expect(list.getByRole('option').first()).toHaveAccessibleName(line('Chhatrapati Shivaji Maharaj Terminus', 'Station'));

    list = await typeDestination(page, 'Howrah');
    // The city leads under the catalogue's name for it (Haora), its station beside it.
    await expect(list.getByRole('option').first()).toHaveAccessibleName(/^Haora .*City$/);
    await expect(list.getByRole('option', { name: line('Howrah railway station', 'Station') })).toBeVisible();

    list = await typeDestination(page, 'Gateway of India');
    await expect(list.getByRole('option').first()).toHaveAccessibleName(line('Gateway of India', 'Landmark'));

    list = await typeDestination(page, 'Calangute beach');
    await expect(list.getByRole('option').first()).toHaveAccessibleName(/^Calangute .*City$/);

    list = await typeDestination(page, 'Connaught Place');
    await expect(list.getByRole('option', { name: line('Connaught Place Central Park', 'Landmark') })).toBeVisible();

    for (const [typed, city] of [['मुंबई', 'Mumbai'], ['बेंगलुरु', 'Bengaluru'], ['சென்னை', 'Chennai'], ['কলকাতা', 'Kolkata'], ['Bombay', 'Mumbai']]) {
      list = await typeDestination(page, typed!);
      await expect(list.getByRole('option').first(), typed).toHaveAccessibleName(new RegExp(`^${city} .*City$`));
    }

    // A hotel by its name: one the catalogue sells in Mumbai, typed whole.
    const answer = await request.get(`${API_BASE}/cities/search/${encodeURIComponent('Ivory Guest')}`);
    const ivory = ((await answer.json()).response.cityResponseProjections as Array<{ kind: string; cityName: string; hotelId?: string }>).find((l) => l.kind === 'hotel');
    const hotel = ivory ?? (await firstMumbaiHotel(request));
    list = await typeDestination(page, ivory ? 'Ivory Guest' : hotel.cityName);
    const hotelLine = list.getByRole('option', { name: line(hotel.cityName, 'Hotel') }).first();
    await expect(hotelLine).toBeVisible();
    // Chosen, the hotel's own page opens for the panel's stay.
    await hotelLine.click();
    await expect(destination(page)).toHaveValue(hotel.cityName);
    await page.keyboard.press('Escape');
    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
    // The line picked is that hotel or another of the same name: a hotel's page either way.
    await expect(page).toHaveURL(ivory ? new RegExp(`/search-detail/${hotel.hotelId}`) : /\/search-detail\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: hotel.cityName })).toBeVisible({ timeout: 15_000 });
  });

  test('near an airport: the hotels within 15 km, nearest first, each card with its distance from the airport', async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    const list = await typeDestination(page, 'Mumbai airport');
    await expect(list.getByRole('option').first()).toHaveAccessibleName(line(AIRPORT, 'Airport'));
    // The keyboard picks it: the first line highlighted, Enter.
    await destination(page).press('ArrowDown');
    await destination(page).press('Enter');
    await expect(destination(page)).toHaveValue(AIRPORT);
    await page.keyboard.press('Escape');
    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/search-result\\?place=${MUMBAI}&destination=.+&near=airport-BOM$`));
    await expect(page.getByRole('heading', { level: 1, name: `Hotel Stays near ${AIRPORT}` })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('combobox', { name: /Sort/ })).toHaveValue('distance');
    await expect(cards(page)).toHaveCount(10);
    const lines = await cards(page).getByTestId('card-distance').allTextContents();
    expect(lines).toHaveLength(10);
    const kms = lines.map((text) => {
      const match = new RegExp(`^(\\d+\\.\\d) km from ${AIRPORT}$`).exec(text);
      expect(match, text).not.toBeNull();
      return Number(match![1]);
    });
    expect([...kms].sort((a, b) => a - b)).toEqual(kms);
    expect(kms.every((km) => km <= 15)).toBe(true);

    // A reload searches near the airport again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Hotel Stays near ${AIRPORT}` })).toBeVisible({ timeout: 15_000 });
    await expect(cards(page).first().getByTestId('card-distance')).toHaveText(`${kms[0]!.toFixed(1)} km from ${AIRPORT}`);
  });

  test("a stay whose nights cost different amounts says 'avg. per night' on its card, on the hotel's room options and on the review", async ({ page }) => {
    // Thursday and Friday nights: a Friday night is dearer.
    let offset = 7;
    while (weekdayOfDay(dayNumber(dayFromToday(offset))) !== 4) offset++;
    const checkIn = dayFromToday(offset);
    const checkOut = dayFromToday(offset + 2);
    const answer = page.waitForResponse((r) => r.url().endsWith(`${API_BASE}/hotel-search-v2`) && r.request().method() === 'POST');
    await page.goto(`/search-result?${new URLSearchParams({ place: String(MUMBAI), destination: 'Mumbai', checkIn, checkOut })}`);
    const his = (await (await answer).json()).response.searchResult.his as Array<{ name: string; nightsDiffer?: boolean }>;
    const flagged = his.findIndex((h) => h.nightsDiffer === true);
    expect(flagged).toBeGreaterThanOrEqual(0);
    await expect(cards(page)).toHaveCount(10);
    const card = cards(page).filter({ hasText: his[flagged]!.name }).first();
    await expect(card.getByTestId('price-basis')).toHaveText('avg. per night');
    const even = his.findIndex((h) => !h.nightsDiffer);
    if (even >= 0 && even < 10) await expect(cards(page).filter({ hasText: his[even]!.name }).first().getByTestId('price-basis')).toHaveText('per night');
    await page.goto((await card.getByRole('link').first().getAttribute('href'))!);
    await expect(page.getByTestId('room-option').first().getByTestId('price-basis')).toHaveText('avg. per night', { timeout: 15_000 });
    await expect(page.getByTestId('room-option').first().getByTestId('stay-total')).toContainText('for 2 nights');
    // Reserved, the review says it as the room option did.
    await page.getByTestId('room-option').first().getByRole('link', { name: /^Reserve / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your booking' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('review-price').getByTestId('price-basis')).toHaveText('avg. per night', { timeout: 15_000 });
  });
});

/** The first hotel of Mumbai's suggestions by name, when the catalogue has no Ivory Guest hotel. */
async function firstMumbaiHotel(request: import('@playwright/test').APIRequestContext): Promise<{ cityName: string; hotelId: string }> {
  const body = {
    cityName: 'Mumbai',
    searchQuery: {
      checkinDate: dayFromToday(7),
      checkoutDate: dayFromToday(8),
      roomInfo: [{ numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] }],
      searchCriteria: { city: String(MUMBAI), nationality: '106', currency: 'INR' },
      searchPreferences: { ratings: [3, 4, 5], fsc: true },
    },
    sync: true,
  };
  const res = await request.post(`${API_BASE}/hotel-search-v2`, { data: body });
  const [hit] = (await res.json()).response.searchResult.his as Array<{ id: string; name: string }>;
  return { cityName: hit!.name, hotelId: hit!.id };
}
