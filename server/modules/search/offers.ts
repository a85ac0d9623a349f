/**
 * Availability and prices of a hotel for a stay: which options (room type x rate plan) can hold
 * the requested rooms and guests every night, and what each costs, in paise.
 */
import { stayNights } from '../../../src/domain/dates';
import { mealSupplementPaise, nightFactorBp, occupancyBp, perNightPaise, roomNightPrice, type Season } from '../../../src/domain/pricing';
import type { NormalisedSearchQuery } from '../../../contract/searchQuery';
import type { Hotel, Plan, RoomType } from '../catalogue/readModel';
import type { Remaining } from '../catalogue/repo';

export interface Room {
  adults: number;
  childAges: number[];
}

/** The factor of each night of a stay in a city of one season. */
export interface NightFactors {
  nightBp: number[];
  /** The distinct night factors and how many nights have each (prices repeat for equal factors). */
  groups: Array<{ bp: number; nights: number }>;
}

/** A stay prepared once per request: its nights and, per season, the factors of each. */
export interface Stay {
  checkin: string;
  checkout: string;
  nights: string[];
  /** Night factors for hotels of a city of this season (worked out once per season and stay). */
  factors(season: Season): NightFactors;
  rooms: Room[];
  occupancyBp: number[];
  maxAdults: number;
  maxChildren: number;
}

export function prepareStay(query: Pick<NormalisedSearchQuery, 'checkinDate' | 'checkoutDate' | 'roomInfo'>): Stay {
  const nights = stayNights(query.checkinDate, query.checkoutDate);
  const rooms: Room[] = query.roomInfo.flatMap((r) =>
    Array.from({ length: r.numberOfRooms }, () => ({ adults: r.numberOfAdults, childAges: r.childAge.slice() })),
  );
  const bySeason = new Map<Season, NightFactors>();
  const factors = (season: Season): NightFactors => {
    let known = bySeason.get(season);
    if (!known) {
      const nightBp = nights.map((night) => nightFactorBp(night, season));
      const groups = new Map<number, number>();
      for (const bp of nightBp) groups.set(bp, (groups.get(bp) ?? 0) + 1);
      known = { nightBp, groups: [...groups].map(([bp, count]) => ({ bp, nights: count })) };
      bySeason.set(season, known);
    }
    return known;
  };
  return {
    checkin: query.checkinDate,
    checkout: query.checkoutDate,
    nights,
    factors,
    rooms,
    occupancyBp: rooms.map((r) => occupancyBp(r.adults, r.childAges)),
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
  /** Per room detail (only when asked for). */
  rooms?: RoomPrice[];
}

/** Can this room type hold every requested room each night? */
export function fits(roomType: RoomType, stay: Stay, remaining: Remaining): boolean {
  if (stay.maxAdults > roomType.maxAdults || stay.maxChildren > roomType.maxChildren) return false;
  const booked = remaining.get(roomType.id);
  if (!booked) return roomType.capacity >= stay.rooms.length;
  for (const night of stay.nights) {
    const left = booked.get(night) ?? roomType.capacity;
    if (left < stay.rooms.length) return false;
  }
  return true;
}

/** The hotel's bookable options for the stay, cheapest first. */
export function offersFor(hotel: Hotel, stay: Stay, remaining: Remaining, detailed = false): Offer[] {
  const offers: Offer[] = [];
  for (const roomType of hotel.roomTypes) {
    if (!fits(roomType, stay, remaining)) continue;
    roomType.plans.forEach((plan, planIndex) => {
      offers.push({ hotel, roomType, plan, planIndex, ...priceOption(hotel, roomType, plan, stay, detailed) });
    });
  }
  return offers.sort((a, b) => a.tp - b.tp || a.roomType.position - b.roomType.position || a.planIndex - b.planIndex);
}

/** The price of one option (room type x plan) for the stay, whatever the availability. */
export function priceOption(
  hotel: Pick<Hotel, 'stars' | 'city'>, roomType: RoomType, plan: Plan, stay: Stay, detailed: boolean,
): { tp: number; rooms?: RoomPrice[] } {
  const { stars } = hotel;
  const { nightBp, groups } = stay.factors(hotel.city.season);
  let tp = 0;
  const rooms: RoomPrice[] = [];
  for (let r = 0; r < stay.rooms.length; r++) {
    const room = stay.rooms[r]!;
    const mealPaise = mealSupplementPaise(plan.meal, stars, room.adults, room.childAges);
    let bf = 0;
    let taf = 0;
    if (!detailed) {
      // Nights with the same factor cost the same: price each factor once.
      for (const group of groups) {
        const price = roomNightPrice({
          baseRatePaise: roomType.baseRatePaise,
          nightBp: group.bp,
          occupancyBp: stay.occupancyBp[r]!,
          mealPaise,
          refundable: plan.refundable,
        });
        bf += price.bf * group.nights;
        taf += price.taf * group.nights;
      }
      tp += bf + taf;
      continue;
    }
    const nights: Array<{ bf: number; taf: number }> = [];
    for (let n = 0; n < stay.nights.length; n++) {
      const price = roomNightPrice({
        baseRatePaise: roomType.baseRatePaise,
        nightBp: nightBp[n]!,
        occupancyBp: stay.occupancyBp[r]!,
        mealPaise,
        refundable: plan.refundable,
      });
      bf += price.bf;
      taf += price.taf;
      nights.push(price);
    }
    tp += bf + taf;
    rooms.push({ room, nights, bf, taf });
  }
  return detailed ? { tp, rooms } : { tp };
}

/** `pops[].tpc`: the stay total per night. */
export function totalPerNight(tp: number, stay: Stay): number {
  return perNightPaise(tp, stay.nights.length);
}
