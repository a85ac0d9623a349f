import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '../../domain/dates';
import { mealPerAdultPaise, type MealCode } from '../../domain/pricing';
import { prepareStay, priceStay } from '../../server/rules/stayPrice';
import { CatalogueStore } from '../../server/modules/catalogue/store/catalogueStore';
import { calendarKey, type HotelSource, type HotelTuple, type PlanCalendar, type RoomTuple, type StoredPlan } from '../../server/modules/catalogue/store/hotelSource';
import { RING_DAYS } from '../../server/modules/catalogue/store/layout';
import { leadOption, offersFor, stayScratch } from '../../server/modules/search/offers';
import { formulaNights } from '../../server/modules/supply/generatedCalendars';
import { CLOSED_TO_ARRIVAL, CLOSED_TO_DEPARTURE, STOP_SELL, supplyBreak } from '../../server/modules/supply/restrictions';

/** Many small made-up hotels with close prices, so that ties, limits, restrictions and booked nights are common. */
let seed = 11;
const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
const pick = <T,>(items: readonly T[]): T => items[random(items.length)]!;

const CITY = 1275339;
const PLACES = JSON.stringify([[CITY, 'Mumbai', 'MH', 'Maharashtra', 19.07, 72.88, 12_000_000, 1, 1]]);
const TODAY = dayNumber('2027-01-05');
const RATINGS = { service: 4, location: 4, amenities: 4, userRating: 4.2, foodQuality: 4, overallStay: 4, ratingScore: 8.4, reviewCount: 3, valueForMoney: 4, maintenanceStatus: 4 };
const MEALS: MealCode[] = ['RO', 'BB', 'HB'];

function plan(meal: MealCode, refundable: boolean): StoredPlan {
  return { code: `${meal}${refundable ? 'R' : 'N'}`, partnerCode: `${meal}-${refundable ? 'R' : 'NR'}`, meal, refundable, freeCancelDays: 2, payLater: false };
}

/** A plan's calendar: the generated formula's, or its own rates (some nights without one) and restrictions. */
function calendar(room: RoomTuple, p: StoredPlan): PlanCalendar {
  const firstDay = TODAY - 3 + random(8);
  const count = pick([5, 40, 427, 600]);
  if (random(2) === 0) return { firstDay, ...formulaNights({ baseRatePaise: room[7], meal: p.meal, refundable: p.refundable, stars: 3, season: 'plains' }, firstDay, count) };
  const rates = Int32Array.from({ length: count }, () => (random(12) === 0 ? 0 : 250_000 + 10_000 * random(30)));
  const restrictions = Uint8Array.from({ length: count }, () => (random(6) === 0 ? pick([2, 3, STOP_SELL, CLOSED_TO_ARRIVAL, CLOSED_TO_DEPARTURE]) : 0));
  return { firstDay, rates, restrictions };
}

function hotel(n: number): HotelSource {
  const id = `${CITY}${String(n).padStart(4, '0')}`;
  const rooms: RoomTuple[] = Array.from({ length: 1 + random(3) }, (_, k) => {
    const plans = [...new Map(Array.from({ length: 1 + random(3) }, () => plan(pick(MEALS), random(2) === 0)).map((p) => [p.code, p])).values()];
    return [`${id}-${k + 1}`, id, k + 1, 'Room', 'Standard', 1 + random(2), random(3), pick([300_000, 320_000, 450_000]), 1 + random(3), 200, [], [], [], [], plans, null, `RT${k + 1}`];
  });
  const hotelRow: HotelTuple = [id, CITY, `Hotel ${n}`, 3, 'HOTEL', 19.07, 72.88, '1, Road', 'Near', 'Area', '400001', '+91 22 0000 0000', '{}', [], [], RATINGS, 0, false, false, false, null, `PDV-${id}`, false];
  return { hotel: hotelRow, rooms, rowsJson: JSON.stringify([hotelRow, rooms]), ...nightsOf(rooms) };
}

/** Random calendars for the rooms' plans, and random allotment for some of them. */
function nightsOf(rooms: RoomTuple[]): Pick<HotelSource, 'calendars' | 'allotments'> {
  return {
    calendars: new Map(rooms.flatMap((room) => room[14].map((p) => [calendarKey(room[0], p.code), calendar(room, p)] as const))),
    allotments: new Map(
      // One row a night, as the table's key allows.
      rooms.filter(() => random(2) === 0).map((room) => [room[0], [...new Map(Array.from({ length: 1 + random(4) }, () => TODAY + random(12)).map((day) => [day, { day, total: random(4), taken: random(3) }])).values()]] as const),
    ),
  };
}

