import { describe, expect, it } from 'vitest';
import { stayFromLink, stayLinkQuery } from '../../src/model/stayLink';
import { readStay } from '../../src/model/storedStay';
import { bookingWindow } from '../../machines/rules/stayDates';

const twoRooms = JSON.stringify([
  { id: 1, adults: 2, children: 1, childAges: [7] },
  { id: 2, adults: 1, children: 0, childAges: [] },
]);

describe('a stay carried in a hotel link', () => {
  it('writes the searched dates and rooms, and reads back the same stay', () => {
    const query = stayLinkQuery({ checkIn: '2026-12-24', checkOut: '2026-12-26', rooms: twoRooms });
    expect(query).toBe('checkIn=2026-12-24&checkOut=2026-12-26&rooms=2-7_1');
    const back = stayFromLink(`?${query}`)!;
    expect(back.checkIn).toBe('2026-12-24');
    expect(back.checkOut).toBe('2026-12-26');
    expect(JSON.parse(back.rooms!)).toEqual(JSON.parse(twoRooms));
    const stay = readStay(back, bookingWindow(new Date('2026-12-01T10:00:00+05:30')));
    expect(stay).toEqual({ checkIn: '2026-12-24', checkOut: '2026-12-26', rooms: [{ adults: 2, childAges: [7] }, { adults: 1, childAges: [] }] });
  });

  it('carries nothing when no dates were searched, so the page opens on its default stay', () => {
    expect(stayLinkQuery({ checkIn: null, checkOut: null, rooms: twoRooms })).toBe('');
    expect(stayFromLink('')).toBeNull();
    expect(stayFromLink('?checkIn=2026-12-24')).toBeNull();
  });

  it('leaves to the page what a crafted link holds that the search panel could not: its default rooms or dates', () => {
    const odd = stayFromLink('?checkIn=2026-12-24&checkOut=2026-12-26&rooms=9-99_x')!;
    expect(odd.rooms).toBeNull();
    const window = bookingWindow(new Date('2026-12-01T10:00:00+05:30'));
    expect(readStay(odd, window).rooms).toEqual([{ adults: 1, childAges: [] }]);
    const backwards = readStay(stayFromLink('?checkIn=2026-12-26&checkOut=2026-12-24')!, window);
    expect(backwards.checkIn).toBe('2026-12-01');
  });
});
