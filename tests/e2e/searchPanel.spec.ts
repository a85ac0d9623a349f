import { API_BASE } from '../../contract/basePath';
import type { CitySuggestion } from '../../contract/cities';
import { checkA11y, expect, isMobile, test } from './support/fixtures';
import { calendarName, clickDay, closeRooms, dayFromToday, expandPanel, openCalendar, openRooms, panel, pickStay, showDay, stayDay } from './support/searchPanel';

const destination = (page: import('@playwright/test').Page) => panel(page).getByRole('combobox', { name: 'Destination' });

test.describe('search panel', () => {
  test('home -> suggestion -> dates -> rooms -> search lands on the results', async ({ page }) => {
    test.slow(); // three accessibility scans of the whole home page
    await page.goto('/');
    await expandPanel(page);
    const box = destination(page);
    await box.click();
    await box.pressSequentially('ben', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Destination suggestions' });
    const option = listbox.getByRole('option', { name: /^Bengaluru Bengaluru, Karnataka, India/ });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await option.click();
    await expect(box).toHaveValue('Bengaluru');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    const checkIn = stayDay(2);
    const checkOut = stayDay(4);
    await openCalendar(page);
    await checkA11y(page);
    await pickStay(page, checkIn, checkOut);

    const rooms = await openRooms(page);
    await rooms.getByRole('button', { name: 'Add Room' }).click();
    await rooms.getByRole('button', { name: 'Add child to room 2' }).click();
    await rooms.getByLabel('Age of child 1').selectOption('7');
    await checkA11y(page);
    await closeRooms(page);
    await expect(panel(page).getByRole('button', { name: '2 Rooms, 3 Guests' })).toBeVisible();

    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/search-result\\?place=1277333&destination=Bengaluru&checkIn=${checkIn}&checkOut=${checkOut}(&rooms=1_1-7)?$`),
    );
    const stored = await page.evaluate(() => ({ ...sessionStorage }));
    expect(stored).toMatchObject({ destination: 'Bengaluru', destinationId: '1277333', checkIn, checkOut });
    expect(JSON.parse(stored.rooms!)).toEqual([
      { id: 1, adults: 1, children: 0, childAges: [] },
      { id: 2, adults: 1, children: 1, childAges: [7] },
    ]);
  });

  test('keyboard: arrows move the highlight, Enter picks, Enter again searches', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    const box = destination(page);
    await box.click();
    // Under 3 characters: the popular cities filtered by the text.
    await box.fill('ko');
    const listbox = page.getByRole('listbox', { name: 'Destination suggestions' });
    await expect(listbox.getByRole('option')).toHaveText([/^Kolkata/, /^Kochi/]);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(listbox.getByRole('option', { name: /^Kochi/ })).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await listbox.getByRole('option', { name: /^Kochi/ }).getAttribute('id'))!);
    await box.press('Enter');
    await expect(box).toHaveValue('Kochi');
    // The pick opens the calendar; Escape closes it, and Enter in the box (nothing highlighted) searches.
    const calendar = page.getByRole('dialog', { name: 'Choose check-in and check-out dates' });
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search-result\\?place=1273874&destination=Kochi&checkIn=${stayDay(0)}&checkOut=${stayDay(1)}$`));
  });

  test('the list follows the text: Goa, deleted, then Delhi; a click fills in the line clicked', async ({ page, request }) => {
    /** The lines the list should show for `query`, as patterns of each option's text (name, then region; then its hotels and kind). */
    const linesFor = async (query: string) => {
      const answer = (await (await request.get(`${API_BASE}/cities/search/${query}`)).json()) as { response: { cityResponseProjections: CitySuggestion[] } };
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return answer.response.cityResponseProjections
        // An airport's or station's code leads its region.
        .flatMap((c) => [[c.cityName, `${c.code ? `${c.code} · ` : ''}${c.fullRegionName}`], ...c.cities.map((s) => [s.fullRegionName.split(',')[0]!, s.fullRegionName])])
        .map(([name, label]) => new RegExp(`^${escape(name!)}\\s*${escape(label!)}( · [\\d,]+ hotels?)?\\s*(State|Region|City|Area|Airport|Station|Landmark|Hotel)$`));
    };
    await page.goto('/');
    await expandPanel(page);
    const box = destination(page);
    await box.click();
    const listbox = page.getByRole('listbox', { name: 'Destination suggestions' });
    await box.pressSequentially('Goa', { delay: 40 });
    await expect(listbox.getByRole('option')).toHaveText(await linesFor('GOA'));
    for (let i = 0; i < 3; i++) await box.press('Backspace');
    await expect(box).toHaveValue('');
    await box.pressSequentially('Delhi', { delay: 40 });
    // Exactly the server's lines for Delhi, in its order: no line of Goa's list is left on screen.
    const delhi = await linesFor('DELHI');
    expect(delhi.length).toBeGreaterThan(10);
    await expect(listbox.getByRole('option')).toHaveText(delhi);
    await expect(listbox.getByRole('option', { name: /Goa/ })).toHaveCount(0);
    await listbox.getByRole('option', { name: 'Paharganj Paharganj, Delhi, Delhi, India' }).click();
    await expect(box).toHaveValue('Paharganj');
    await expect(listbox).toBeHidden();
  });

  test('without a pick, the suggestion the text names is used', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    await destination(page).fill('mumbai');
    // The list can cover the Search button on a phone: let it open, then close it unpicked.
    await expect(page.getByRole('listbox', { name: 'Destination suggestions' }).getByRole('option').first()).toHaveText(/^Mumbai/);
    await destination(page).press('Escape');
    await expect(page.getByRole('listbox', { name: 'Destination suggestions' })).toBeHidden();
    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search-result\?place=1275339&destination=Mumbai&/);
  });

  test('validation messages and the suggestion messages', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    const search = panel(page).getByRole('button', { name: 'Search', exact: true });
    await search.click();
    await expect(panel(page).getByRole('alert')).toHaveText('Please enter or select a valid destination.');
    await checkA11y(page);

    const box = destination(page);
    await box.fill('qxzqxz');
    await expect(page.getByText('No suggestions found for this query.')).toBeVisible();
    await search.click();
    await expect(panel(page).getByRole('alert')).toHaveText('No valid destinations found for the input.');

    await box.fill('Bengaluru');
    await page.getByRole('option', { name: /^Bengaluru Bengaluru, Karnataka/ }).click();
    await openCalendar(page);
    await clickDay(page, stayDay(3));
    await page.keyboard.press('Escape');
    await expect(panel(page).getByRole('button', { name: /Check-out Select date/ })).toBeVisible();
    await search.click();
    await expect(panel(page).getByRole('alert')).toHaveText('Please select check-in and check-out dates.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the calendar: a click before check-in restarts; past days are disabled', async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    await openCalendar(page);
    const calendar = page.getByRole('dialog', { name: 'Choose check-in and check-out dates' });
    const yesterday = dayFromToday(-1);
    if (yesterday.slice(0, 7) === stayDay(0).slice(0, 7)) {
      await expect(calendar.getByRole('button', { name: `Not available. ${calendarName(yesterday)}` })).toBeVisible();
    }
    await clickDay(page, stayDay(3));
    await clickDay(page, stayDay(1));
    await clickDay(page, stayDay(2));
    await expect(calendar).toBeHidden();
    const label = (d: string) => new RegExp(new Date(d + 'T00:00').toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short' }));
    await expect(panel(page).getByRole('button', { name: /Check-in/ })).toHaveText(label(stayDay(1)));
    await expect(panel(page).getByRole('button', { name: /Check-in/ })).toHaveText(label(stayDay(2)));
  });

  test('the calendar disables stays the server would refuse, and says why', async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    await openCalendar(page);
    const calendar = page.getByRole('dialog', { name: 'Choose check-in and check-out dates' });
    await expect(calendar.getByText('Stays of up to 30 nights, with check-in within the next 365 days.')).toBeVisible();
    await clickDay(page, stayDay(2));
    // Check-out at most 30 nights after check-in: the 31st night is not offered.
    await expect(await showDay(page, stayDay(33))).toHaveAccessibleName(new RegExp(`^Not available\\. ${calendarName(stayDay(33))}`));
    const last = await showDay(page, stayDay(32));
    await expect(last).not.toHaveAccessibleName(/^Not available/);
    await last.click();
    await expect(calendar).toBeHidden();
    // The stay chosen, the panel leads on to the rooms: Done closes them.
    await closeRooms(page);
    await destination(page).fill('Kochi');
    await page.getByRole('option', { name: /^Kochi/ }).click();
    // Picking the destination opens the calendar again: the stay is kept, Escape closes it.
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search-result\\?place=1273874&destination=Kochi&checkIn=${stayDay(2)}&checkOut=${stayDay(32)}$`));
  });

  test('rooms and guests follow the limits', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    const rooms = await openRooms(page);
    await expect(rooms.getByRole('button', { name: 'Remove room 1' })).toHaveCount(0);
    await expect(rooms.getByRole('button', { name: 'Remove adult from room 1' })).toBeDisabled();
    await rooms.getByRole('button', { name: 'Add adult to room 1' }).click();
    await expect(rooms.getByRole('button', { name: 'Add adult to room 1' })).toBeDisabled();
    // Up to 5 rooms, each tap awaited: a phone's tap lost while the popover refits is tapped again, as a person would.
    const roomGroups = rooms.getByRole('group', { name: /^Room \d$/ });
    for (let n = 2; n <= 5; n++) {
      await expect(async () => {
        if ((await roomGroups.count()) < n) await rooms.getByRole('button', { name: 'Add Room' }).click();
        await expect(roomGroups).toHaveCount(n, { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    }
    await expect(rooms.getByRole('button', { name: 'Add Room' })).toBeDisabled();
    // Room 2: the plus stays enabled at 2, but the count never passes 2.
    const plus = rooms.getByRole('button', { name: 'Add child to room 2' });
    await plus.click();
    await plus.click();
    await plus.click();
    await expect(plus).toBeEnabled();
    await expect(rooms.getByLabel('Children in room 2')).toHaveText('2');
    await expect(rooms.getByRole('group', { name: 'Room 2' }).getByRole('combobox')).toHaveCount(2);
    // 'Age' (nothing chosen yet), then 0 to 12 years.
    await expect(rooms.getByLabel('Age of child 1').first().locator('option')).toHaveCount(14);
    await rooms.getByRole('button', { name: 'Remove room 3' }).click();
    await expect(rooms.getByRole('group', { name: /^Room \d$/ })).toHaveCount(4);
    await expect(panel(page).getByRole('button', { name: '4 Rooms, 7 Guests' })).toBeAttached();
  });

  test('under 768 px the panel is a bar that expands on click', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('button', { name: /^Search: Where do you want to stay\?, / });
    if (!isMobile(page)) {
      await expect(bar).toBeHidden();
      await expect(panel(page)).toBeVisible();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('1 Room, 1 Guest');
    await expect(panel(page)).toBeHidden();
    await checkA11y(page);
    await bar.click();
    await expect(panel(page)).toBeVisible();
    await expect(destination(page)).toBeVisible();
    await expect(bar).toBeHidden();
  });
});
