/**
 * Availability and prices of a hotel for a stay: which options (room type x rate plan) can hold
 * the requested rooms and guests every night, and what each costs, in paise.
 */
import { dayNumber, stayNights } from '../../../src/domain/dates';
import {
  dayFactorBp, occupancyBp, olderChildren, perNightPaise, roomMealPaise, roomNightBfPaise, roomNightTafPaise, ROOM_NIGHT_TF_FLOOR, type Season,
} from '../../../src/domain/pricing';
import type { NormalisedSearchQuery } from '../../../contract/searchQuery';
import type { Hotel, Plan, RoomType } from '../catalogue/readModel';
import type { Remaining } from '../catalogue/repo';
import {
  MASK_ROOMS, PLAN_FIELDS, PLAN_MEAL_PER_ADULT, PLAN_OPTION, PLAN_OUTDONE_BY, PLAN_REFUNDABLE, ROOM_BASE_RATE, ROOM_CAPACITY, ROOM_FIELDS, ROOM_INDEX, ROOM_MAX_ADULTS, ROOM_MAX_CHILDREN, ROOM_PLAN_COUNT,
} from '../catalogue/rateTable';

export interface Room {
  adults: number;
  childAges: number[];
  /** Children aged 6 or more (they count for occupancy and meals). */
  olderChildren: number;
}

/** The factor of each night of a stay in a city of one season. */
export interface NightFactors {
  nightBp: number[];
  /** The distinct night factors and how many nights have each (prices repeat for equal factors). */
  groups: Array<{ bp: number; nights: number }>;
  /** What no option of a room type can cost less than, for this stay (see `stayFloor`). */
  floor: StayFloor;
}

/**
 * Floors under the stay total of an option, in paise: the sum over the stay's room nights of the
 * pricing rules' own floor (`ROOM_NIGHT_TF_FLOOR`). `planFloor` gives an option's from its base
 * rate, meal supplement and refund; with no meal and no refund, it holds for every option of a
 * room type. `leadOffer` stops at the first room type whose floor is no lower than the best total
 * it has found (room types are laid out cheapest base rate first), and skips a plan whose own
 * floor is not. The bench's metro searches (189 hotels an answer) look at 461 of their 542 room
 * types and price 235 options an answer so; 243 when every room type was looked at, 329 with the
 * room types' floor alone, 415 with none. For the float arithmetic, each rate is shaved by a
 * millionth and `less` takes a paisa more per room night.
 */
export interface StayFloor {
  perPaise: number;
  perPaiseRefundable: number;
  /** Per paisa of a plan's meal supplement per adult (children aged 6 or more count half). */
  perMealPaise: number;
  less: number;
}

/** What no option with these rates can cost less than for the stay (see `StayFloor`). */
export function planFloor(floor: StayFloor, baseRatePaise: number, mealPerAdultPaise: number, refundable: boolean): number {
  return baseRatePaise * (refundable ? floor.perPaiseRefundable : floor.perPaise) + mealPerAdultPaise * floor.perMealPaise - floor.less;
}

function stayFloor(kinds: RoomKind[], groups: NightFactors['groups']): StayFloor {
  const shave = 1 - 1e-6;
  let factors = 0;
  let roomNights = 0;
  let mealShares = 0;
  for (const kind of kinds) {
    for (const group of groups) {
      factors += kind.count * group.nights * group.bp * kind.occupancyBp;
      roomNights += kind.count * group.nights;
      mealShares += kind.count * group.nights * (kind.adults + kind.olderChildren / 2);
    }
  }
  return {
    perPaise: factors * ROOM_NIGHT_TF_FLOOR.perRateBp2 * shave,
    perPaiseRefundable: factors * ROOM_NIGHT_TF_FLOOR.perRateBp2Refundable * shave,
    perMealPaise: mealShares * ROOM_NIGHT_TF_FLOOR.perMealPaise * shave,
    less: roomNights * (ROOM_NIGHT_TF_FLOOR.less + 1),
  };
}

/** A stay prepared once per request: its nights and, per season, the factors of each. */
export interface Stay {
  checkin: string;
  checkout: string;
  /** The nights' dates, worked out when first asked for (detail and booking; search needs only their count). */
  nightDates(): string[];
  nightCount: number;
  /** The day number of the first night (dates.ts). */
  firstDay: number;
  /** Night factors for hotels of a city of this season (worked out once per season and stay). */
  factors(season: Season): NightFactors;
  rooms: Room[];
  occupancyBp: number[];
  /** The rooms grouped by who sleeps in them: equal rooms cost the same, so search prices each kind once. */
  roomKinds: RoomKind[];
  maxAdults: number;
  maxChildren: number;
}

