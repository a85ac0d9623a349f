/**
 * The price of a stay: the one place where an option's room nights are priced (the rules of
 * pricing.ts: night factor, occupancy, meals, refundability, GST) and added up for the stay.
 * Search, hotel detail, cancellation policies and booking all price through `priceStay`.
 *
 * Rooms with the same guests cost the same, and so do nights with the same factor: a stay is
 * prepared once (`prepareStay`) as its kinds of room and its groups of nights, and each room
 * night is priced once per kind and group. Room by room and night by night (`nightByNight`) is
 * those same prices laid out, not worked out again.
 */
import type { RoomInfoEntry } from '../contract/searchQuery';
import { dayNumber, stayNights } from './dates';
import { dayFactorBp, occupancyBp, olderChildren, perNightPaise, roomMealPaise, roomNightBfPaise, roomNightTafPaise, type Season } from './pricing';

/** One room of a stay and who sleeps in it. */
export interface StayRoom {
  adults: number;
  childAges: number[];
  /** Children aged 6 or more (they count for occupancy and meals). */
  olderChildren: number;
}

/** Rooms of a stay with the same guests: how many, and what prices them. */
export interface RoomKind {
  adults: number;
  olderChildren: number;
  occupancyBp: number;
  count: number;
}

/** Nights of a stay with the same factor (weekend and season), in a city of one season. */
export interface NightGroup {
  bp: number;
  nights: number;
}

/** A stay's nights in a city of one season: their groups, and each night's group in stay order. */
export interface StayNights {
  groups: NightGroup[];
  groupOfNight: number[];
}

/** A stay prepared once per request (`prepareStay`). */
export interface Stay {
  checkin: string;
  checkout: string;
  nightCount: number;
  /** The day number of the first night (dates.ts). */
  firstDay: number;
  /** The nights' dates, worked out when first asked for. */
  nightDates(): string[];
  rooms: StayRoom[];
  kinds: RoomKind[];
  /** Each room's kind, in room order. */
  kindOfRoom: number[];
  maxAdults: number;
  maxChildren: number;
  /** The nights as a city of `season` prices them (worked out once per season). */
  nights(season: Season): StayNights;
}

/** The stay a search query asks for: its dates and rooms. */
export interface StayQuery {
  checkinDate: string;
  checkoutDate: string;
  roomInfo: ReadonlyArray<Pick<RoomInfoEntry, 'numberOfRooms' | 'numberOfAdults' | 'childAge'>>;
}

export function prepareStay(query: StayQuery): Stay {
  const firstDay = dayNumber(query.checkinDate);
  const nightCount = Math.max(0, dayNumber(query.checkoutDate) - firstDay);
  const rooms: StayRoom[] = query.roomInfo.flatMap((r) =>
    Array.from({ length: r.numberOfRooms }, () => ({ adults: r.numberOfAdults, childAges: r.childAge.slice(), olderChildren: olderChildren(r.childAge) })),
  );
  const kinds: RoomKind[] = [];
  const kindOfRoom = rooms.map((room) => {
    const occupancy = occupancyBp(room.adults, room.childAges);
    const same = kinds.findIndex((k) => k.adults === room.adults && k.olderChildren === room.olderChildren && k.occupancyBp === occupancy);
    if (same >= 0) {
      kinds[same]!.count++;
      return same;
    }
    kinds.push({ adults: room.adults, olderChildren: room.olderChildren, occupancyBp: occupancy, count: 1 });
    return kinds.length - 1;
  });
  const bySeason = new Map<Season, StayNights>();
  let dates: string[] | undefined;
  return {
    checkin: query.checkinDate,
    checkout: query.checkoutDate,
    nightCount,
    firstDay,
    nightDates: () => (dates ??= stayNights(query.checkinDate, query.checkoutDate)),
    rooms,
    kinds,
    kindOfRoom,
    maxAdults: Math.max(...rooms.map((r) => r.adults)),
    maxChildren: Math.max(...rooms.map((r) => r.childAges.length)),
    nights(season) {
      let known = bySeason.get(season);
      if (!known) bySeason.set(season, (known = groupNights(firstDay, nightCount, season)));
      return known;
    },
  };
}

