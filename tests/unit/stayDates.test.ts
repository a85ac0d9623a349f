import { describe, expect, it } from 'vitest';
import { clickDay, defaultStay, initialStay, isPastDay, localToday } from '../../src/domain/stayDates';

const today = '2026-03-10';

describe('stay dates (spec 000 §4 Date range)', () => {
  it('defaults to today to tomorrow, across month ends', () => {
    expect(defaultStay(today)).toEqual({ checkIn: today, checkOut: '2026-03-11' });
    expect(defaultStay('2026-12-31')).toEqual({ checkIn: '2026-12-31', checkOut: '2027-01-01' });
  });

  it('gives the local calendar day, not the UTC one', () => {
    expect(localToday(new Date(2026, 2, 10, 23, 59))).toBe('2026-03-10');
    expect(localToday(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
  });

  it('first click sets check-in and clears check-out; a later click sets check-out', () => {
    const first = clickDay({ checkIn: today, checkOut: '2026-03-11' }, '2026-03-14', today);
    expect(first).toEqual({ checkIn: '2026-03-14', checkOut: null });
    expect(clickDay(first, '2026-03-16', today)).toEqual({ checkIn: '2026-03-14', checkOut: '2026-03-16' });
  });

  it('a click on or before check-in restarts the range', () => {
    const started = { checkIn: '2026-03-14', checkOut: null };
    expect(clickDay(started, '2026-03-12', today)).toEqual({ checkIn: '2026-03-12', checkOut: null });
    expect(clickDay(started, '2026-03-14', today)).toEqual({ checkIn: '2026-03-14', checkOut: null });
  });

  it('ignores past days', () => {
    expect(isPastDay('2026-03-09', today)).toBe(true);
    expect(isPastDay(today, today)).toBe(false);
    const range = { checkIn: today, checkOut: '2026-03-11' };
    expect(clickDay(range, '2026-03-01', today)).toBe(range);
  });

  it('keeps stored dates unless check-in is missing, invalid or past', () => {
    expect(initialStay('2026-03-12', '2026-03-15', today)).toEqual({ checkIn: '2026-03-12', checkOut: '2026-03-15' });
    expect(initialStay('2026-03-12', '2026-03-12', today)).toEqual({ checkIn: '2026-03-12', checkOut: '2026-03-12' });
    expect(initialStay('2026-03-12', null, today)).toEqual({ checkIn: '2026-03-12', checkOut: null });
    expect(initialStay('2026-03-01', '2026-03-05', today)).toEqual(defaultStay(today));
    expect(initialStay('2026-02-30', '2026-03-05', today)).toEqual(defaultStay(today));
    expect(initialStay(null, null, today)).toEqual(defaultStay(today));
  });
});