/** Rooms of a stay with the same guests: how many, and what prices them. */
export interface RoomKind {
  adults: number;
  olderChildren: number;
  occupancyBp: number;
  count: number;
}

function roomKindsOf(rooms: Room[], occupancy: number[]): RoomKind[] {
  const kinds: RoomKind[] = [];
  rooms.forEach((room, r) => {
    const same = kinds.find((k) => k.adults === room.adults && k.olderChildren === room.olderChildren && k.occupancyBp === occupancy[r]);
    if (same) same.count++;
    else kinds.push({ adults: room.adults, olderChildren: room.olderChildren, occupancyBp: occupancy[r]!, count: 1 });
  });
  return kinds;
}

export function prepareStay(query: Pick<NormalisedSearchQuery, 'checkinDate' | 'checkoutDate' | 'roomInfo'>): Stay {
  const firstDay = dayNumber(query.checkinDate);
  const nightCount = Math.max(0, dayNumber(query.checkoutDate) - firstDay);
  let nights: string[] | undefined;
  const rooms: Room[] = query.roomInfo.flatMap((r) =>
    Array.from({ length: r.numberOfRooms }, () => ({ adults: r.numberOfAdults, childAges: r.childAge.slice(), olderChildren: olderChildren(r.childAge) })),
  );
  const occupancy = rooms.map((r) => occupancyBp(r.adults, r.childAges));
  const roomKinds = roomKindsOf(rooms, occupancy);
  const bySeason = new Map<Season, NightFactors>();
  const workOut = (season: Season): NightFactors => {
    const nightBp: number[] = [];
    for (let night = 0; night < nightCount; night++) nightBp.push(dayFactorBp(firstDay + night, season));
    const counts = new Map<number, number>();
    for (const bp of nightBp) counts.set(bp, (counts.get(bp) ?? 0) + 1);
    const groups = [...counts].map(([bp, count]) => ({ bp, nights: count }));
    const known = { nightBp, groups, floor: stayFloor(roomKinds, groups) };
    bySeason.set(season, known);
    return known;
  };
  // Search asks once per hotel: the lookup is kept apart from the working out, whose closure over
  // `season` would otherwise cost every call an allocation (about 9 KB an answer).
  const factors = (season: Season): NightFactors => bySeason.get(season) ?? workOut(season);
  return {
    checkin: query.checkinDate,
    checkout: query.checkoutDate,
    nightDates: () => (nights ??= stayNights(query.checkinDate, query.checkoutDate)),
    nightCount,
    firstDay,
    factors,
    rooms,
    occupancyBp: occupancy,
    roomKinds,
    maxAdults: Math.max(...rooms.map((r) => r.adults)),
    maxChildren: Math.max(...rooms.map((r) => r.childAges.length)),
  };
}

export interface RoomPrice {
  room: Room;
  /** Per night, in paise. */
  nights: Array<{ bf: number; taf: number }>;
  bf: number;
  taf: number;
}

export interface Offer {
  hotel: Hotel;
  roomType: RoomType;
  plan: Plan;
  planIndex: number;
  /** Stay total for all rooms, paise. */
  tp: number;
  /** Per room, night by night. */
  rooms: RoomPrice[];
}

/** The guests fit a room type with these limits, and it has enough rooms when nothing is booked. */
function withinLimits(maxAdults: number, maxChildren: number, capacity: number, stay: Stay): boolean {
  return stay.maxAdults <= maxAdults && stay.maxChildren <= maxChildren && capacity >= stay.rooms.length;
}

/** Given what is booked, every night of the stay has enough rooms of the type left. */
function leftEveryNight(roomType: RoomType, stay: Stay, remaining: Remaining): boolean {
  const booked = remaining.get(roomType.id);
  if (!booked) return true;
  for (const night of stay.nightDates()) {
    const left = booked.get(night) ?? roomType.capacity;
    if (left < stay.rooms.length) return false;
  }
  return true;
}

/**
 * A room type's booked nights packed by day, as search reads them: `left[d]` rooms remain on day
 * `firstDay + d` (day numbers, dates.ts); NOT_BOOKED where nothing is booked, which is as many as
 * the room type has (the room count is checked against its capacity before).
 */
export interface BookedDays {
  firstDay: number;
  left: Int16Array;
}

const NOT_BOOKED = 0x7fff;

function bookedDays(nights: ReadonlyMap<string, number>): BookedDays {
  const days = [...nights].map(([night, left]) => [dayNumber(night), left] as const);
  const firstDay = Math.min(...days.map(([day]) => day));
  const left = new Int16Array(Math.max(...days.map(([day]) => day)) - firstDay + 1).fill(NOT_BOOKED);
  for (const [day, rooms] of days) left[day - firstDay] = Math.min(rooms, NOT_BOOKED - 1);
  return { firstDay, left };
}

