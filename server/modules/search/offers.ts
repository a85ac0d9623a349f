/**
 * A hotel's bookable options for a stay: which options (room type x rate plan) can hold the
 * requested rooms and guests every night, each priced by the one pricing function
 * (`priceStay`, domain/stayPrice.ts). Detail lists them cheapest first; search answers the
 * first of that same list, its lead option.
 */
import { dayNumber } from '../../../domain/dates';
import { priceStay, type Stay, type StayPrice } from '../../../domain/stayPrice';
import type { Hotel, Plan, RoomType } from '../catalogue/readModel';
import type { Remaining } from '../catalogue/repo';

/** A bookable option of a hotel for a stay, with its price. */
export interface Offer {
  hotel: Hotel;
  roomType: RoomType;
  plan: Plan;
  planIndex: number;
  /** Its place in the hotel's options, room type then plan order. */
  option: number;
  price: StayPrice;
}

/**
 * A room type's booked nights packed by day: `left[d]` rooms remain on day `firstDay + d` (day
 * numbers, dates.ts); NOT_BOOKED where nothing is booked, which is as many as the room type has
 * (the room count is checked against its capacity first).
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

/** What is booked of a hotel's room types, at their places in `hotel.roomTypes`. */
export type HotelBookings = ReadonlyArray<BookedDays | undefined>;

/**
 * A hotel's part of a booked allotment; undefined when none of its room types has a booked
 * night. Search works a city's snapshot out this way once for all its searches (answer.ts).
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

/** Can this room type (at `index` in its hotel) hold the stay's guests and rooms every night? */
function fits(roomType: RoomType, index: number, stay: Stay, booked: HotelBookings | undefined): boolean {
  return (
    stay.maxAdults <= roomType.maxAdults &&
    stay.maxChildren <= roomType.maxChildren &&
    stay.rooms.length <= roomType.capacity &&
    enoughEveryDay(booked?.[index], stay)
  );
}

/** Detail's and search's one order of options: cheapest first, and of equal totals the first in option order. */
const cheaperFirst = (a: Offer, b: Offer) => a.price.tp - b.price.tp || a.option - b.option;

/** Every bookable option of the hotel for the stay, priced, in option order. */
function bookableOffers(hotel: Hotel, stay: Stay, booked: HotelBookings | undefined): Offer[] {
  const offers: Offer[] = [];
  let option = 0;
  hotel.roomTypes.forEach((roomType, index) => {
    const open = fits(roomType, index, stay, booked);
    roomType.plans.forEach((plan, planIndex) => {
      if (open) offers.push({ hotel, roomType, plan, planIndex, option, price: priceStay(roomType, plan, stay, hotel.city.season) });
      option++;
    });
  });
  return offers;
}

/** The hotel's bookable options for the stay, cheapest first (of equal totals, in option order). */
export function offersFor(hotel: Hotel, stay: Stay, booked: HotelBookings | undefined): Offer[] {
  return bookableOffers(hotel, stay, booked).sort(cheaperFirst);
}

/** The hotel's lead option for the stay: the first of `offersFor`, or null when none can hold it. */
export function leadOffer(hotel: Hotel, stay: Stay, booked: HotelBookings | undefined): Offer | null {
  let lead: Offer | null = null;
  for (const offer of bookableOffers(hotel, stay, booked)) if (!lead || cheaperFirst(offer, lead) < 0) lead = offer;
  return lead;
}

