import { describe, expect, it } from 'vitest';
import { option } from '../../contract/samples/hotelDetail';
import { cheapestFirst, cheapestOption } from '../../src/model/cheapestOption';

const dear = option({ id: 'dear', tp: 9000 });
const cheap = option({ id: 'cheap', tp: 4480 });
const middle = option({ id: 'middle', tp: 6000 });

describe('the cheapest option of a hotel', () => {
  it('is the one with the lowest price for the stay, wherever the server put it', () => {
    expect(cheapestOption([dear, cheap, middle])).toBe(cheap);
    expect(cheapestOption([cheap, dear])).toBe(cheap);
    expect(cheapestOption([dear])).toBe(dear);
  });

  it('is null when the hotel has no option left', () => {
    expect(cheapestOption([])).toBeNull();
  });

  it('between equal prices, is the first the server sent', () => {
    const alsoCheap = option({ id: 'also-cheap', tp: 4480 });
    expect(cheapestOption([dear, cheap, alsoCheap])).toBe(cheap);
    expect(cheapestOption([alsoCheap, cheap])).toBe(alsoCheap);
  });

  it('heads the rooms list, which goes on from cheap to dear without changing the hotel\'s own list', () => {
    const options = [dear, cheap, middle];
    const sorted = cheapestFirst(options);
    expect(sorted.map((o) => o.id)).toEqual(['cheap', 'middle', 'dear']);
    expect(sorted[0]).toBe(cheapestOption(options));
    expect(options.map((o) => o.id)).toEqual(['dear', 'cheap', 'middle']);
  });
});