/** Every night of the stay has enough rooms left of a room type with these booked days. */
function enoughEveryDay(booked: BookedDays | undefined, stay: Stay): boolean {
  if (!booked) return true;
  const { firstDay, left } = booked;
  const rooms = stay.rooms.length;
  const from = stay.firstDay - firstDay;
  const to = Math.min(left.length, from + stay.nightCount);
  for (let d = Math.max(0, from); d < to; d++) if (left[d]! < rooms) return false;
  return true;
}

/** What is booked of a hotel's room types, at their places in `hotel.roomTypes`. */
export type HotelBookings = ReadonlyArray<BookedDays | undefined>;

/**
 * A hotel's part of a booked allotment, as `leadOffer` reads it; undefined when none of its room
 * types has a booked night. Search works a city's snapshot out this way once for all its searches
 * (answer.ts), and then looks nothing up by room type id or date.
 */
export function hotelBookings(hotel: Hotel, remaining: Remaining): HotelBookings | undefined {
  if (remaining.size === 0) return undefined;
  let booked: Array<BookedDays | undefined> | undefined;
  hotel.roomTypes.forEach((roomType, r) => {
    const nights = remaining.get(roomType.id);
    if (!nights || nights.size === 0) return;
    booked ??= hotel.roomTypes.map(() => undefined);
    booked[r] = bookedDays(nights);
  });
  return booked;
}

/** Can this room type hold every requested room each night? */
export function fits(roomType: RoomType, stay: Stay, remaining: Remaining): boolean {
  return withinLimits(roomType.maxAdults, roomType.maxChildren, roomType.capacity, stay) && leftEveryNight(roomType, stay, remaining);
}

/**
 * The hotel's bookable options for the stay with their room types and plans, each priced night
 * by night for every room, cheapest first (detail and booking; search uses `leadOffer`).
 */
export function offersFor(hotel: Hotel, stay: Stay, remaining: Remaining): Offer[] {
  const offers: Offer[] = [];
  const { nightBp } = stay.factors(hotel.city.season);
  for (const roomType of hotel.roomTypes) {
    if (!fits(roomType, stay, remaining)) continue;
    roomType.plans.forEach((plan, planIndex) => {
      const { tp, rooms } = priceDetailed(roomType, plan, stay, nightBp);
      offers.push({ hotel, roomType, plan, planIndex, tp, rooms });
    });
  }
  return cheapestFirst(offers);
}

/**
 * A bookable option as search answers it: its place in the hotel's option list (room type then
 * plan order; `optionAt` turns it back into its room type and plan) and its stay total, paise.
 */
export interface SearchOffer {
  option: number;
  tp: number;
}

/** The option at `option` of the hotel's list: room type then plan order, as `SearchOffer` counts. */
export function optionAt(hotel: Hotel, option: number): { roomType: RoomType; plan: Plan; planIndex: number } {
  let rest = option;
  for (const roomType of hotel.roomTypes) {
    if (rest < roomType.plans.length) return { roomType, plan: roomType.plans[rest]!, planIndex: rest };
    rest -= roomType.plans.length;
  }
  throw new RangeError(`hotel ${hotel.id} has no option ${option}`);
}

/**
 * The hotel's lead option for the stay, as search answers it: its cheapest bookable option (the
 * first in room type then plan order among equals), read from the city's packed rate table
 * (rateTable.ts: room types cheapest base rate first, each with only the plans that can lead),
 * skipping plans an earlier open room type beats and stopping at the first room type whose floor
 * cannot beat the best total found; null when none can hold the stay. `booked` is the hotel's
 * part of what is booked (`hotelBookings`). The same option and total as the first of `offersFor`
 * (tests/unit/leadOffer.test.ts), without making the others.
 */
