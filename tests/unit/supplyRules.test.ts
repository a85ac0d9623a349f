import { describe, expect, it } from 'vitest';
import { prepareStay } from '../../server/rules/stayPrice';
import { breakMessage } from '../../server/modules/supply/breakMessages';
import { packNights, unpackNights } from '../../server/modules/supply/nightsBytes';
import { CLOSED_TO_ARRIVAL, CLOSED_TO_DEPARTURE, minStayOf, restrictionByte, STOP_SELL, supplyBreak } from '../../server/modules/supply/restrictions';

const open = (n: number) => new Array<number>(n).fill(0);
const rates = (n: number) => new Array<number>(n).fill(450_000);

describe('what stops a rate plan selling a stay', () => {
  it('sells a stay whose every night has a rate and no restriction', () => {
    expect(supplyBreak(rates(3), open(4), 3)).toBeNull();
  });

  it('refuses a night without a rate (past the calendar), a stop-sell night, arriving on a closed-to-arrival night and leaving on a closed-to-departure day', () => {
    expect(supplyBreak([450_000, 0, 450_000], open(4), 3)).toEqual({ kind: 'noRate', night: 1 });
    expect(supplyBreak(rates(3), [0, 0, STOP_SELL, 0], 3)).toEqual({ kind: 'stopSell', night: 2 });
    expect(supplyBreak(rates(3), [CLOSED_TO_ARRIVAL, 0, 0, 0], 3)).toEqual({ kind: 'closedToArrival' });
    expect(supplyBreak(rates(3), [0, CLOSED_TO_ARRIVAL, 0, 0], 3)).toBeNull();
    expect(supplyBreak(rates(3), [0, 0, 0, CLOSED_TO_DEPARTURE], 3)).toEqual({ kind: 'closedToDeparture' });
    expect(supplyBreak(rates(3), [0, 0, CLOSED_TO_DEPARTURE, 0], 3)).toBeNull();
  });

  it('asks for the longest minimum stay of any night the stay includes', () => {
    const festival = [0, restrictionByte({ minStay: 2, stopSell: false, closedToArrival: false, closedToDeparture: false }), 0, 0];
    expect(supplyBreak(rates(1), [0, 0], 1)).toBeNull();
    expect(supplyBreak(rates(2), festival, 2)).toBeNull();
    expect(supplyBreak([450_000], [festival[1]!, 0], 1)).toEqual({ kind: 'minStay', nights: 2 });
    expect(minStayOf(festival[1]!)).toBe(2);
    // A minimum stay of 1 is none.
    expect(restrictionByte({ minStay: 1, stopSell: false, closedToArrival: false, closedToDeparture: false })).toBe(0);
  });

  it('says why on the hotel page', () => {
    const stay = prepareStay({ checkinDate: '2026-12-31', checkoutDate: '2027-01-02', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, childAge: [] }] });
    expect(breakMessage({ kind: 'minStay', nights: 3 }, stay)).toBe('Minimum stay 3 nights on these dates');
    expect(breakMessage({ kind: 'closedToArrival' }, stay)).toBe('No check-in on 31 Dec 2026');
    expect(breakMessage({ kind: 'closedToDeparture' }, stay)).toBe('No check-out on 2 Jan 2027');
    expect(breakMessage({ kind: 'stopSell', night: 1 }, stay)).toBe('Not on sale for the night of 1 Jan 2027');
    expect(breakMessage({ kind: 'noRate', night: 0 }, stay)).toBe('Rates are not open yet for the night of 31 Dec 2026');
  });
});

describe("a plan's nights as the database keeps them", () => {
  it('unpack to the same rates and restrictions, and a year of a formula calendar packs small', () => {
    let seed = 3;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (const count of [0, 1, 30, 427, 731]) {
      const nights = { rates: Int32Array.from({ length: count }, () => random(2_000_000)), restrictions: Uint8Array.from({ length: count }, () => random(256)) };
      const back = unpackNights(packNights(nights), count);
      expect(back.rates).toEqual(nights.rates);
      expect(back.restrictions).toEqual(nights.restrictions);
    }
    const weekly = { rates: Int32Array.from({ length: 365 }, (_, i) => (i % 7 >= 5 ? 540_000 : 450_000)), restrictions: new Uint8Array(365) };
    expect(packNights(weekly).length).toBeLessThan(100);
    expect(() => unpackNights(packNights(weekly), 364)).toThrow(/unpacked to/);
  });
});
