import { expect, type Locator, type Page } from '@playwright/test';
import { addDays } from '../../../domain/dates';
import { bookingWindow, localToday } from '../../../machines/rules/stayDates';
import { isMobile } from './fixtures';

/** Local `YYYY-MM-DD` for today + `days` (the page and the test share the machine's clock and zone). */
export function dayFromToday(days: number): string {
  return addDays(localToday(), days);
}

/**
 * The first bookable day + `days`: today, or India's today when India is already a day ahead
 * (the server counts days in India), as the panel's default stay and calendar do.
 */
export function stayDay(days: number): string {
  return addDays(bookingWindow().firstCheckIn, days);
}

/** The calendar's own wording of a day: 'Thursday, March 12, 2026'. */
export function calendarName(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** On narrow screens the panel starts as a bar: open it. */
export async function expandPanel(page: Page) {
  if (!isMobile(page)) return;
  await page.getByRole('button', { name: /^Search: / }).click();
  await expect(page.getByRole('search', { name: 'Search hotels' })).toBeVisible();
}

export const panel = (page: Page) => page.getByRole('search', { name: 'Search hotels' });

/** Opens the calendar from the dates button (unless picking a destination already opened it). */
export async function openCalendar(page: Page) {
  const button = panel(page).getByRole('button', { name: /Check-in.*Check-out/ });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const calendar = page.getByRole('dialog', { name: 'Choose check-in and check-out dates' });
  await expect(calendar).toBeVisible();
  // The calendar is loaded on demand: wait for its days.
  await expect(calendar.getByRole('button', { name: /^(Choose|Selected)/ }).first()).toBeVisible();
}

/**
 * The month captions the calendar shows. While it slides to another month it shows the months it
 * slides between as well, and then redraws its days: a click in that moment can land on a day
 * being redrawn.
 */
async function shownMonths(calendar: Locator): Promise<number> {
  let shown = 0;
  for (const caption of await calendar.getByText(/^[A-Z][a-z]+ \d{4}$/).all()) if (await caption.isVisible()) shown++;
  return shown;
}

/** Moves the open calendar by a month and waits until it has settled on the new one. */
async function moveMonth(page: Page, calendar: Locator, direction: 'forward' | 'backward') {
  await calendar.getByRole('button', { name: direction === 'forward' ? 'Move forward to switch to the next month.' : 'Move backward to switch to the previous month.' }).click();
  await expect.poll(() => shownMonths(calendar), { message: 'the calendar did not settle on its new month' }).toBe(isMobile(page) ? 1 : 2);
}

/** A day of the open calendar, moving to later (or back to earlier) months until it shows. */
export async function showDay(page: Page, date: string) {
  const calendar = page.getByRole('dialog', { name: 'Choose check-in and check-out dates' });
  const day = calendar.getByRole('button', { name: new RegExp(calendarName(date)) });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await moveMonth(page, calendar, 'forward');
  for (let i = 0; i < 4 && !(await day.isVisible()); i++) await moveMonth(page, calendar, 'backward');
  await expect(day).toBeVisible();
  return day;
}

/** Clicks a day in the open calendar, moving to later months when needed. */
export async function clickDay(page: Page, date: string) {
  await (await showDay(page, date)).click();
}

/** In the search panel's open calendar: check-in, then check-out; the calendar closes itself and the rooms editor it leads on to is closed. */
export async function pickStay(page: Page, checkIn: string, checkOut: string) {
  await clickDay(page, checkIn);
  // The calendar re-renders with the new check-in: the second click waits for it, so it cannot
  // land on a day being redrawn.
  const calendar = page.getByRole('dialog', { name: 'Choose check-in and check-out dates' });
  await expect(calendar.getByRole('button', { name: new RegExp(`^Selected.*${calendarName(checkIn)}`) }), `check-in ${checkIn} is not shown as selected`).toBeVisible();
  await clickDay(page, checkOut);
  await expect(page.getByRole('dialog', { name: 'Choose check-in and check-out dates' })).toBeHidden();
  // The search panel leads on to the rooms editor (a moment after the calendar closes, on a busy
  // machine): Done closes it, as a traveller would.
  await expect(page.getByRole('dialog', { name: 'Rooms and guests' })).toBeVisible();
  await closeRooms(page);
}

/**
 * Done in the open rooms editor, until it has closed. On a phone the tap scrolls Done into view,
 * and the popover then refits to the room left under its field: on a busy machine a tap can land
 * while it still moves (pressed, but released elsewhere), and a person taps again.
 */
export async function closeRooms(page: Page) {
  const rooms = page.getByRole('dialog', { name: 'Rooms and guests' });
  await expect(rooms).toHaveCSS('opacity', '1');
  await expect(async () => {
    if (await rooms.isVisible()) await rooms.getByRole('button', { name: 'Done' }).click({ timeout: 5_000 });
    await expect(rooms).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens the rooms and guests popover from its summary button (in the search panel, or in `within`). */
export async function openRooms(page: Page, summary = '1 Room, 1 Guest', within: Locator = panel(page)) {
  const button = within.getByRole('button', { name: summary });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const rooms = page.getByRole('dialog', { name: 'Rooms and guests' });
  await expect(rooms.getByRole('group', { name: 'Room 1' })).toBeVisible();
  // Let the opening animation end before pressing buttons inside.
  await expect(rooms).toHaveCSS('opacity', '1');
  return rooms;
}