export function leadOffer(hotel: Hotel, stay: Stay, booked: HotelBookings | undefined): SearchOffer | null {
  const table = hotel.rateTable;
  const { groups, floor } = stay.factors(hotel.city.season);
  let best = -1;
  let bestTp = Infinity;
  /** The open room types so far, a bit each by their place in the table (as PLAN_OUTDONE_BY reads them). */
  let openRooms = 0;
  let at = hotel.rateStart;
  const end = hotel.rateEnd;
  for (let room = 0; at < end; room++) {
    const plans = table[at + ROOM_PLAN_COUNT]!;
    const baseRate = table[at + ROOM_BASE_RATE]!;
    // No plan of this room type can beat the best so far when even its floor does not, nor can
    // any later one's: their base rates, and so their floors, are no lower.
    if (planFloor(floor, baseRate, 0, false) >= bestTp) break;
    const open =
      withinLimits(table[at + ROOM_MAX_ADULTS]!, table[at + ROOM_MAX_CHILDREN]!, table[at + ROOM_CAPACITY]!, stay) &&
      (booked === undefined || enoughEveryDay(booked[table[at + ROOM_INDEX]!], stay));
    if (open) {
      for (let p = 0, plan = at + ROOM_FIELDS; p < plans; p++, plan += PLAN_FIELDS) {
        // An open earlier room type has a plan that costs no more and wins ties.
        if ((table[plan + PLAN_OUTDONE_BY]! & openRooms) !== 0) continue;
        const meal = table[plan + PLAN_MEAL_PER_ADULT]!;
        const refundable = table[plan + PLAN_REFUNDABLE] === 1;
        const option = table[plan + PLAN_OPTION]!;
        // Nor can a plan whose own floor, with its meals and refund, does not (a floor is always
        // below the total, so such a plan cannot even tie).
        if (planFloor(floor, baseRate, meal, refundable) >= bestTp) continue;
        // Plans and room types are not laid out in option order: of equal totals, the first option wins.
        const tp = stayTotal(baseRate, meal, refundable, stay, groups);
        if (tp < bestTp || (tp === bestTp && option < best)) {
          bestTp = tp;
          best = option;
        }
      }
      if (room < MASK_ROOMS) openRooms |= 1 << room;
    }
    at += ROOM_FIELDS + plans * PLAN_FIELDS;
  }
  return best < 0 ? null : { option: best, tp: bestTp };
}

/**
 * Sorts options made in room type then plan order by price, ties keeping that order. A few
 * options per hotel: an insertion sort in place, cheaper here than `Array.prototype.sort`.
 */
function cheapestFirst<T extends { tp: number }>(offers: T[]): T[] {
  for (let i = 1; i < offers.length; i++) {
    const offer = offers[i]!;
    let j = i - 1;
    while (j >= 0 && offers[j]!.tp > offer.tp) {
      offers[j + 1] = offers[j]!;
      j--;
    }
    offers[j + 1] = offer;
  }
  return offers;
}

/**
 * The stay total of one option, in paise: equal rooms cost the same and so do nights with the
 * same factor, so each room kind is priced once per distinct factor. Search prices options with
 * this. It never falls when the meal supplement rises or the plan becomes refundable (the base
 * fare rises, and the GST slab with it): rateTable.ts leaves out plans on that ground.
 */
function stayTotal(baseRatePaise: number, mealPerAdult: number, refundable: boolean, stay: Stay, groups: NightFactors['groups']): number {
  const kinds = stay.roomKinds;
  let tp = 0;
  for (let k = 0; k < kinds.length; k++) {
    const kind = kinds[k]!;
    const meal = roomMealPaise(mealPerAdult, kind.adults, kind.olderChildren);
    let perRoom = 0;
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g]!;
      const bf = roomNightBfPaise(baseRatePaise, group.bp, kind.occupancyBp, meal, refundable);
      perRoom += (bf + roomNightTafPaise(bf)) * group.nights;
    }
    tp += perRoom * kind.count;
  }
  return tp;
}

/** One option priced night by night for every room (detail, booking, cancellation policy). */
function priceDetailed(roomType: RoomType, plan: Plan, stay: Stay, nightBp: number[]): { tp: number; rooms: RoomPrice[] } {
  const perAdult = plan.mealPerAdultPaise;
  let tp = 0;
  const rooms: RoomPrice[] = [];
  for (let r = 0; r < stay.rooms.length; r++) {
    const room = stay.rooms[r]!;
    const meal = roomMealPaise(perAdult, room.adults, room.olderChildren);
    const nights: Array<{ bf: number; taf: number }> = [];
    let bf = 0;
    let taf = 0;
    for (const bp of nightBp) {
      const nightBf = roomNightBfPaise(roomType.baseRatePaise, bp, stay.occupancyBp[r]!, meal, plan.refundable);
      const nightTaf = roomNightTafPaise(nightBf);
      bf += nightBf;
      taf += nightTaf;
      nights.push({ bf: nightBf, taf: nightTaf });
    }
    tp += bf + taf;
    rooms.push({ room, nights, bf, taf });
  }
  return { tp, rooms };
}

/** The price of one option (room type x plan) for the stay night by night, whatever the availability. */
export function priceOption(hotel: Pick<Hotel, 'city'>, roomType: RoomType, plan: Plan, stay: Stay): { tp: number; rooms: RoomPrice[] } {
  return priceDetailed(roomType, plan, stay, stay.factors(hotel.city.season).nightBp);
}

/** `pops[].tpc`: the stay total per night. */
export function totalPerNight(tp: number, stay: Stay): number {
  return perNightPaise(tp, stay.nightCount);
}
