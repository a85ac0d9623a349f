import { describe, expect, it } from 'vitest';
import type { Hotel, Plan, RoomType } from '../../server/modules/catalogue/readModel';
import type { Remaining } from '../../server/modules/catalogue/repo';
import { hotelBookings, leadOffer, offersFor } from '../../server/modules/search/offers';
import { addDays } from '../../domain/dates';
import type { MealCode } from '../../domain/pricing';
import { prepareStay, priceStay } from '../../domain/stayPrice';

/** Many small made-up hotels with close prices, so that ties, limits and booked nights are common. */
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
    capacity: 1 + random(3), areaSqft: 200, beds: [], facilities: [], benefits: [], services: [], plans, fcJson: [], photo: null,
  };
}

function hotel(n: number): Hotel {
  const id = `h${n}`;
  return { id, city: { season: 'plains' }, roomTypes: Array.from({ length: 1 + random(4) }, (_, position) => roomType(id, position)) } as unknown as Hotel;
}

const STAYS = [
  { checkinDate: '2027-01-08', checkoutDate: '2027-01-09', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 1, childAge: [] }] },
  { checkinDate: '2027-01-08', checkoutDate: '2027-01-11', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, childAge: [8] }] },
  { checkinDate: '2027-03-30', checkoutDate: '2027-04-02', roomInfo: [{ numberOfRooms: 2, numberOfAdults: 2, childAge: [] }, { numberOfRooms: 1, numberOfAdults: 1, childAge: [3, 12] }] },
];

describe("a hotel's offers for a stay", () => {
  it('are exactly the options whose room type holds the guests and rooms every night, each at its stay price, cheapest first', () => {
    let offered = 0;
    let closed = 0;
    for (const query of STAYS) {
      const stay = prepareStay(query);
      const nights = stay.nightDates();
      for (let n = 0; n < 300; n++) {
        const h = hotel(n);
        const full = pick(h.roomTypes);
        // Nothing booked; one room type sold out on the first night; one room left on the last
        // night; booked out only on the nights either side of the stay (which leaves it open).
        const bookings: Array<[Remaining, (rt: RoomType) => boolean]> = [
          [new Map(), () => true],
          [new Map([[full.id, new Map([[nights[0]!, 0]])]]), (rt) => rt !== full],
          [new Map([[full.id, new Map([[nights.at(-1)!, 1]])]]), (rt) => rt !== full || stay.rooms.length <= 1],
          [new Map([[full.id, new Map([[addDays(stay.checkin, -1), 0], [stay.checkout, 0]])]]), () => true],
        ];
        for (const [remaining, hasRooms] of bookings) {
          const offers = offersFor(h, stay, hotelBookings(h, remaining));
          const expected = h.roomTypes.flatMap((rt) => {
            const holds = stay.maxAdults <= rt.maxAdults && stay.maxChildren <= rt.maxChildren && stay.rooms.length <= rt.capacity && hasRooms(rt);
            if (!holds) closed++;
            return holds ? rt.plans.map((p) => ({ roomType: rt.id, plan: p.code, tp: priceStay(rt, p, stay, 'plains').tp })) : [];
          });
          const cheapestFirst = expected
            .map((o, order) => ({ ...o, order }))
            .sort((a, b) => a.tp - b.tp || a.order - b.order)
            .map(({ order: _, ...o }) => o);
          expect(offers.map((o) => ({ roomType: o.roomType.id, plan: o.plan.code, tp: o.price.tp }))).toEqual(cheapestFirst);
          expect(leadOffer(h, stay, hotelBookings(h, remaining))).toEqual(offers[0] ?? null);
          offered += offers.length;
        }
      }
    }
    expect(offered).toBeGreaterThan(2_000);
    expect(closed).toBeGreaterThan(500);
  });

  it('lead with the first of equal totals in option order', () => {
    // Breakfast non-refundable (option 0) and room only refundable (option 1) cost the same for
    // two adults on a weekday night in April: Rs 3,500 less 10%, plus 2 x Rs 175.
    const tied = {
      id: 't1', city: { season: 'plains' },
      roomTypes: [{ ...roomType('t1', 0), maxAdults: 2, maxChildren: 0, capacity: 1, baseRatePaise: 350_000, plans: [plan(['BB', 17_500], false), plan(['RO', 0], true)] }],
    } as unknown as Hotel;
    const stay = prepareStay({ checkinDate: '2027-04-06', checkoutDate: '2027-04-07', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, childAge: [] }] });
    const offers = offersFor(tied, stay, undefined);
    expect(offers.map((o) => [o.option, o.price.tp])).toEqual([[0, offers[0]!.price.tp], [1, offers[0]!.price.tp]]);
    expect(leadOffer(tied, stay, undefined)?.option).toBe(0);
  });
});