function groupNights(firstDay: number, nightCount: number, season: Season): StayNights {
  const groups: NightGroup[] = [];
  const groupOfNight: number[] = [];
  for (let night = 0; night < nightCount; night++) {
    const bp = dayFactorBp(firstDay + night, season);
    let group = groups.findIndex((g) => g.bp === bp);
    if (group < 0) group = groups.push({ bp, nights: 0 }) - 1;
    groups[group]!.nights++;
    groupOfNight.push(group);
  }
  return { groups, groupOfNight };
}

/** What an option's room type charges a night before meals. */
export interface RoomRate {
  baseRatePaise: number;
}

/** What an option's rate plan adds: its meal supplement, and whether it may be cancelled for a refund. */
export interface PlanRate {
  mealPerAdultPaise: number;
  refundable: boolean;
}

/** One room for one night, paise: base fare and taxes and fees (TF = BF + TAF). */
export interface RoomNightPrice {
  bf: number;
  taf: number;
}

/** An option's price for a stay, paise. */
export interface StayPrice {
  /** Total for every room and night: `bf + taf`. */
  tp: number;
  bf: number;
  taf: number;
  /** One room night's price by room kind (`Stay.kinds`), then night group (`StayNights.groups`). */
  roomNights: RoomNightPrice[][];
}

/** The price for a stay of a room type's plan, in a city of `season`. */
export function priceStay(room: RoomRate, plan: PlanRate, stay: Stay, season: Season): StayPrice {
  const { groups } = stay.nights(season);
  const { kinds } = stay;
  let bf = 0;
  let taf = 0;
  const roomNights: RoomNightPrice[][] = new Array(kinds.length);
  for (let k = 0; k < kinds.length; k++) {
    const kind = kinds[k]!;
    const meal = roomMealPaise(plan.mealPerAdultPaise, kind.adults, kind.olderChildren);
    const byGroup: RoomNightPrice[] = new Array(groups.length);
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g]!;
      const night = roomNightBfPaise(room.baseRatePaise, group.bp, kind.occupancyBp, meal, plan.refundable);
      const price = { bf: night, taf: roomNightTafPaise(night) };
      bf += price.bf * group.nights * kind.count;
      taf += price.taf * group.nights * kind.count;
      byGroup[g] = price;
    }
    roomNights[k] = byGroup;
  }
  return { tp: bf + taf, bf, taf, roomNights };
}

/** A room's part of a stay price: its nights in stay order and its totals. */
export interface RoomPrice {
  room: StayRoom;
  nights: RoomNightPrice[];
  bf: number;
  taf: number;
}

/** A stay price laid out room by room and night by night (what detail shows and a booking keeps). */
export function nightByNight(price: StayPrice, stay: Stay, season: Season): RoomPrice[] {
  const { groupOfNight } = stay.nights(season);
  return stay.rooms.map((room, r) => {
    const byGroup = price.roomNights[stay.kindOfRoom[r]!]!;
    const nights = groupOfNight.map((group) => byGroup[group]!);
    return { room, nights, bf: nights.reduce((sum, n) => sum + n.bf, 0), taf: nights.reduce((sum, n) => sum + n.taf, 0) };
  });
}

/** What the first night of the stay costs for every room, paise (a cancellation penalty's unit). */
export function firstNightPaise(price: StayPrice, stay: Stay, season: Season): number {
  const first = stay.nights(season).groupOfNight[0];
  if (first === undefined) return 0;
  return stay.kinds.reduce((sum, kind, k) => sum + (price.roomNights[k]![first]!.bf + price.roomNights[k]![first]!.taf) * kind.count, 0);
}

/** `pops[].tpc`: a stay total per night. */
export function totalPerNight(tp: number, stay: Stay): number {
  return perNightPaise(tp, stay.nightCount);
}
