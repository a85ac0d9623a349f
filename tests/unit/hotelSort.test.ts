import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, SORT_OPTIONS, sortHelp, sortHotels } from '../../machines/rules/hotelSort';
import { hotel } from './support/hotels';

const list = [
  hotel({ id: 'a', price: 4000, rating: 3.9 }),
  hotel({ id: 'b', price: 2500, rating: 4.1 }),
  hotel({ id: 'c', price: 2500, rating: 4.6 }),
  hotel({ id: 'd', price: 9000, rating: 4.6 }),
  hotel({ id: 'e', price: null, rating: 5 }),
];
const ids = (l: { id: string }[]) => l.map((h) => h.id).join('');

describe('sort', () => {
  it('offers the spec options with User Rating by default', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(['Price Low to High', 'Price High to Low', 'User Rating', 'Lowest Price & Best Rated']);
    expect(DEFAULT_SORT).toBe('userRating');
  });
  it('Price Low to High (ties keep the server order; unpriced last)', () => {
    expect(ids(sortHotels(list, 'priceLowToHigh'))).toBe('bcade');
  });
  it('Price High to Low (unpriced last)', () => {
    expect(ids(sortHotels(list, 'priceHighToLow'))).toBe('dabce');
  });
  it('User Rating, best first (ties keep the server order)', () => {
    expect(ids(sortHotels(list, 'userRating'))).toBe('ecdba');
  });
  it('Lowest Price & Best Rated: value for money (score per ₹1,000 a night), unpriced last', () => {
    expect(ids(sortHotels(list, 'lowestPriceBestRated'))).toBe('cbade');
  });
  it('Lowest Price & Best Rated differs from Price Low to High: a cheap poorly rated hotel comes after a dearer well rated one', () => {
    const two = [hotel({ id: 'cheap', price: 1800, rating: 3.6 }), hotel({ id: 'good', price: 2000, rating: 4.6 })];
    expect(ids(sortHotels(two, 'priceLowToHigh'))).toBe('cheapgood');
    expect(ids(sortHotels(two, 'lowestPriceBestRated'))).toBe('goodcheap');
    // Equal value: the lower price first.
    const same = [hotel({ id: 'x', price: 4000, rating: 4 }), hotel({ id: 'y', price: 2000, rating: 2 })];
    expect(ids(sortHotels(same, 'lowestPriceBestRated'))).toBe('yx');
  });
  it('says how Lowest Price & Best Rated sorts; the other labels say it themselves', () => {
    expect(sortHelp('lowestPriceBestRated')).toBe('Value for money: guest score per Rs 1,000.00 a night, highest first.');
    expect(sortHelp('priceLowToHigh')).toBeNull();
  });
  it('returns a new array and leaves the input alone', () => {
    const copy = list.slice();
    expect(sortHotels(list, 'priceLowToHigh')).not.toBe(list);
    expect(list).toEqual(copy);
  });
});
