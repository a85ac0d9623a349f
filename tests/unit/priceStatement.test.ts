import { describe, expect, it } from 'vitest';
import { priceStatement } from '../../machines/rules/priceStatement';

describe('a price statement', () => {
  it('says the total per night for every room, the taxes it includes, and the stay', () => {
    expect(priceStatement({ total: 26_866.24, taxes: 2_748 }, { nights: 2, rooms: 5 })).toEqual({
      perNight: 13_433.12, taxesPerNight: 1_374, total: 26_866.24, taxes: 2_748, nights: 2, rooms: 5,
      amount: 'Rs 13,433.12', averaged: false, basis: 'per night for 5 rooms', includes: 'incl. Rs 1,374.00 taxes & fees per night', stay: 'Rs 26,866.24 for 2 nights',
    });
  });

  it('rounds per night to the paisa and counts one night and one room at least', () => {
    expect(priceStatement({ total: 1000.01, taxes: 47.62 }, { nights: 3, rooms: 1 })).toMatchObject({ perNight: 333.34, taxesPerNight: 15.87, basis: 'per night', stay: 'Rs 1,000.01 for 3 nights' });
    expect(priceStatement({ total: 500, taxes: 25 }, { nights: 0, rooms: 0 })).toMatchObject({ perNight: 500, nights: 1, rooms: 1, stay: 'Rs 500.00 for 1 night' });
  });
});
