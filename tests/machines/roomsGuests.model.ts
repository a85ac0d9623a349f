import { expect } from 'vitest';
import { roomsGuestsMachine } from '../../machines/roomsGuests.machine';
import { selectAgeMissing, selectCanAddRoom, selectRooms, selectShowRemoveRoom } from '../../machines/roomsGuests.selectors';
import { defaultRooms, isDraftRooms, type DraftRoom } from '../../machines/rules/rooms';
import type { MachineModel } from './support/model';

const roomsOf = (s: { context: { rooms: DraftRoom[] } }) => s.context.rooms;

export const roomsGuestsModel: MachineModel<typeof roomsGuestsMachine> = {
  machine: roomsGuestsMachine,
  input: { rooms: defaultRooms() },
  events: [
    { type: 'rooms.roomAdded' },
    { type: 'rooms.roomRemoved', index: 1 },
    { type: 'rooms.adultsChanged', index: 0, delta: 1 },
    { type: 'rooms.adultsChanged', index: 0, delta: -1 },
    { type: 'rooms.childrenChanged', index: 0, delta: 1 },
    { type: 'rooms.childrenChanged', index: 0, delta: -1 },
    { type: 'rooms.childAgeChanged', index: 0, child: 0, age: 12 },
    // Beyond every limit: never accepted.
    { type: 'rooms.childAgeChanged', index: 0, child: 0, age: 13 },
  ],
  states: {
    single: (s) => {
      expect(selectRooms(s)).toHaveLength(1);
      expect(selectShowRemoveRoom(s)).toBe(false);
      expect(selectCanAddRoom(s)).toBe(true);
    },
    several: (s) => {
      expect(selectRooms(s).length).toBeGreaterThan(1);
      expect(selectRooms(s).length).toBeLessThan(5);
      expect(selectShowRemoveRoom(s)).toBe(true);
      expect(selectCanAddRoom(s)).toBe(true);
    },
    full: (s) => {
      expect(selectRooms(s)).toHaveLength(5);
      expect(selectShowRemoveRoom(s)).toBe(true);
      expect(selectCanAddRoom(s)).toBe(false);
    },
  },
  steps: {
    'xstate.init': ({ after }) => expect(selectRooms(after)).toEqual(defaultRooms()),
    'rooms.roomAdded': ({ before, after }) => {
      expect(roomsOf(after)).toHaveLength(roomsOf(before).length + 1);
      expect(roomsOf(after).at(-1)).toMatchObject({ adults: 1, children: 0, childAges: [] });
      expect(roomsOf(after).map((r) => r.id)).toEqual(roomsOf(after).map((_, i) => i + 1));
    },
    'rooms.roomRemoved': ({ before, after }) => {
      const kept = roomsOf(before).filter((_, i) => i !== 1);
      expect(roomsOf(after)).toEqual(kept.map((r, i) => ({ ...r, id: i + 1 })));
    },
    'rooms.adultsChanged': ({ event, before, after }) => {
      const delta = (event as unknown as { delta: number }).delta;
      expect(roomsOf(after)[0]!.adults).toBe(roomsOf(before)[0]!.adults + delta);
      expect(isDraftRooms(roomsOf(after))).toBe(true);
    },
    'rooms.childrenChanged': ({ event, before, after }) => {
      const delta = (event as unknown as { delta: number }).delta;
      const room = roomsOf(after)[0]!;
      expect(room.children).toBe(roomsOf(before)[0]!.children + delta);
      expect(room.childAges).toHaveLength(room.children);
      // A child added has no age until one is chosen: never a silent 0.
      if (delta > 0) {
        expect(room.childAges.at(-1)).toBeNull();
        expect(selectAgeMissing(after, 0, room.children - 1)).toBe(true);
      }
      expect(isDraftRooms(roomsOf(after))).toBe(true);
    },
    'rooms.childAgeChanged': ({ after }) => {
      expect(roomsOf(after)[0]!.childAges[0]).toBe(12);
      expect(selectAgeMissing(after, 0, 0)).toBe(false);
      expect(isDraftRooms(roomsOf(after))).toBe(true);
    },
  },
};
