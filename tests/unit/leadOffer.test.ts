import { describe, expect, it } from 'vitest';
import type { Hotel, Plan, RoomType } from '../../server/modules/catalogue/readModel';
import { packRates } from '../../server/modules/catalogue/rateTable';
import { hotelBookings, leadOffer, offersFor, optionAt, planFloor, prepareStay } from '../../server/modules/search/offers';
import type { Remaining } from '../../server/modules/catalogue/repo';
import type { MealCode } from '../../src/domain/pricing';
import { addDays } from '../../src/domain/dates';

/**
 * The lead option read from the packed rate table, which skips plans another plan always beats
 * (of the same room type, or of an earlier open one), against every option priced night by night:
 * many small made-up hotels with close prices, so that ties and skipped plans are common.
 */
let seed = 11;
const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
const pick = <T,>(items: readonly T[]): T => items[random(items.length)]!;

const MEALS: Array<[MealCode, number]> = [['RO', 0], ['BB', 35_000], ['HB', 80_000]];

function plan(meal: [MealCode, number], refundable: boolean): Plan {
  return { code: `${meal[0]}${refundable ? 'R' : 'N'}`, meal: meal[0], refundable, freeCancelDays: 2, payLater: false, mealBasis: meal[0], mealPerAdultPaise: meal[1] };
}

function roomType(hotelId: string, position: number): RoomType {
  const plans = Array.from({ length: 1 + random(3) }, () => plan(pick(MEALS), random(2) === 0));
  return {
    id: `${hotelId}-${position}`, hotelId, position, name: 'Room', category: 'Standard',
    maxAdults: 1 + random(2), maxChildren: random(3), baseRatePaise: pick([300_000, 300_000, 320_000, 450_000, 800_000]),
    capacity: 1 + random(3), areaSqft: 200, beds: [], facilities: [], benefits: [], services: [], plans, fcJson: [],
  };
}

function hotel(n: number): Hotel {
  const id = `h${n}`;
  const roomTypes = Array.from({ length: 1 + random(4) }, (_, position) => roomType(id, position));
  return { id, city: { season: 'plains' }, roomTypes } as unknown as Hotel;
}

const STAYS = [
  { checkinDate: '2027-01-08', checkoutDate: '2027-01-09', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] }] },
  { checkinDate: '2027-01-08', checkoutDate: '2027-01-11', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 1, childAge: [8] }] },
  { checkinDate: '2027-03-30', checkoutDate: '2027-04-02', roomInfo: [{ numberOfRooms: 2, numberOfAdults: 2, numberOfChild: 0, childAge: [] }, { numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 2, childAge: [3, 12] }] },
];

