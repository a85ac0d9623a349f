import { describe, expect, it } from 'vitest';
import { cardBadges, cardPrice, formatNightlyPrice, pinLabel } from '../../src/model/priceDisplay';
import { nightlyPrice } from '../../machines/rules/hotelPrice';

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

  it('says on a card what its price covers: the total per night with its rooms, and the taxes within it', () => {
    // Five rooms for two nights at Rs 1,34,331.20 with Rs 13,740 of taxes in it.
    const card = cardPrice({ pops: [{ tpc: 67_165.6, tp: 134_331.2, taf: 13_740, fc: [] }] }, { nights: 2, rooms: 5 })!;
    expect(card).toMatchObject({ amount: 'Rs 67,165.60', basis: 'per night for 5 rooms', includes: 'incl. Rs 6,870.00 taxes & fees per night', stay: 'Rs 1,34,331.20 for 2 nights' });
    expect(cardPrice({ pops: [{ tpc: 3150, tp: 3150, taf: 150, fc: [] }] }, { nights: 1, rooms: 1 })).toMatchObject({ basis: 'per night', includes: 'incl. Rs 150.00 taxes & fees per night' });
    expect(cardPrice({ pops: [] }, { nights: 1, rooms: 1 })).toBeNull();
  });

  it('labels pins in whole rupees', () => {
    expect(pinLabel(3245.5)).toBe('Rs 3,245.50');
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
