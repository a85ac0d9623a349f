import { describe, expect, it } from 'vitest';
import { stayWindow } from '../../domain/stay';
import { bookingWindow, canCheckIn, canCheckOut, clickDay, dayAction, defaultStay, givenStay, initialStay, localToday } from '../../machines/rules/stayDates';

const today = '2026-03-10';
const window = stayWindow(today);

describe('stay dates', () => {
  it('defaults to the first bookable day to the next, across month ends', () => {
    expect(defaultStay(window)).toEqual({ checkIn: today, checkOut: '2026-03-11' });
    expect(defaultStay(stayWindow('2026-12-31'))).toEqual({ checkIn: '2026-12-31', checkOut: '2027-01-01' });
  });

  it('gives the local calendar day, not the UTC one', () => {
    expect(localToday(new Date(2026, 2, 10, 23, 59))).toBe('2026-03-10');
    expect(localToday(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
  });

  it('books from the later of the local and the India day, up to 365 days from India\'s day', () => {
    // 20:00 UTC is 01:30 the next day in India: the server already refuses the earlier day.
    const w = bookingWindow(new Date(Date.UTC(2026, 2, 10, 20, 0)));
    const local = localToday(new Date(Date.UTC(2026, 2, 10, 20, 0)));
    expect(w.firstCheckIn).toBe(local > '2026-03-11' ? local : '2026-03-11');
    expect(w.lastCheckIn).toBe('2027-03-11');
    expect(stayWindow('2026-03-11', '2026-03-12')).toEqual({ firstCheckIn: '2026-03-12', lastCheckIn: '2027-03-11' });
    expect(stayWindow('2026-03-11', '2026-03-10')).toEqual({ firstCheckIn: '2026-03-11', lastCheckIn: '2027-03-11' });
  });

  it('first click sets check-in and clears check-out; a later click sets check-out', () => {
    const first = clickDay({ checkIn: today, checkOut: '2026-03-11' }, '2026-03-14', window);
    expect(first).toEqual({ checkIn: '2026-03-14', checkOut: null });
    expect(clickDay(first, '2026-03-16', window)).toEqual({ checkIn: '2026-03-14', checkOut: '2026-03-16' });
  });

  it('a click on or before check-in restarts the range', () => {
    const started = { checkIn: '2026-03-14', checkOut: null };
    expect(clickDay(started, '2026-03-12', window)).toEqual({ checkIn: '2026-03-12', checkOut: null });
    expect(clickDay(started, '2026-03-14', window)).toEqual({ checkIn: '2026-03-14', checkOut: null });
  });

  it('ignores past days and days more than 365 days ahead', () => {
    expect(canCheckIn('2026-03-09', window)).toBe(false);
    expect(canCheckIn(today, window)).toBe(true);
    expect(canCheckIn('2027-03-10', window)).toBe(true);
    expect(canCheckIn('2027-03-11', window)).toBe(false);
    const range = { checkIn: today, checkOut: '2026-03-11' };
    expect(clickDay(range, '2026-03-01', window)).toBe(range);
    expect(clickDay(range, '2027-03-11', window)).toBe(range);
  });

  it('with check-in set, check-out can be at most 30 nights later (later days are disabled)', () => {
    const started = { checkIn: '2026-03-14', checkOut: null };
    expect(dayAction(started, '2026-04-13', window)).toBe('checkOut');
    expect(dayAction(started, '2026-04-14', window)).toBeNull();
    expect(clickDay(started, '2026-04-14', window)).toBe(started);
    expect(canCheckOut('2026-03-14', '2026-04-13', window)).toBe(true);
    expect(canCheckOut('2026-03-14', '2026-03-14', window)).toBe(false);
    // Check-out may pass the last check-in day.
    expect(canCheckOut('2027-03-10', '2027-04-09', window)).toBe(true);
    // Once both are set, the 30-night limit does not apply to the next (check-in) click.
    expect(dayAction({ checkIn: '2026-03-14', checkOut: '2026-03-15' }, '2026-05-01', window)).toBe('checkIn');
  });

  it('a check-in that can no longer be booked is never completed: the next bookable click restarts', () => {
    const stale = { checkIn: '2026-03-01', checkOut: null };
    expect(dayAction(stale, '2026-03-05', window)).toBeNull();
    expect(dayAction(stale, '2026-03-12', window)).toBe('checkIn');
    expect(clickDay(stale, '2026-03-12', window)).toEqual({ checkIn: '2026-03-12', checkOut: null });
  });

  it('keeps stored dates unless check-in is missing, invalid or no longer bookable', () => {
    expect(initialStay('2026-03-12', '2026-03-15', window)).toEqual({ checkIn: '2026-03-12', checkOut: '2026-03-15' });
    expect(initialStay('2026-03-12', '2026-03-12', window)).toEqual({ checkIn: '2026-03-12', checkOut: '2026-03-12' });
    expect(initialStay('2026-03-12', null, window)).toEqual({ checkIn: '2026-03-12', checkOut: null });
    expect(initialStay('2026-03-01', '2026-03-05', window)).toEqual(defaultStay(window));
    expect(initialStay('2027-04-01', '2027-04-05', window)).toEqual(defaultStay(window));
    expect(initialStay('2026-02-30', '2026-03-05', window)).toEqual(defaultStay(window));
    expect(initialStay(null, null, window)).toEqual(defaultStay(window));
  });

  it('shows dates given with the page as they are, leaving out only what is not a date', () => {
    expect(givenStay('2026-03-01', '2026-03-05')).toEqual({ checkIn: '2026-03-01', checkOut: '2026-03-05' });
    expect(givenStay('2026-03-12', '2026-05-01')).toEqual({ checkIn: '2026-03-12', checkOut: '2026-05-01' });
    expect(givenStay('2026-02-30', '')).toEqual({ checkIn: null, checkOut: null });
    expect(givenStay(null, undefined)).toEqual({ checkIn: null, checkOut: null });
  });
});
