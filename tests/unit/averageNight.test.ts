import { describe, expect, it } from 'vitest';
import { option } from '../../contract/samples/hotelDetail';
import { priceStatement } from '../../machines/rules/priceStatement';
import { nightByNight, nightsDiffer, prepareStay, priceStay, soldNightsDiffer } from '../../server/rules/stayPrice';
import { cardPrice } from '../../src/model/priceDisplay';
import { optionNightsDiffer, optionView } from '../../src/model/roomOption';

/** Two rooms of two adults for three nights in one GST period, and a plan with no meals. */
const stay = prepareStay({ checkinDate: '2026-07-06', checkoutDate: '2026-07-09', roomInfo: [{ numberOfRooms: 2, numberOfAdults: 2, childAge: [] }] });
const noMeals = { mealPerAdultPaise: 0 };

describe('whether the nights of a stay cost different amounts', () => {
  it('a sold stay of no nights or one night never differs', () => {
    expect(soldNightsDiffer([])).toBe(false);
    expect(soldNightsDiffer([[{ bf: 100, taf: 12 }], [{ bf: 200, taf: 24 }]])).toBe(false);
  });

  it('no when every night has the same rate; yes when one night is dearer', () => {
    expect(nightsDiffer([250_000, 250_000, 250_000], noMeals, stay)).toBe(false);
    expect(nightsDiffer([250_000, 300_000, 250_000], noMeals, stay)).toBe(true);
  });

  it('a single night never differs', () => {
    const one = prepareStay({ checkinDate: '2026-07-06', checkoutDate: '2026-07-07', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 1, childAge: [] }] });
    expect(nightsDiffer([250_000], noMeals, one)).toBe(false);
  });

  it('agrees with the stay laid out night by night', () => {
    for (const rates of [[250_000, 250_000, 250_000], [250_000, 300_000, 250_000], [180_000, 180_000, 216_000]]) {
      const rooms = nightByNight(priceStay(rates, noMeals, stay), stay);
      const nightTotals = rates.map((_, night) => rooms.reduce((sum, room) => sum + room.nights[night]!.bf + room.nights[night]!.taf, 0));
      expect(nightsDiffer(rates, noMeals, stay)).toBe(new Set(nightTotals).size > 1);
      // And as a booking keeps the nights it sold.
      expect(soldNightsDiffer(rooms.map((room) => room.nights))).toBe(new Set(nightTotals).size > 1);
    }
  });
});

describe("a per-night figure says it is an average when the server says the nights differ", () => {
  it("'avg. per night', for one room and for several; the taxes line and the stay unchanged", () => {
    const even = priceStatement({ total: 27_751.5, taxes: 1_321.5 }, { nights: 3, rooms: 1 });
    const averaged = priceStatement({ total: 27_751.5, taxes: 1_321.5 }, { nights: 3, rooms: 1, nightsDiffer: true });
    expect(even).toMatchObject({ basis: 'per night', averaged: false });
    expect(averaged).toMatchObject({ basis: 'avg. per night', averaged: true, amount: even.amount, includes: even.includes, stay: even.stay });
    expect(priceStatement({ total: 27_751.5, taxes: 1_321.5 }, { nights: 3, rooms: 2, nightsDiffer: true }).basis).toBe('avg. per night for 2 rooms');
    // One night is never an average, whatever is said.
    expect(priceStatement({ total: 9_250.5, taxes: 440.5 }, { nights: 1, rooms: 1, nightsDiffer: true }).basis).toBe('per night');
  });

  it("a result card reads the search answer's flag", () => {
    const pops = [{ tpc: 9_250.5, tp: 18_501, taf: 881, fc: [] }];
    expect(cardPrice({ pops, nightsDiffer: true }, { nights: 2, rooms: 1 })!.basis).toBe('avg. per night');
    expect(cardPrice({ pops }, { nights: 2, rooms: 1 })!.basis).toBe('per night');
  });

  it("a room option on the hotel page compares the server's nights over all its rooms", () => {
    const even = option();
    expect(optionNightsDiffer(even)).toBe(false);
    expect(optionView(even, 2).price.basis).toBe('per night');
    const room = even.ris[0]!;
    const dearerSecond = option({
      tp: 4_720,
      ris: [{ ...room, tp: 4_720, pis: [room.pis[0]!, { ...room.pis[1]!, fc: { TF: 2_480, TAF: 240, BF: 2_240 } }] }],
    });
    expect(optionNightsDiffer(dearerSecond)).toBe(true);
    expect(optionView(dearerSecond, 2).price.basis).toBe('avg. per night');
    // Two rooms whose differences cancel out night by night: each night costs the same in all.
    const swapped = { ...room, pis: [room.pis[1]!, room.pis[0]!].map((p, i) => ({ ...p, day: i + 1 })) };
    const firstDearer = { ...room, pis: [{ ...room.pis[0]!, fc: { TF: 2_480, TAF: 240, BF: 2_240 } }, room.pis[1]!] };
    const secondDearer = { ...swapped, pis: [swapped.pis[0]!, { ...swapped.pis[1]!, fc: { TF: 2_480, TAF: 240, BF: 2_240 } }] };
    expect(optionNightsDiffer(option({ ris: [firstDearer, secondDearer] }))).toBe(false);
  });
});
