import { describe, expect, it } from 'vitest';
import type { HotelOption } from '../../contract/hotel';
import { ratePlanCount, roomGroups } from '../../src/model/roomGroups';
import { option } from '../../contract/samples/hotelDetail';

/** An option of a room type with a price and a meal plan. */
function plan(id: string, room: string, tp: number, mb: HotelOption['ris'][number]['mb'] = 'BREAKFAST', img?: string): HotelOption {
  const base = option();
  return { ...base, id, tp, ris: base.ris.map((r) => ({ ...r, srn: room, rt: room, mb, ...(img ? { img } : {}) })) };
}

describe('room groups', () => {
  it('puts the rate plans of one room type under one card, room types and plans cheapest first', () => {
    const groups = roomGroups([
      plan('a', 'Deluxe Room', 5000, 'BREAKFAST', '/media/hotels/1/9-Standard.svg'),
      plan('b', 'Standard Room', 3000, 'ROOM ONLY', '/media/hotels/1/6-Standard.svg'),
      plan('c', 'Deluxe Room', 4200, 'ROOM ONLY', '/media/hotels/1/9-Standard.svg'),
      plan('d', 'Standard Room', 3400, 'BREAKFAST', '/media/hotels/1/6-Standard.svg'),
      plan('e', 'Deluxe Room', 6100, 'HALF BOARD', '/media/hotels/1/9-Standard.svg'),
    ]);
    expect(groups.map((g) => g.roomName)).toEqual(['Standard Room', 'Deluxe Room']);
    expect(groups.map((g) => g.options.map((o) => o.id))).toEqual([['b', 'd'], ['c', 'a', 'e']]);
    expect(groups.map((g) => g.image)).toEqual(['/media/hotels/1/6-Standard.svg', '/media/hotels/1/9-Standard.svg']);
  });

  it('no picture: null; no options: no groups', () => {
    expect(roomGroups([plan('a', 'Suite', 9000)])[0]!.image).toBeNull();
    expect(roomGroups([])).toEqual([]);
  });

  it('counts rate plans', () => {
    expect([ratePlanCount(1), ratePlanCount(3)]).toEqual(['1 rate plan', '3 rate plans']);
  });
});
