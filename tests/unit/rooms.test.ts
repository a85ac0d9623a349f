import { describe, expect, it } from 'vitest';
import {
  addRoom,
  canAddRoom,
  canRemoveRoom,
  changeAdults,
  changeChildren,
  completeRooms,
  defaultRooms,
  hasMissingChildAge,
  isDraftRooms,
  isMinusDisabled,
  isPlusDisabled,
  isValidRooms,
  parseRooms,
  roomsFromRoomInfo,
  roomsKey,
  removeRoom,
  roomsSummary,
  setChildAge,
  toRoomInfo,
  type DraftRoom,
} from '../../machines/rules/rooms';

describe('rooms and guests', () => {
  it('defaults to 1 room with 1 adult', () => {
    expect(defaultRooms()).toEqual([{ id: 1, adults: 1, children: 0, childAges: [] }]);
    expect(roomsSummary(defaultRooms())).toBe('1 Room, 1 Guest');
  });

  it('allows at most 5 rooms and removing only with more than one', () => {
    let rooms = defaultRooms();
    expect(canRemoveRoom(rooms)).toBe(false);
    expect(removeRoom(rooms, 0)).toEqual(rooms);
    for (let i = 0; i < 6; i++) rooms = addRoom(rooms);
    expect(rooms).toHaveLength(5);
    expect(canAddRoom(rooms)).toBe(false);
    expect(rooms.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    rooms = removeRoom(rooms, 1);
    expect(rooms.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps adults within 1-2 and children within 0-2 in every room', () => {
    let rooms: DraftRoom[] = addRoom(defaultRooms());
    for (const index of [0, 1]) {
      rooms = changeAdults(changeAdults(changeAdults(rooms, index, 1), index, 1), index, 1);
      expect(rooms[index]!.adults).toBe(2);
      rooms = changeAdults(changeAdults(changeAdults(rooms, index, -1), index, -1), index, -1);
      expect(rooms[index]!.adults).toBe(1);
      rooms = changeChildren(changeChildren(changeChildren(rooms, index, 1), index, 1), index, 1);
      expect(rooms[index]).toMatchObject({ children: 2, childAges: [null, null] });
      rooms = changeChildren(rooms, index, -1);
      expect(rooms[index]).toMatchObject({ children: 1, childAges: [null] });
    }
  });

  it('disables the plus at 2 only for room 1; the minus at the minimum', () => {
    expect(isPlusDisabled(0, 2)).toBe(true);
    expect(isPlusDisabled(0, 1)).toBe(false);
    expect(isPlusDisabled(1, 2)).toBe(false);
    expect(isPlusDisabled(4, 2)).toBe(false);
    expect(isMinusDisabled('adults', 1)).toBe(true);
    expect(isMinusDisabled('adults', 2)).toBe(false);
    expect(isMinusDisabled('children', 0)).toBe(true);
  });

  it('takes child ages 0 to 12 only', () => {
    const rooms = changeChildren(defaultRooms(), 0, 1);
    expect(setChildAge(rooms, 0, 0, 12)[0]!.childAges).toEqual([12]);
    expect(setChildAge(rooms, 0, 0, 0)[0]!.childAges).toEqual([0]);
    expect(setChildAge(rooms, 0, 0, 13)[0]!.childAges).toEqual([null]);
    expect(setChildAge(rooms, 0, 0, -1)[0]!.childAges).toEqual([null]);
    expect(setChildAge(rooms, 0, 1, 5)[0]!.childAges).toEqual([null]);
  });

  it('a child added has no age until one is chosen: such rooms are edited, never searched', () => {
    const rooms = changeChildren(defaultRooms(), 0, 1);
    expect(rooms[0]!.childAges).toEqual([null]);
    expect(hasMissingChildAge(rooms)).toBe(true);
    expect(isDraftRooms(rooms)).toBe(true);
    expect(isValidRooms(rooms)).toBe(false);
    expect(completeRooms(rooms)).toBeNull();
    const chosen = setChildAge(rooms, 0, 0, 0);
    expect(hasMissingChildAge(chosen)).toBe(false);
    expect(completeRooms(chosen)).toEqual([{ id: 1, adults: 1, children: 1, childAges: [0] }]);
    // Session storage never gives back an unchosen age.
    expect(parseRooms(JSON.stringify(rooms))).toEqual(defaultRooms());
    expect(isDraftRooms([{ id: 1, adults: 1, children: 1, childAges: ['7'] }])).toBe(false);
  });

  it('reads rooms back from session storage, falling back to the default', () => {
    const two = [
      { id: 1, adults: 2, children: 1, childAges: [4] },
      { id: 2, adults: 1, children: 0, childAges: [] },
    ];
    expect(parseRooms(JSON.stringify(two))).toEqual(two);
    expect(parseRooms(null)).toEqual(defaultRooms());
    expect(parseRooms('not json')).toEqual(defaultRooms());
    expect(parseRooms(JSON.stringify([{ id: 1, adults: 3, children: 0, childAges: [] }]))).toEqual(defaultRooms());
    expect(isValidRooms([{ id: 1, adults: 1, children: 1, childAges: [] }])).toBe(false);
    expect(roomsSummary(two)).toBe('2 Rooms, 4 Guests');
  });

  it('reads the room entries of the results page\'s navigation state', () => {
    expect(roomsFromRoomInfo([{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 1, childAge: [4] }, { numberOfAdults: 1, childAge: [] }])).toEqual([
      { id: 1, adults: 2, children: 1, childAges: [4] },
      { id: 2, adults: 1, children: 0, childAges: [] },
    ]);
    // An entry for two rooms is two panel rooms.
    expect(roomsFromRoomInfo([{ numberOfRooms: 2, numberOfAdults: 1, numberOfChild: 0, childAge: [] }])).toEqual([
      { id: 1, adults: 1, children: 0, childAges: [] },
      { id: 2, adults: 1, children: 0, childAges: [] },
    ]);
    expect(roomsFromRoomInfo(toRoomInfo([{ id: 1, adults: 2, children: 2, childAges: [3, 9] }]))).toEqual([{ id: 1, adults: 2, children: 2, childAges: [3, 9] }]);
    for (const bad of [undefined, null, 'x', [], [{ numberOfAdults: 3, childAge: [] }], [{ numberOfAdults: 1, childAge: [13] }], [{ numberOfRooms: 6, numberOfAdults: 1 }], [{ numberOfAdults: 1, childAge: 'x' }]]) {
      expect(roomsFromRoomInfo(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('names the guests of each room, whatever the room ids', () => {
    expect(roomsKey([{ id: 1, adults: 2, children: 1, childAges: [4] }, { id: 2, adults: 1, children: 0, childAges: [] }])).toBe('2:4|1:');
    expect(roomsKey([{ id: 7, adults: 1, children: 0, childAges: [] }])).toBe(roomsKey(defaultRooms()));
    expect(roomsKey([{ id: 1, adults: 2, children: 0, childAges: [] }])).not.toBe(roomsKey(defaultRooms()));
  });

  it('builds the room entries of a search request', () => {
    expect(toRoomInfo([{ id: 1, adults: 2, children: 2, childAges: [3, 9] }])).toEqual([
      { numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 2, childAge: [3, 9] },
    ]);
  });
});
