import { describe, expect, it } from 'vitest';
import { dayMonth, grouped, twoDecimals, weekdayDayMonth } from '../../domain/localeFormat';

describe('en-IN text without Intl', () => {
  it('groups rupees the Indian way, with 2 decimals', () => {
    expect(twoDecimals(123456.7)).toBe('1,23,456.70');
    expect(twoDecimals(0)).toBe('0.00');
    expect(twoDecimals(999.999)).toBe('1,000.00');
    expect(twoDecimals(12345678.05)).toBe('1,23,45,678.05');
    expect(twoDecimals(-1500.5)).toBe('-1,500.50');
    expect(grouped(1234567)).toBe('12,34,567');
    expect(grouped(999)).toBe('999');
    expect(grouped(1000)).toBe('1,000');
    expect(grouped(100000)).toBe('1,00,000');
  });

  it('matches what the browser locale data writes', () => {
    for (const n of [0, 7, 12.5, 999.99, 1000, 54321.09, 100000, 9876543.21, 123456789]) {
      expect(twoDecimals(n)).toBe(n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
      expect(grouped(Math.round(n))).toBe(Math.round(n).toLocaleString('en-IN'));
    }
    for (let day = 0; day < 366; day += 17) {
      const date = new Date(2026, 0, 1 + day);
      expect(weekdayDayMonth(date)).toBe(date.toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short' }));
      expect(dayMonth(date)).toBe(date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short' }));
    }
  });

  it('writes dates as the search panel shows them', () => {
    expect(weekdayDayMonth(new Date(2026, 2, 10))).toBe('Tue, 10 Mar');
    expect(dayMonth(new Date(2026, 11, 1))).toBe('1 Dec');
  });
});
