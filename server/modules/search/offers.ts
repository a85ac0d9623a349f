/**
 * A hotel's options for a stay: which options (room type x rate plan) can hold the requested rooms
 * and guests every night and sell the stay under their plan's restrictions, each priced by the
 * one pricing function (`priceStay`, server/rules/stayPrice.ts) from its plan's rates on those nights.
 * Detail lists them cheapest first, with why the others are not offered; search answers the first
 * of that same list, its lead option.
 */
import { nightsDiffer, priceStay, type Stay, type StayPrice } from '../../rules/stayPrice';
import type { CatalogueView } from '../catalogue/store/sharedCatalogue';
import type { Hotel, Plan, RoomType } from '../catalogue/store/hotels';
import { OP_MEAL_PER_ADULT, R_ROOMS, RT_MAX_ADULTS, RT_MAX_CHILDREN, RT_PLANS } from '../catalogue/store/layout';
import { optionWord, readStayNights, roomsFree, roomWord } from '../catalogue/store/supplyReads';
import { supplyBreak, type SupplyBreak } from '../supply/restrictions';

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

/** An option whose room type holds the guests but that does not sell the stay, and why. */
export interface Unsold {
  roomType: RoomType;
  plan: Plan;
  why: SupplyBreak;
}

/** Per stay, what reading an option's nights needs: room for each night's rate and restrictions. */
export interface StayScratch {
  stay: Stay;
  rates: Int32Array;
  restrictions: Uint8Array;
}

export const stayScratch = (stay: Stay): StayScratch => ({ stay, rates: new Int32Array(stay.nightCount), restrictions: new Uint8Array(stay.nightCount + 1) });

/** Can room type `r` hold the stay's guests (each room's), whatever the nights? */
function holdsGuests(view: CatalogueView, record: number, r: number, stay: Stay): boolean {
  const room = roomWord(record, r);
  return stay.maxAdults <= view.i32[room + RT_MAX_ADULTS]! && stay.maxChildren <= view.i32[room + RT_MAX_CHILDREN]!;
}

/**
 * Calls `each(o, r, sells)` for every option of the record whose room type holds the guests and
 * has the rooms every night, after reading its nights into `scratch`; `sells` is null when its
 * plan sells the stay, else why not.
 */
function eachOpenOption(view: CatalogueView, record: number, scratch: StayScratch, each: (o: number, r: number, why: SupplyBreak | null) => void): void {
  const { stay, rates, restrictions } = scratch;
  const rooms = stay.rooms.length;
  let o = 0;
  for (let r = 0, count = view.i32[record + R_ROOMS]!; r < count; r++) {
    const plans = view.i32[roomWord(record, r) + RT_PLANS]!;
    if (!holdsGuests(view, record, r, stay) || !roomsFree(view, record, r, stay.firstDay, stay.nightCount, rooms)) {
      o += plans;
      continue;
    }
    for (let p = 0; p < plans; p++, o++) {
      readStayNights(view, record, o, stay.firstDay, stay.nightCount, rates, restrictions);
      each(o, r, supplyBreak(rates, restrictions, stay.nightCount));
    }
  }
}

/**
 * The lead option of a hotel for a stay, as search answers it: its index, total and taxes, and
 * whether its nights cost different amounts (its per-night figure is then an average).
 */
export interface Lead {
  option: number;
  tp: number;
  taf: number;
  nightsDiffer: boolean;
}

/** The first of `offersFor` (cheapest, then first in option order), or null when the hotel sells none. */
export function leadOption(view: CatalogueView, record: number, scratch: StayScratch): Lead | null {
  let lead: Lead | null = null;
  eachOpenOption(view, record, scratch, (o, _r, why) => {
    if (why) return;
    const plan = { mealPerAdultPaise: view.i32[optionWord(view, record, o) + OP_MEAL_PER_ADULT]! };
    const price = priceStay(scratch.rates, plan, scratch.stay);
    // The nights are read again for the next option: whether they differ is decided while they are here.
    if (!lead || price.tp < lead.tp) lead = { option: o, tp: price.tp, taf: price.taf, nightsDiffer: nightsDiffer(scratch.rates, plan, scratch.stay) };
  });
  return lead;
}

/** Detail's and search's one order of options: cheapest first, and of equal totals the first in option order. */
const cheaperFirst = (a: Offer, b: Offer) => a.price.tp - b.price.tp || a.option - b.option;

/**
 * Every bookable option of the hotel (decoded from `record`) for the stay, priced, cheapest first;
 * and the options its room types could hold that do not sell the stay, with the reason.
 */
export function offersFor(view: CatalogueView, record: number, hotel: Hotel, stay: Stay): { offers: Offer[]; unsold: Unsold[] } {
  const offers: Offer[] = [];
  const unsold: Unsold[] = [];
  const options = hotel.roomTypes.flatMap((roomType) => roomType.plans.map((plan, planIndex) => ({ roomType, plan, planIndex })));
  const scratch = stayScratch(stay);
  eachOpenOption(view, record, scratch, (o, _r, why) => {
    const { roomType, plan, planIndex } = options[o]!;
    if (why) unsold.push({ roomType, plan, why });
    else offers.push({ hotel, roomType, plan, planIndex, option: o, price: priceStay(scratch.rates.slice(), plan, stay) });
  });
  return { offers: offers.sort(cheaperFirst), unsold };
}

/**
 * One option of the hotel priced for the stay whatever is left of its rooms (a cancellation
 * policy's figures), or why its plan does not sell the stay.
 */
export function priceOption(view: CatalogueView, record: number, hotel: Hotel, roomTypeId: string, planCode: string, stay: Stay): { offer: Offer } | { why: SupplyBreak } | null {
  let o = 0;
  for (const roomType of hotel.roomTypes) {
    for (const [planIndex, plan] of roomType.plans.entries()) {
      if (roomType.id === roomTypeId && plan.code === planCode) {
        const { rates, restrictions } = stayScratch(stay);
        readStayNights(view, record, o, stay.firstDay, stay.nightCount, rates, restrictions);
        const why = supplyBreak(rates, restrictions, stay.nightCount);
        return why ? { why } : { offer: { hotel, roomType, plan, planIndex, option: o, price: priceStay(rates, plan, stay) } };
      }
      o++;
    }
  }
  return null;
}
