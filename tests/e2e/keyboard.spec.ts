import type { Page } from '@playwright/test';
import { checkA11y, expect, isMobile, test } from './support/fixtures';
import { calendarName, clickDay, expandPanel, panel, stayDay } from './support/searchPanel';

const destination = (page: Page) => panel(page).getByRole('combobox', { name: 'Destination' });
const datesButton = (page: Page) => panel(page).getByRole('button', { name: /Check-in.*Check-out/ });
const calendar = (page: Page) => page.getByRole('dialog', { name: 'Choose check-in and check-out dates' });
const roomsEditor = (page: Page) => page.getByRole('dialog', { name: 'Rooms and guests' });

test.describe('keyboard and small screens: the search panel', () => {
  test('Tab goes destination -> dates -> rooms -> Search', async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    await destination(page).focus();
    await page.keyboard.press('Tab');
    await expect(datesButton(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('button', { name: '1 Room, 1 Guest' })).toBeFocused();
    await page.keyboard.press('Tab');
    // On a phone the expanded panel's Close comes before Search.
    if (isMobile(page)) {
      await expect(panel(page).getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Tab');
    }
    await expect(panel(page).getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  });

  test('a destination opens the dates (focus on a day), the dates open the rooms (focus in them), then Search', async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    const box = destination(page);
    await box.focus();
    await box.fill('ko');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toHaveValue('Kolkata');
    // The calendar opens with focus on the first day of the stay: arrows move it, Enter chooses.
    await expect(calendar(page)).toBeVisible();
    const firstDay = calendar(page).getByRole('button', { name: new RegExp(calendarName(stayDay(0))) });
    await expect(firstDay).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(calendar(page).getByRole('button', { name: new RegExp(calendarName(stayDay(1))) })).toBeFocused();
    await clickDay(page, stayDay(1));
    await expect(calendar(page).getByRole('button', { name: new RegExp(`^Selected.*${calendarName(stayDay(1))}`) })).toBeVisible();
    await clickDay(page, stayDay(3));
    // The stay is chosen: the calendar closes and the rooms and guests editor opens, focus in it.
    await expect(calendar(page)).toBeHidden();
    await expect(roomsEditor(page).getByRole('group', { name: 'Room 1' })).toBeVisible();
    await expect(roomsEditor(page)).toHaveCSS('opacity', '1');
    await page.keyboard.press('Tab');
    await expect(roomsEditor(page).getByRole('button', { name: 'Add adult to room 1' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(roomsEditor(page).getByRole('group', { name: 'Room 1' }).getByLabel('Adults in room 1')).toHaveText('2');
    await checkA11y(page, 'form[role="search"]');
    await page.keyboard.press('Escape');
    await expect(roomsEditor(page)).toBeHidden();
    const rooms = panel(page).getByRole('button', { name: '1 Room, 2 Guests' });
    await expect(rooms).toBeFocused();
    await page.keyboard.press('Tab');
    if (isMobile(page)) await page.keyboard.press('Tab');
    const search = panel(page).getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search-result\\?place=1275004&destination=Kolkata&checkIn=${stayDay(1)}&checkOut=${stayDay(3)}(&rooms=2)?$`));
  });

  test("a child's age is chosen, never assumed: 'Age' until then, and Search says so", async ({ page }) => {
    await page.goto('/');
    await expandPanel(page);
    await destination(page).fill('ko');
    await page.getByRole('listbox', { name: 'Destination suggestions' }).getByRole('option', { name: /^Kolkata/ }).click();
    // Picking the destination opened the calendar: close it, then open the rooms.
    await expect(calendar(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar(page)).toBeHidden();
    await panel(page).getByRole('button', { name: '1 Room, 1 Guest' }).click();
    const editor = roomsEditor(page);
    await expect(editor).toHaveCSS('opacity', '1');
    await editor.getByRole('button', { name: 'Add child to room 1' }).click();
    const age = editor.getByLabel('Age of child 1');
    await expect(age.locator('option:checked')).toHaveText('Age');
    await editor.getByRole('button', { name: 'Done' }).click();
    await expect(editor).toBeHidden();

    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(panel(page).getByRole('alert')).toHaveText("Please select each child's age.");
    await expect(page).toHaveURL(/\/$/);
    // The rooms editor opens on the age to choose, marked.
    await expect(editor).toBeVisible();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByText('Choose an age')).toBeVisible();
    await checkA11y(page, 'form[role="search"]');

    await age.selectOption('0');
    await expect(age).not.toHaveAttribute('aria-invalid', 'true');
    await expect(panel(page).getByRole('alert')).toBeHidden();
    await editor.getByRole('button', { name: 'Done' }).click();
    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search-result\?place=1275004&destination=Kolkata&/);
    const stored = await page.evaluate(() => sessionStorage.getItem('rooms'));
    expect(JSON.parse(stored!)).toEqual([{ id: 1, adults: 1, children: 1, childAges: [0] }]);
  });
});
