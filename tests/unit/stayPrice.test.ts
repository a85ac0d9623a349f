import { describe, expect, it } from 'vitest';
import { addDays, stayNights } from '../../domain/dates';
import { nightFactorBp, occupancyBp, roomMealPaise, roomNightBfPaise, roomNightTafPaise, SEASONS, type Season } from '../../domain/pricing';
import { firstNightPaise, nightByNight, prepareStay, priceStay, totalPerNight, type PlanRate, type RoomRate, type StayQuery } from '../../domain/stayPrice';

let seed = 5;
const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;

/** Every room and every night priced on its own, straight from the rules of pricing.ts. */
function plainly(rate: RoomRate & PlanRate, query: StayQuery, season: Season) {
  const rooms = query.roomInfo.flatMap((r) => Array.from({ length: r.numberOfRooms }, () => r));
  const nights = stayNights(query.checkinDate, query.checkoutDate);
  let bf = 0;
  let taf = 0;
  const perRoom = rooms.map((room) => {
    const older = room.childAge.filter((age) => age >= 6).length;
    return nights.map((night) => {
      const nightBf = roomNightBfPaise(rate.baseRatePaise, nightFactorBp(night, season), occupancyBp(room.numberOfAdults, room.childAge), roomMealPaise(rate.mealPerAdultPaise, room.numberOfAdults, older), rate.refundable);
      const nightTaf = roomNightTafPaise(nightBf);
      bf += nightBf;
      taf += nightTaf;
      return { bf: nightBf, taf: nightTaf };
    });
  });
  return { bf, taf, tp: bf + taf, perRoom };
}

function randomQuery(): StayQuery {
  const checkinDate = addDays('2027-01-01', random(400));
  return {
    checkinDate,
    checkoutDate: addDays(checkinDate, 1 + random(12)),
    roomInfo: Array.from({ length: 1 + random(3) }, () => {
      const children = random(3);
      return { numberOfRooms: 1 + random(2), numberOfAdults: 1 + random(2), childAge: Array.from({ length: children }, () => random(18)) };
    }),
  };
}

const randomRate = (): RoomRate & PlanRate => ({
  baseRatePaise: 100_000 + random(1_200_000),
  mealPerAdultPaise: [0, 35_000, 80_000, 250_000][random(4)]!,
  refundable: random(2) === 0,
});

describe('the price of a stay', () => {
  it('is every room night priced on its own and added up, whichever rooms and nights repeat', () => {
    for (let n = 0; n < 2_000; n++) {
      const query = randomQuery();
      const rate = randomRate();
      const season = SEASONS[random(SEASONS.length)]!;
      const stay = prepareStay(query);
      const price = priceStay(rate, rate, stay, season);
      const expected = plainly(rate, query, season);
      expect({ tp: price.tp, bf: price.bf, taf: price.taf }).toEqual({ tp: expected.tp, bf: expected.bf, taf: expected.taf });
      const rooms = nightByNight(price, stay, season);
      expect(rooms.map((r) => r.nights)).toEqual(expected.perRoom);
      expect(rooms.map((r) => r.bf + r.taf)).toEqual(expected.perRoom.map((nights) => nights.reduce((sum, x) => sum + x.bf + x.taf, 0)));
      expect(firstNightPaise(price, stay, season)).toBe(expected.perRoom.reduce((sum, nights) => sum + nights[0]!.bf + nights[0]!.taf, 0));
    }
  });

  it('prices a worked example to the paisa', () => {
    // Two rooms (2 adults; 1 adult with a 9-year-old) for Thu 8 and Fri 9 April 2027 in a plains
    // city (April x1.00, Friday night +20%), breakfast at Rs 350 an adult, refundable, base Rs 3,000.
    const stay = prepareStay({
      checkinDate: '2027-04-08', checkoutDate: '2027-04-10',
      roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, childAge: [] }, { numberOfRooms: 1, numberOfAdults: 1, childAge: [9] }],
    });
    const price = priceStay({ baseRatePaise: 300_000 }, { mealPerAdultPaise: 35_000, refundable: true }, stay, 'plains');
    // Room 1: Rs 3,000 + Rs 700 meals = 3,700 (Thu), 3,600 + 700 = 4,300 (Fri); GST 5%.
    // Room 2: occupancy 90% + 10% = 100%: Rs 3,000 + 350 + 175 = 3,525 (Thu), 3,600 + 525 = 4,125 (Fri).
    expect(nightByNight(price, stay, 'plains').map((r) => r.nights)).toEqual([
      [{ bf: 370_000, taf: 18_500 }, { bf: 430_000, taf: 21_500 }],
      [{ bf: 352_500, taf: 17_625 }, { bf: 412_500, taf: 20_625 }],
    ]);
    expect(price).toMatchObject({ bf: 1_565_000, taf: 78_250, tp: 1_643_250 });
    expect(totalPerNight(price.tp, stay)).toBe(821_625);
    expect(firstNightPaise(price, stay, 'plains')).toBe(370_000 + 18_500 + 352_500 + 17_625);
  });

  it('groups equal rooms and equal nights, so each is priced once', () => {
    const stay = prepareStay({
      checkinDate: '2027-04-05', checkoutDate: '2027-04-12',
      roomInfo: [{ numberOfRooms: 3, numberOfAdults: 2, childAge: [4] }, { numberOfRooms: 1, numberOfAdults: 1, childAge: [] }],
    });
    expect(stay.kinds.map((k) => k.count)).toEqual([3, 1]);
    expect(stay.kindOfRoom).toEqual([0, 0, 0, 1]);
    // Mon to Sun nights in April: five weekdays and a Friday and Saturday at +20%.
    expect(stay.nights('plains')).toEqual({ groups: [{ bp: 10_000, nights: 5 }, { bp: 12_000, nights: 2 }], groupOfNight: [0, 0, 0, 0, 1, 1, 0] });
    const rate = randomRate();
    expect(priceStay(rate, rate, stay, 'plains').roomNights.map((byGroup) => byGroup.length)).toEqual([2, 2]);
  });
});