describe('the lead option of a hotel', () => {
  it('is the first cheapest of all its options, whatever is open, booked or tied', () => {
    const hotels = Array.from({ length: 400 }, (_, n) => hotel(n));
    packRates(hotels);
    let leads = 0;
    for (const query of STAYS) {
      const stay = prepareStay(query);
      for (const h of hotels) {
        // Nothing booked; one room type (often the one that would beat the others) sold out on a
        // night; one room left on the last night (too few for a stay of several rooms); booked out
        // only on the nights either side of the stay (which leaves it open); and two room types at once.
        const full = pick(h.roomTypes);
        const other = pick(h.roomTypes);
        const last = stay.nightDates().at(-1)!;
        const bookings: Remaining[] = [
          new Map(),
          new Map([[full.id, new Map([[stay.nightDates()[0]!, 0]])]]),
          new Map([[full.id, new Map([[last, 1]])]]),
          new Map([[full.id, new Map([[addDays(stay.checkin, -1), 0], [stay.checkout, 0]])]]),
          new Map([[full.id, new Map([[last, 0]])], [other.id, new Map([[addDays(stay.checkin, -3), 0], [stay.nightDates()[0]!, 1], [addDays(stay.checkout, 5), 2]])]]),
        ];
        for (const remaining of bookings) {
          const lead = leadOffer(h, stay, hotelBookings(h, remaining));
          const first = offersFor(h, stay, remaining)[0];
          const found = lead && { roomType: optionAt(h, lead.option).roomType.id, plan: optionAt(h, lead.option).planIndex, tp: lead.tp };
          expect(found).toEqual(first ? { roomType: first.roomType.id, plan: first.planIndex, tp: first.tp } : null);
          if (lead) leads++;
        }
      }
    }
    expect(leads).toBeGreaterThan(2500);
  });

  it('is the first option of equal totals, whichever of them is priced first', () => {
    // Breakfast non-refundable (option 0) and room only refundable (option 1) cost the same for
    // two adults on a weekday night in April: Rs 3,500 less 10%, plus 2 x Rs 175. Search prices
    // the room-only plan first (least meal first) and must still answer option 0.
    const tied = {
      id: 't1', city: { season: 'plains' },
      roomTypes: [{
        ...roomType('t1', 0), maxAdults: 2, maxChildren: 0, capacity: 1, baseRatePaise: 350_000,
        plans: [{ ...plan(['BB', 17_500], false) }, { ...plan(['RO', 0], true) }],
      }],
    } as unknown as Hotel;
    packRates([tied]);
    const stay = prepareStay({ checkinDate: '2027-04-06', checkoutDate: '2027-04-07', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }] });
    const offers = offersFor(tied, stay, new Map());
    expect(offers.map((o) => o.tp)).toEqual([offers[0]!.tp, offers[0]!.tp]);
    expect(leadOffer(tied, stay, undefined)).toEqual({ option: 0, tp: offers[0]!.tp });
  });

  it('is the first option of equal totals across room types, though a later one has the lower base rate', () => {
    // Non-refundable room only at Rs 3,000.40 (room type 0) and Rs 3,000 (room type 1): both round
    // to Rs 2,700 a night after the 10% off. Search lays out room type 1 first (lower base rate)
    // and prices it first; room type 0's plan is not beaten by it, since it comes first on a tie.
    const rooms = [300_040, 300_000].map((baseRatePaise, position) => ({
      ...roomType('t2', position), maxAdults: 2, maxChildren: 0, capacity: 1, baseRatePaise, plans: [plan(['RO', 0], false)],
    }));
    const tied = { id: 't2', city: { season: 'plains' }, roomTypes: rooms } as unknown as Hotel;
    packRates([tied]);
    const stay = prepareStay({ checkinDate: '2027-04-06', checkoutDate: '2027-04-07', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }] });
    const offers = offersFor(tied, stay, new Map());
    expect(offers.map((o) => [o.roomType.position, o.tp])).toEqual([[0, offers[0]!.tp], [1, offers[0]!.tp]]);
    expect(leadOffer(tied, stay, undefined)).toEqual({ option: 0, tp: offers[0]!.tp });
    // With room type 0 booked out that night, room type 1 leads.
    const booked = new Map([[rooms[0]!.id, new Map([['2027-04-06', 0]])]]);
    expect(leadOffer(tied, stay, hotelBookings(tied, booked))).toEqual({ option: 1, tp: offers[0]!.tp });
  });

  it('never skips an option that could lead: every option costs at least the floors search skips by', () => {
    const hotels = Array.from({ length: 300 }, (_, n) => hotel(n));
    let options = 0;
    let tight = 0;
    let withMeals = 0;
    for (const query of [...STAYS, { ...STAYS[0]!, checkoutDate: '2027-01-15', roomInfo: [{ numberOfRooms: 5, numberOfAdults: 2, numberOfChild: 2, childAge: [6, 17] }] }]) {
      const stay = prepareStay(query);
      for (const h of hotels) {
        const stayFloor = stay.factors(h.city.season).floor;
        const { perPaise, less } = stayFloor;
        for (const offer of offersFor(h, stay, new Map())) {
          const floor = offer.roomType.baseRatePaise * perPaise - less;
          expect(floor).toBeLessThanOrEqual(offer.tp);
          // The room type's floor is its plans' floor without meals or refund; each plan's own
          // floor, counting them, lies between it and the plan's total.
          expect(planFloor(stayFloor, offer.roomType.baseRatePaise, 0, false)).toBe(floor);
          const own = planFloor(stayFloor, offer.roomType.baseRatePaise, offer.plan.mealPerAdultPaise, offer.plan.refundable);
          expect(own).toBeGreaterThanOrEqual(floor);
          expect(own).toBeLessThanOrEqual(offer.tp);
          if (own > floor + less) withMeals++;
          // And close enough to skip by: a room-only, non-refundable option is within the rounding
          // and the higher GST slab (18% against 5%) of it.
          if (offer.plan.meal === 'RO' && !offer.plan.refundable) {
            expect(offer.tp).toBeLessThanOrEqual((floor + less) * (1.18 / 1.05) + 2 * less);
            tight++;
          }
          options++;
        }
      }
    }
    expect(options).toBeGreaterThan(1000);
    expect(tight).toBeGreaterThan(100);
    expect(withMeals).toBeGreaterThan(300);
  });
});
