/**
 * The price of a stay: the one place where an option's room nights are priced (the rules of
 * domain/pricing.ts: the night's rate, occupancy, meals, GST) and added up for the stay. Search, hotel
 * detail, cancellation policies and booking all price through `priceStay`, from the same nightly
 * rates of the option's rate plan.
 *
 * Rooms with the same guests cost the same: a stay is prepared once (`prepareStay`) as its kinds
 * of room, and each night is priced once per kind. Room by room and night by night
 * (`nightByNight`) is those same prices laid out, worked out by the same function.
 */
import type { RoomInfoEntry } from '../../contract/searchQuery';
import { dayNumber, stayNights } from '../../domain/dates';
import { gstBpOf, gstRowOfDay } from '../../domain/gstRates';
import { occupancyBp, olderChildren, perNightPaise, roomMealPaise, roomNightBfPaise, roomNightTafPaise } from '../../domain/pricing';

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

/** A stay prepared once per request (`prepareStay`). */
export interface Stay {
  checkin: string;
  checkout: string;
  nightCount: number;
  /** The day number of the first night (domain/dates.ts). */
  firstDay: number;
  /** The nights' dates, worked out when first asked for. */
  nightDates(): string[];
  /** The row of the GST rate table in force on each night (domain/gstRates.ts). */
  gstRows: number[];
  rooms: StayRoom[];
  kinds: RoomKind[];
  /** Each room's kind, in room order. */
  kindOfRoom: number[];
  maxAdults: number;
  maxChildren: number;
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
  let dates: string[] | undefined;
  return {
    checkin: query.checkinDate,
    checkout: query.checkoutDate,
    nightCount,
    firstDay,
    nightDates: () => (dates ??= stayNights(query.checkinDate, query.checkoutDate)),
    gstRows: Array.from({ length: nightCount }, (_, night) => gstRowOfDay(firstDay + night)),
    rooms,
    kinds,
    kindOfRoom,
    maxAdults: Math.max(...rooms.map((r) => r.adults)),
    maxChildren: Math.max(...rooms.map((r) => r.childAges.length)),
  };
}

/** What an option's rate plan adds to its nightly rates: its meal supplement per adult. */
export interface PlanRate {
  mealPerAdultPaise: number;
}

/**
 * One room for one night, paise: base fare (the taxable value) and taxes and fees (TF = BF + TAF),
 * with the GST rate charged (basis points). A booking keeps these as sold.
 */
export interface RoomNightPrice {
  bf: number;
  taf: number;
  rateBp: number;
}

/** An option's price for a stay, paise, and the nightly rates it was worked out from. */
export interface StayPrice {
  /** Total for every room and night: `bf + taf`. */
  tp: number;
  bf: number;
  taf: number;
  /** The rate of each night of the stay (two adults, meals included, before GST). */
  rates: ArrayLike<number>;
  plan: PlanRate;
}

/** A room of kind `kind` on night `night` of the stay, at that night's `rate`. */
function roomNight(rate: number, plan: PlanRate, kind: RoomKind, gstRow: number): RoomNightPrice {
  const bf = roomNightBfPaise(rate, plan.mealPerAdultPaise, kind.occupancyBp, roomMealPaise(plan.mealPerAdultPaise, kind.adults, kind.olderChildren));
  const rateBp = gstBpOf(bf, gstRow);
  return { bf, taf: roomNightTafPaise(bf, rateBp), rateBp };
}

/**
 * The price for a stay of a rate plan whose nights cost `rates` (one per night of the stay, in
 * order). The rates are kept by reference: pass an array nothing writes again while the price is
 * in use.
 */
export function priceStay(rates: ArrayLike<number>, plan: PlanRate, stay: Stay): StayPrice {
  let bf = 0;
  let taf = 0;
  for (const kind of stay.kinds) {
    for (let night = 0; night < stay.nightCount; night++) {
      const price = roomNight(rates[night]!, plan, kind, stay.gstRows[night]!);
      bf += price.bf * kind.count;
      taf += price.taf * kind.count;
    }
  }
  return { tp: bf + taf, bf, taf, rates, plan };
}

/** A room's part of a stay price: its nights in stay order and its totals. */
export interface RoomPrice {
  room: StayRoom;
  nights: RoomNightPrice[];
  bf: number;
  taf: number;
}

/** A stay price laid out room by room and night by night (what detail shows and a booking keeps). */
export function nightByNight(price: StayPrice, stay: Stay): RoomPrice[] {
  const byKind = stay.kinds.map((kind) => Array.from({ length: stay.nightCount }, (_, night) => roomNight(price.rates[night]!, price.plan, kind, stay.gstRows[night]!)));
  return stay.rooms.map((room, r) => {
    const nights = byKind[stay.kindOfRoom[r]!]!;
    return { room, nights, bf: nights.reduce((sum, n) => sum + n.bf, 0), taf: nights.reduce((sum, n) => sum + n.taf, 0) };
  });
}

/** What the first night of the stay costs for every room, paise (a cancellation penalty's unit). */
export function firstNightPaise(price: StayPrice, stay: Stay): number {
  if (stay.nightCount === 0) return 0;
  return stay.kinds.reduce((sum, kind) => {
    const night = roomNight(price.rates[0]!, price.plan, kind, stay.gstRows[0]!);
    return sum + (night.bf + night.taf) * kind.count;
  }, 0);
}

/**
 * Whether the nights of a stay cost different amounts (every room together, taxes included): a
 * weekend night, a season's change or a partner's rate for one night. Its total per night is then
 * an average, and says so. Nights at the same rate under the same GST row cost the same, so only
 * a stay whose rates or GST rows differ is priced night by night to tell.
 */
export function nightsDiffer(rates: ArrayLike<number>, plan: PlanRate, stay: Stay): boolean {
  let same = true;
  for (let night = 1; night < stay.nightCount && same; night++) same = rates[night] === rates[0] && stay.gstRows[night] === stay.gstRows[0];
  if (same) return false;
  const nightTotal = (night: number) =>
    stay.kinds.reduce((sum, kind) => {
      const price = roomNight(rates[night]!, plan, kind, stay.gstRows[night]!);
      return sum + (price.bf + price.taf) * kind.count;
    }, 0);
  const first = nightTotal(0);
  for (let night = 1; night < stay.nightCount; night++) if (nightTotal(night) !== first) return true;
  return false;
}

/**
 * The same question of a stay as it was sold (each room's nights, as a booking keeps them in
 * `price_nights`): whether its nights, every room together, cost different amounts.
 */
export function soldNightsDiffer(rooms: ReadonlyArray<ReadonlyArray<{ bf: number; taf: number }>>): boolean {
  const nightTotal = (night: number) => rooms.reduce((sum, room) => sum + room[night]!.bf + room[night]!.taf, 0);
  const nights = rooms[0]?.length ?? 0;
  for (let night = 1; night < nights; night++) if (nightTotal(night) !== nightTotal(0)) return true;
  return false;
}

/** `pops[].tpc`: a stay total per night. */
export function totalPerNight(tp: number, stay: Stay): number {
  return perNightPaise(tp, stay.nightCount);
}
