import { describe, expect, it } from 'vitest';
import { cardBadges, formatNightlyPrice, nightlyPrice, pinLabel, taxesAndFees, taxesAndFeesLine } from '../../src/domain/priceDisplay';

describe('price display', () => {
  it('shows the per-night price with 2 decimals, Rs and en-IN grouping', () => {
    expect(formatNightlyPrice(3245.5)).toBe('Rs 3,245.50');
    expect(formatNightlyPrice(123456.7)).toBe('Rs 1,23,456.70');
    expect(formatNightlyPrice(999)).toBe('Rs 999.00');
  });

  it('reads the cheapest option whatever the order', () => {
    expect(nightlyPrice({ pops: [{ tpc: 5000, fc: [] }, { tpc: 4200.25, fc: [] }] })).toBe(4200.25);
    expect(nightlyPrice({ pops: [] })).toBeNull();
  });

  it('puts taxes and fees at 10.23% of the price, rounded to whole rupees', () => {
    expect(taxesAndFees(1000)).toBe(102); // 102.30
    expect(taxesAndFees(3000)).toBe(307); // 306.90
    expect(taxesAndFees(4887.83)).toBe(500); // 500.03
    expect(taxesAndFees(12345.67)).toBe(1263); // 1262.96
    expect(taxesAndFees(0)).toBe(0);
    expect(taxesAndFeesLine(12345.67)).toBe('+ Rs 1,263 taxes & fees per night');
  });

  it('labels pins in whole rupees', () => {
    expect(pinLabel(3245.5)).toBe('Rs 3,246');
    expect(pinLabel(null)).toBe('Sold out');
  });

  it('gives the meal badges from the facilities of the shown option', () => {
    expect(cardBadges({ pops: [{ tpc: 10, fc: ['HALF BOARD', 'Free WiFi'] }] })).toEqual(['Complimentary Meal Upgrade']);
    expect(cardBadges({ pops: [{ tpc: 10, fc: ['BREAKFAST'] }] })).toEqual(['Breakfast Included']);
    expect(cardBadges({ pops: [{ tpc: 10, fc: ['HALF BOARD WITH BREAKFAST'] }] })).toEqual([
      'Complimentary Meal Upgrade',
      'Breakfast Included',
    ]);
    expect(cardBadges({ pops: [{ tpc: 10, fc: ['ROOM ONLY'] }, { tpc: 20, fc: ['BREAKFAST'] }] })).toEqual([]);
    expect(cardBadges({ pops: [] })).toEqual([]);
  });
});
