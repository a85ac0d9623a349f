/**
 * The hotel page's rooms: one card per room type with its picture, beds, area, facilities and
 * benefits, and under it its rate plans (meal and refundability), each with its own price and
 * Reserve. Room types come cheapest first, and so do the plans within one. Pure.
 */
import type { HotelOption } from '../../contract/hotel';
import { cheapestFirst } from './cheapestOption';

export interface RoomGroup {
  /** The room type's name (`Deluxe Room`), also what keeps the plans of one room type together. */
  roomName: string;
  /** The room type's picture, when the hotel has one. */
  image: string | null;
  /** Its rate plans, cheapest first. */
  options: HotelOption[];
}

/** Options grouped by room type, in the order of each room type's cheapest option. */
export function roomGroups(options: readonly HotelOption[]): RoomGroup[] {
  const groups = new Map<string, RoomGroup>();
  for (const option of cheapestFirst(options)) {
    const first = option.ris[0];
    const roomName = first?.srn ?? 'Room';
    const key = option.ris.map((r) => `${r.rc}|${r.srn}`).join('+');
    const group = groups.get(key);
    if (group) group.options.push(option);
    else groups.set(key, { roomName, image: first?.img ?? null, options: [option] });
  }
  return [...groups.values()];
}

/** `2 rate plans`, `1 rate plan`. */
export const ratePlanCount = (n: number) => `${n} rate ${n === 1 ? 'plan' : 'plans'}`;