/** The same stay worked out plainly from the source: which options sell it, at what price, and why the others do not. */
function plainly(source: HotelSource, query: Parameters<typeof prepareStay>[0]) {
  const stay = prepareStay(query);
  const window = { from: TODAY - 1, to: TODAY - 2 + RING_DAYS };
  const offers: Array<{ roomType: string; plan: string; tp: number }> = [];
  const unsold: Array<{ roomType: string; plan: string; why: unknown }> = [];
  for (const room of source.rooms) {
    const [id, , , , , maxAdults, maxChildren, , capacity] = room;
    const left = (day: number) => {
      const row = (source.allotments.get(id) ?? []).find((n) => n.day === day && day >= window.from && day <= window.to);
      return row ? row.total - row.taken : capacity;
    };
    const holds = stay.maxAdults <= maxAdults && stay.maxChildren <= maxChildren && Array.from({ length: stay.nightCount }, (_, n) => left(stay.firstDay + n)).every((l) => l >= stay.rooms.length);
    if (!holds) continue;
    for (const p of room[14]) {
      const cal = source.calendars.get(calendarKey(id, p.code))!;
      const sold = (day: number) => day >= Math.max(cal.firstDay, window.from) && day < cal.firstDay + cal.rates.length && day <= window.to;
      const rates = Array.from({ length: stay.nightCount }, (_, n) => (sold(stay.firstDay + n) ? cal.rates[stay.firstDay + n - cal.firstDay]! : 0));
      const restrictions = Array.from({ length: stay.nightCount + 1 }, (_, n) => (sold(stay.firstDay + n) ? cal.restrictions[stay.firstDay + n - cal.firstDay]! : 0));
      const why = supplyBreak(rates, restrictions, stay.nightCount);
      if (why) unsold.push({ roomType: id, plan: p.code, why });
      else offers.push({ roomType: id, plan: p.code, tp: priceStay(rates, { mealPerAdultPaise: mealPerAdultPaise(p.meal, 3) }, stay).tp });
    }
  }
  const cheapestFirst = offers.map((o, order) => ({ ...o, order })).sort((a, b) => a.tp - b.tp || a.order - b.order).map(({ order: _, ...o }) => o);
  return { stay, offers: cheapestFirst, unsold };
}

const STAYS = (first: number) => [
  { checkinDate: addDays('2027-01-05', first), checkoutDate: addDays('2027-01-05', first + 1), roomInfo: [{ numberOfRooms: 1, numberOfAdults: 1, childAge: [] }] },
  { checkinDate: addDays('2027-01-05', first), checkoutDate: addDays('2027-01-05', first + 3), roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, childAge: [8] }] },
  { checkinDate: addDays('2027-01-05', first), checkoutDate: addDays('2027-01-05', first + 2), roomInfo: [{ numberOfRooms: 2, numberOfAdults: 2, childAge: [] }] },
];

describe("a hotel's offers for a stay, read from the shared catalogue", () => {
  it('are exactly the options that hold the guests and rooms every night and whose plan sells the stay, each at its stay price, cheapest first; the others are explained', () => {
    const store = CatalogueStore.empty(PLACES);
    const sources = Array.from({ length: 250 }, (_, n) => hotel(n));
    store.put(sources, TODAY);
    store.settle();
    let offered = 0;
    let explained = 0;
    for (const source of sources) {
      const entry = store.entry(source.hotel[0])!;
      for (const query of [...STAYS(random(10)), ...STAYS(420 + random(100))]) {
        const want = plainly(source, query);
        const got = offersFor(store, entry.record, entry.hotel, want.stay);
        expect(got.offers.map((o) => ({ roomType: o.roomType.id, plan: o.plan.code, tp: o.price.tp }))).toEqual(want.offers);
        expect(got.unsold.map((u) => ({ roomType: u.roomType.id, plan: u.plan.code, why: u.why }))).toEqual(want.unsold);
        const lead = leadOption(store, entry.record, stayScratch(want.stay));
        expect(lead && { option: lead.option, tp: lead.tp }).toEqual(got.offers[0] ? { option: got.offers[0].option, tp: got.offers[0].price.tp } : null);
        offered += got.offers.length;
        explained += got.unsold.length;
      }
    }
    expect(offered).toBeGreaterThan(1_000);
    expect(explained).toBeGreaterThan(300);
  });

  it('reads nights written again in place (rates, restrictions, rooms), and a hotel whose rows changed from its new record', () => {
    const store = CatalogueStore.empty(PLACES);
    const sources = Array.from({ length: 60 }, (_, n) => hotel(1_000 + n));
    store.put(sources, TODAY);
    store.settle();
    const before = sources.map((s) => store.entry(s.hotel[0])!.record);
    // New nights for every hotel (rows alike: written in place), and a renamed hotel (a new record).
    const changed: HotelSource[] = sources.map((s) => ({ ...s, ...nightsOf(s.rooms) }));
    changed[7] = { ...changed[7]!, hotel: [...changed[7]!.hotel] as HotelTuple, rowsJson: '' };
    changed[7].hotel[2] = 'Renamed';
    changed[7].rowsJson = JSON.stringify([changed[7].hotel, changed[7].rooms]);
    const writes = store.put(changed, TODAY);
    store.settle();
    expect(writes).toEqual({ added: 0, rewritten: 1, inPlace: 59 });
    changed.forEach((source, i) => {
      const entry = store.entry(source.hotel[0])!;
      expect(entry.record === before[i], source.hotel[0]).toBe(i !== 7);
      for (const query of STAYS(random(10))) {
        const want = plainly(source, query);
        expect(offersFor(store, entry.record, entry.hotel, want.stay).offers.map((o) => ({ roomType: o.roomType.id, plan: o.plan.code, tp: o.price.tp }))).toEqual(want.offers);
      }
    });
    expect(store.hotel(changed[7]!.hotel[0])!.name).toBe('Renamed');
  });
});
