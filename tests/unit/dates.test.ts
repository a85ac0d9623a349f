import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, fromDayNumber, isCalendarDate, monthOfDay, stayNights, todayInIndia, weekday, weekdayOfDay } from '../../domain/dates';

const DAY_MS = 86_400_000;
const throughDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

describe('calendar dates', () => {
  it('turns day numbers into the same dates as a Date does, over more than a thousand years', () => {
    // 1800 to 3100, every day, and a stride through the years a Date writes with four digits.
    for (let day = -62_000; day < 413_000; day++) if (fromDayNumber(day) !== throughDate(day)) expect(fromDayNumber(day)).toBe(throughDate(day));
    for (let day = -719_528; day < 2_932_897; day += 97) if (fromDayNumber(day) !== throughDate(day)) expect(fromDayNumber(day)).toBe(throughDate(day));
    expect([fromDayNumber(0), fromDayNumber(-1), fromDayNumber(11_016), fromDayNumber(-719_528)]).toEqual(['1970-01-01', '1969-12-31', '2000-02-29', '0000-01-01']);
    // Past 9999 a Date's own text is kept.
    expect(fromDayNumber(2_932_897)).toBe(throughDate(2_932_897));
  });

  it("gives a day number's month and weekday as a Date does", () => {
    for (let day = -62_000; day < 413_000; day += 13) {
      const date = new Date(day * DAY_MS);
      if (monthOfDay(day) !== date.getUTCMonth() + 1) expect(monthOfDay(day)).toBe(date.getUTCMonth() + 1);
      if (weekdayOfDay(day) !== date.getUTCDay()) expect(weekdayOfDay(day)).toBe(date.getUTCDay());
    }
    expect([weekday('2026-11-24'), weekday('1969-12-28'), monthOfDay(dayNumber('2028-02-29'))]).toEqual([2, 0, 2]);
  });

  it('goes back and forth with dayNumber', () => {
    for (let day = 18_000; day < 40_000; day += 7) expect(dayNumber(fromDayNumber(day))).toBe(day);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('knows the leap years and the length of each month', () => {
    expect(['2028-02-29', '2000-02-29', '2026-04-30', '2026-12-31', '2026-01-31'].map(isCalendarDate)).toEqual([true, true, true, true, true]);
    expect(['2026-02-29', '2100-02-29', '2026-04-31', '2026-06-31', '2026-13-01', '2026-00-10', '2026-01-00', '1899-12-31', '26-01-01'].map(isCalendarDate)).toEqual(
      Array(9).fill(false),
    );
    // Only YYYY-MM-DD with ASCII digits.
    expect(['2026-1-01', '2026-01-0a', ' 2026-01-01', '2026/01/01', '2026-01-011', '２０２６-01-01', '2026-01-01T00:00'].map(isCalendarDate)).toEqual(Array(7).fill(false));
    expect(() => dayNumber('2026-01-0a')).toThrow(/not a date/);
  });

  it('takes today in India: the day changes at 18:30 UTC', () => {
    expect(todayInIndia(new Date('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24');
    expect(todayInIndia(new Date('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25');
    expect(todayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});
