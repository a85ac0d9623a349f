import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, stayNights } from '../../domain/dates';
import { gstBp } from '../../domain/gstRates';
import { occupancyBp, roomMealPaise, roomNightBfPaise, roomNightTafPaise } from '../../domain/pricing';
import { firstNightPaise, nightByNight, prepareStay, priceStay, totalPerNight, type PlanRate, type StayQuery } from '../../server/rules/stayPrice';
import { formulaRate, SEASONS } from '../../server/modules/supply/generatedRates';

let seed = 5;
const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;

/** Every room and every night priced on its own, straight from the rules of pricing.ts. */
function plainly(rates: readonly number[], plan: PlanRate, query: StayQuery) {
  const rooms = query.roomInfo.flatMap((r) => Array.from({ length: r.numberOfRooms }, () => r));
  const nights = stayNights(query.checkinDate, query.checkoutDate);
  let bf = 0;
  let taf = 0;
  const perRoom = rooms.map((room) => {
    const older = room.childAge.filter((age) => age >= 6).length;
    return nights.map((night, n) => {
      const nightBf = roomNightBfPaise(rates[n]!, plan.mealPerAdultPaise, occupancyBp(room.numberOfAdults, room.childAge), roomMealPaise(plan.mealPerAdultPaise, room.numberOfAdults, older));
      const rateBp = gstBp(nightBf, night);
      const nightTaf = roomNightTafPaise(nightBf, rateBp);
      bf += nightBf;
      taf += nightTaf;
      return { bf: nightBf, taf: nightTaf, rateBp };
    });
  });
  return { bf, taf, tp: bf + taf, perRoom };
}

function randomQuery(): StayQuery {
  // From before the GST change of 22 September 2025 to well after it.
  const checkinDate = addDays('2025-08-01', random(900));
  return {
    checkinDate,
    checkoutDate: addDays(checkinDate, 1 + random(12)),
    roomInfo: Array.from({ length: 1 + random(3) }, () => {
      const children = random(3);
      return { numberOfRooms: 1 + random(2), numberOfAdults: 1 + random(2), childAge: Array.from({ length: children }, () => random(18)) };
    }),
  };
}

