import type { SnapshotFrom } from 'xstate';
import { isMinusDisabled, isPlusDisabled, roomsSummary } from './rules/rooms';
import type { roomsGuestsMachine } from './roomsGuests.machine';

type Snapshot = SnapshotFrom<typeof roomsGuestsMachine>;

export const selectRooms = (s: Snapshot) => s.context.rooms;
export const selectRoomsSummary = (s: Snapshot) => roomsSummary(s.context.rooms);
/** The add-room button is enabled while fewer than 5 rooms are chosen. */
export const selectCanAddRoom = (s: Snapshot) => s.can({ type: 'rooms.roomAdded' });
/** Remove buttons show only with more than one room. */
export const selectShowRemoveRoom = (s: Snapshot) => !s.matches('single');
/** The plus is disabled at 2 only for room 1. */
export const selectPlusDisabled = (_s: Snapshot, roomIndex: number, count: number) => isPlusDisabled(roomIndex, count);
export const selectMinusDisabled = (_s: Snapshot, kind: 'adults' | 'children', count: number) => isMinusDisabled(kind, count);
/** A child whose age is still to be chosen (the select shows its 'Age' placeholder). */
export const selectAgeMissing = (s: Snapshot, roomIndex: number, child: number) => s.context.rooms[roomIndex]?.childAges[child] === null;
