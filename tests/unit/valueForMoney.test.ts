import { describe, expect, it } from 'vitest';
import { valueForMoney } from '../../machines/rules/valueForMoney';

describe('value for money', () => {
  it('is the guest score per ₹1,000 a night', () => {
    expect(valueForMoney(4.6, 2000)).toBeCloseTo(2.3);
    expect(valueForMoney(3.6, 1800)).toBeCloseTo(2);
    expect(valueForMoney(5, 1000)).toBe(5);
  });
  it('is 0 without a price or a score', () => {
    expect(valueForMoney(4, null)).toBe(0);
    expect(valueForMoney(4, 0)).toBe(0);
    expect(valueForMoney(4, Number.POSITIVE_INFINITY)).toBe(0);
    expect(valueForMoney(0, 2000)).toBe(0);
    expect(valueForMoney(Number.NaN, 2000)).toBe(0);
  });
});
