import { describe, expect, it } from 'vitest';
import { readResultsQuery } from '../../src/model/resultsQuery';
import { defaultRooms, toRoomInfo } from '../../machines/rules/rooms';
import { queryKey } from '../../src/live/results';

const url = '?place=1275339&destination=Mumbai&checkIn=2031-03-10&checkOut=2031-03-12';
const twoAdults = [{ id: 1, adults: 2, children: 0, childAges: [] }];
const familyRooms = [
  { id: 1, adults: 2, children: 1, childAges: [6] },
  { id: 2, adults: 1, children: 0, childAges: [] },
];

describe('results page query', () => {
  it('the query string wins over the navigation state', () => {
    const state = { destination: 'Delhi', destinationId: 1273294, checkInDate: '2031-04-01', checkOutDate: '2031-04-02' };
    expect(readResultsQuery(url, state, null)).toEqual({
      place: '1275339',
      destination: 'Mumbai',
      checkIn: '2031-03-10',
      checkOut: '2031-03-12',
      rooms: defaultRooms(),
    });
  });

  it('navigation state fills what the query string lacks', () => {
    const state = { destination: 'Delhi', destinationId: 1273294, checkInDate: '2031-04-01', checkOutDate: '2031-04-02' };
    expect(readResultsQuery('?checkIn=2031-03-10', state, null)).toMatchObject({ place: '1273294', destination: 'Delhi', checkIn: '2031-03-10', checkOut: '2031-04-02' });
  });

  it('rooms: the navigation state\'s roomInfo, else session storage, else 1 room with 1 adult', () => {
    const stored = JSON.stringify(familyRooms);
    expect(readResultsQuery(url, { roomInfo: toRoomInfo(twoAdults) }, stored).rooms).toEqual(twoAdults);
    expect(readResultsQuery(url, null, stored).rooms).toEqual(familyRooms);
    expect(readResultsQuery(url, { roomInfo: [{ numberOfAdults: 9 }] }, stored).rooms).toEqual(familyRooms);
    expect(readResultsQuery(url, null, 'not json').rooms).toEqual(defaultRooms());
    expect(readResultsQuery(url, undefined, null).rooms).toEqual(defaultRooms());
  });

  it('a change of rooms alone is a new results page (a new search, nothing kept reused)', () => {
    const one = readResultsQuery(url, null, null);
    const two = readResultsQuery(url, { roomInfo: toRoomInfo(twoAdults) }, null);
    expect(queryKey(two)).not.toBe(queryKey(one));
    // The same guests under other room ids are the same search.
    expect(queryKey({ ...one, rooms: [{ ...defaultRooms()[0]!, id: 3 }] })).toBe(queryKey(one));
    expect(queryKey({ ...one, checkOut: '2031-03-13' })).not.toBe(queryKey(one));
  });
});