describe('the price of a stay', () => {
  it('is every room night priced on its own from its night\'s rate and added up, whichever rooms repeat', () => {
    for (let n = 0; n < 2_000; n++) {
      const query = randomQuery();
      const plan = { mealPerAdultPaise: [0, 35_000, 80_000, 250_000][random(4)]! };
      const stay = prepareStay(query);
      // Rates of any paise (a partner's), above the plan's meals for two adults.
      const rates = Array.from({ length: stay.nightCount }, () => plan.mealPerAdultPaise * 2 + 100_000 + random(1_200_000));
      const price = priceStay(rates, plan, stay);
      const expected = plainly(rates, plan, query);
      expect({ tp: price.tp, bf: price.bf, taf: price.taf }).toEqual({ tp: expected.tp, bf: expected.bf, taf: expected.taf });
      const rooms = nightByNight(price, stay);
      expect(rooms.map((r) => r.nights)).toEqual(expected.perRoom);
      expect(rooms.map((r) => r.bf + r.taf)).toEqual(expected.perRoom.map((nights) => nights.reduce((sum, x) => sum + x.bf + x.taf, 0)));
      expect(firstNightPaise(price, stay)).toBe(expected.perRoom.reduce((sum, nights) => sum + nights[0]!.bf + nights[0]!.taf, 0));
    }
  });

  it('prices a worked example to the paisa', () => {
    // Two rooms (2 adults; 1 adult with a 9-year-old) for Thu 8 and Fri 9 April 2027, breakfast at
    // Rs 350 an adult: the plan's rates for two adults are Rs 3,700 and Rs 4,300 (meals included).
    const stay = prepareStay({
      checkinDate: '2027-04-08', checkoutDate: '2027-04-10',
      roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, childAge: [] }, { numberOfRooms: 1, numberOfAdults: 1, childAge: [9] }],
    });
    const price = priceStay([370_000, 430_000], { mealPerAdultPaise: 35_000 }, stay);
    // Room 1 pays the rates; GST 5%. Room 2: its room part (3,000; 3,600) at 90% + 10% = 100%,
    // and meals for one adult and half for the child: 3,000 + 350 + 175 = 3,525; 3,600 + 525 = 4,125.
    expect(nightByNight(price, stay).map((r) => r.nights)).toEqual([
      [{ bf: 370_000, taf: 18_500, rateBp: 500 }, { bf: 430_000, taf: 21_500, rateBp: 500 }],
      [{ bf: 352_500, taf: 17_625, rateBp: 500 }, { bf: 412_500, taf: 20_625, rateBp: 500 }],
    ]);
    expect(price).toMatchObject({ bf: 1_565_000, taf: 78_250, tp: 1_643_250 });
    expect(totalPerNight(price.tp, stay)).toBe(821_625);
    expect(firstNightPaise(price, stay)).toBe(370_000 + 18_500 + 352_500 + 17_625);
  });

  it('charges a rate as pushed to the rupee: Rs 4,500 for two adults is Rs 4,500 plus GST, one adult pays 90% of the room', () => {
    const stay = (adults: number) => prepareStay({ checkinDate: '2026-12-31', checkoutDate: '2027-01-01', roomInfo: [{ numberOfRooms: 1, numberOfAdults: adults, childAge: [] }] });
    expect(priceStay([450_000], { mealPerAdultPaise: 0 }, stay(2))).toMatchObject({ bf: 450_000, taf: 22_500 });
    expect(priceStay([450_000], { mealPerAdultPaise: 0 }, stay(1))).toMatchObject({ bf: 405_000 });
    // Breakfast at Rs 350: the room part is Rs 3,800; one adult pays 90% of it and one breakfast.
    expect(priceStay([450_000], { mealPerAdultPaise: 35_000 }, stay(1))).toMatchObject({ bf: 342_000 + 35_000 });
  });

  it('charges each night the GST of its date: a stay across 22 September 2025 pays 12% before it and 5% from it', () => {
    const stay = prepareStay({ checkinDate: '2025-09-20', checkoutDate: '2025-09-23', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, childAge: [] }] });
    expect(nightByNight(priceStay([204_000, 170_000, 170_000], { mealPerAdultPaise: 0 }, stay), stay)[0]!.nights).toEqual([
      { bf: 204_000, taf: 24_480, rateBp: 1_200 },
      { bf: 170_000, taf: 20_400, rateBp: 1_200 },
      { bf: 170_000, taf: 8_500, rateBp: 500 },
    ]);
  });

  it('groups equal rooms, so each kind is priced once a night', () => {
    const stay = prepareStay({
      checkinDate: '2027-04-05', checkoutDate: '2027-04-12',
      roomInfo: [{ numberOfRooms: 3, numberOfAdults: 2, childAge: [4] }, { numberOfRooms: 1, numberOfAdults: 1, childAge: [] }],
    });
    expect(stay.kinds.map((k) => k.count)).toEqual([3, 1]);
    expect(stay.kindOfRoom).toEqual([0, 0, 0, 1]);
    expect(stay.gstRows).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});

describe("the generated catalogue's rates", () => {
  it('are whole paise for every generated base rate, so every occupancy pays what the formula charged before rates were kept by night', () => {
    // The old rule, for one room night: base x factor x occupancy, less 10% when non-refundable,
    // rounded to whole rupees, plus meals.
    const old = (base: number, factorBp: number, occupancy: number, meal: number, refundable: boolean) => {
      let room = (base * factorBp * occupancy) / 1e8;
      if (!refundable) room -= (room * 1_000) / 10_000;
      return Math.round(room / 100) * 100 + meal;
    };
    for (let n = 0; n < 20_000; n++) {
      const base = 1_000 * (50 + random(3_000));
      const season = SEASONS[random(SEASONS.length)]!;
      const day = dayNumber('2026-06-01') + random(800);
      const refundable = random(2) === 0;
      const perAdult = [0, 35_000, 49_000, 70_000, 175_000][random(5)]!;
      const rate = formulaRate({ baseRatePaise: base, refundable, mealPerAdultPaise: perAdult }, day, season);
      expect(Number.isInteger(rate)).toBe(true);
      const factor = ((rate - 2 * perAdult) * 10_000) / (base * (refundable ? 1 : 0.9));
      for (const [adults, older] of [[1, 0], [2, 0], [1, 1], [2, 2]] as const) {
        const occupancy = occupancyBp(adults, Array.from({ length: older }, () => 8));
        const meals = roomMealPaise(perAdult, adults, older);
        expect(roomNightBfPaise(rate, perAdult, occupancy, meals)).toBe(old(base, Math.round(factor), occupancy, meals, refundable));
      }
    }
  });
});
